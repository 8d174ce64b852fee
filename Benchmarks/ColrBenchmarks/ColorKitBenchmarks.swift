import Codecs
import ColorKit
import ColorNames
import ColrBenchmarksC
import Foundation

/// ColorKit's benchmarks: conversions, nearest names and the chart.
enum ColorKitBenchmarks {
    static func run(_ harness: Harness) throws {
        print("ColorKit (each line: candidate, time/op, throughput, baseline, time/op, throughput ratio)")
        conversions(harness)
        try nearestNames(harness)
        charts(harness)
    }

    /// HSB → sRGB → hex, against the chapter's way: a Foundation format string per color.
    static func conversions(_ harness: Harness) {
        let inputs = (0..<1024).map { (i: Int) -> HSB in
            let hue = Double(i % 360)
            let saturation = Double(i % 101)
            let brightness = Double((i * 7) % 101)
            return HSB(hue: hue, saturation: saturation, brightness: brightness)
        }
        let fast = harness.measure("HSB→sRGB→hex (ColorKit)", operations: inputs.count) {
            for hsb in inputs { blackHole(hsb.rgbColor.hex) }
        }
        let reference = harness.measure("String(format:) per color", operations: inputs.count) {
            for hsb in inputs {
                let rgb = hsb.rgbColor
                let red = Int((rgb.red * 255).rounded())
                let green = Int((rgb.green * 255).rounded())
                let blue = Int((rgb.blue * 255).rounded())
                blackHole(String(format: "#%02X%02X%02X", red, green, blue))
            }
        }
        Harness.report(fast, against: reference)
        // The same work in C (Benchmarks/ColrBenchmarksC), writing each hex into a buffer.
        let flat = inputs.flatMap { [$0.hue, $0.saturation, $0.brightness] }
        var output = [CChar](repeating: 0, count: 8 * inputs.count)
        colr_hsb_to_hex(flat, inputs.count, &output)
        for (index, hsb) in inputs.enumerated() {
            let written = String(
                decoding: output[(8 * index)..<(8 * index + 7)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if written != hsb.rgbColor.hex { fatalError("C and ColorKit disagree on \(hsb): \(written)") }
        }
        let c = harness.measure("HSB→sRGB→hex (C, clang -O2)", operations: inputs.count) {
            colr_hsb_to_hex(flat, inputs.count, &output)
            blackHole(output)
        }
        Harness.report(fast, against: c)
        // The C loop writes bytes, not strings: ColorKit's own byte writer does the same work.
        var bytes = [UInt8](repeating: 0, count: 8 * inputs.count + 1)
        let buffered = harness.measure("HSB→sRGB→hex into bytes (ColorKit)", operations: inputs.count) {
            bytes.withUnsafeMutableBytes { buffer in
                for (index, hsb) in inputs.enumerated() {
                    let slot = UnsafeMutableRawBufferPointer(rebasing: buffer[(8 * index)...])
                    slot[hsb.rgbColor.rgb8.writeHex(to: slot)] = 0
                }
            }
            blackHole(bytes)
        }
        if bytes.prefix(8 * inputs.count) != output.map({ UInt8(bitPattern: $0) })[...] {
            fatalError("C and ColorKit's byte writer disagree")
        }
        Harness.report(buffered, against: c, goal: "≥ 0.8× the C loop")
    }

    /// Nearest name over the 31,914-name list: the index (a k-d tree) against a linear scan
    /// over the same points with the same distance, and what indexing the list costs. The
    /// user-visible path: every color the app or the API names.
    static func nearestNames(_ harness: Harness) throws {
        let catalog = try ColorNameCatalog.bundled(.colornames)
        let indexing = harness.measure("index 31,914 names") {
            blackHole(ColorNameCatalog(namespace: .colornames, entries: catalog.entries))
        }
        print("indexing the list: \(Harness.format(indexing.secondsPerOperation))")
        var state: UInt64 = 0x1234_5678
        let queries = (0..<4096).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return RGBColor(RGB8(rgb: UInt32(truncatingIfNeeded: state >> 40)))
        }
        let indexed = harness.measure("nearest name, k-d tree", operations: queries.count) {
            for query in queries { blackHole(catalog.nearest(to: query)) }
        }
        let scanned = harness.measure("nearest name, linear scan", operations: 64) {
            for query in queries.prefix(64) { blackHole(catalog.nearestByScan(to: query)) }
        }
        Harness.report(indexed, against: scanned, goal: "≥ 2.5 M/s, exact against the scan")
    }

    /// The chart, against a per-pixel HSB color object, at the app's size and a large one.
    static func charts(_ harness: Harness) {
        for (width, height) in [(360, 200), (1024, 1024)] {
            let fast = harness.measure("chart \(width)×\(height), row/column") {
                blackHole(HueSaturationChart.render(brightness: 80, width: width, height: height))
            }
            let naive = harness.measure("chart \(width)×\(height), per-pixel") {
                blackHole(HueSaturationChart.renderPerPixel(brightness: 80, width: width, height: height))
            }
            Harness.report(fast, against: naive, goal: width == 360 ? "< 1 ms" : nil)
        }
        for (width, height) in [(360, 200), (1024, 1024)] {
            pngEncoding(harness, width: width, height: height)
        }
    }

    /// PNG encoding of the chart against rendering it, so the ratio says what encoding adds to
    /// serving a chart. The size line shows what the time buys.
    static func pngEncoding(_ harness: Harness, width: Int, height: Int) {
        let image = HueSaturationChart.render(brightness: 80, width: width, height: height)
        let png = harness.measure("chart \(width)×\(height) PNG encode") {
            blackHole(PNGEncoder.encode(image))
        }
        let render = harness.measure("chart \(width)×\(height) render") {
            blackHole(HueSaturationChart.render(brightness: 80, width: width, height: height))
        }
        Harness.report(png, against: render)
        let size = PNGEncoder.encode(image).count
        print(
            "chart \(width)×\(height) PNG size: \(size) bytes for \(image.pixels.count) raw bytes "
                + "(\(Harness.decimal(Double(size) * 100 / Double(image.pixels.count), 2)) %)")
    }
}
