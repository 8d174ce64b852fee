import Codecs
import ColorKit
import ColrDomain
import ColrModels
import Foundation
import PaletteFormats

/// Palette exports of a 12-color palette, each against encoding the same palette as the API's
/// JSON (`SchemeBody` through `JSONEncoder`), the work every scheme read already does.
enum PaletteBenchmarks {
    static func run(_ harness: Harness) throws {
        print(
            "\nPalette export, 12 colors (each line: format, time/op, throughput, baseline, time/op, ratio)")
        let colors = [
            "ff6347", "003366", "ffd700", "2e8b57", "87ceeb", "8b4513", "ff69b4", "4b0082", "f5f5dc",
            "708090",
            "dc143c", "00ced1",
        ].compactMap(ColorHex.init)
        let scheme = StoredScheme(
            id: 1, name: "Harbour Lights", notes: "twelve colors", colors: colors, tags: [],
            createdAt: Date(timeIntervalSince1970: 0))
        let encoder = ColrJSON.encoder()
        let json = harness.measure("scheme as API JSON") {
            blackHole(try? encoder.encode(SchemeBody(scheme)))
        }
        let naming = harness.measure("document (nearest CSS names)") {
            blackHole(PaletteDocument(name: scheme.name, colors: scheme.colors))
        }
        Harness.report(naming, against: json)
        let document = PaletteDocument(name: scheme.name, colors: scheme.colors)
        for format in PaletteFormat.allCases {
            let export = harness.measure("export \(format.rawValue)") {
                blackHole(PaletteExporter.export(document, as: format))
            }
            Harness.report(export, against: json, goal: "< 1 ms")
        }
        let preview = harness.measure("Open Graph PNG 1200×630") {
            blackHole(PaletteExporter.openGraphImage(document))
        }
        Harness.report(preview, against: json)
        audit(harness, colors: colors.map(\.color))
        images(harness)
    }

    /// The palette check of 12 colors: 132 ordered pairs (WCAG ratio, APCA Lc, verdict) and the
    /// four full-severity simulations with every pair's ΔEOK, against the 132 WCAG ratios alone.
    static func audit(_ harness: Harness, colors: [RGBColor]) {
        print("\nPalette check, 12 colors (each line: what, time/op, throughput, baseline, time/op, ratio)")
        let ratios = harness.measure("132 WCAG ratios alone") {
            for text in colors { for background in colors { blackHole(Contrast.ratio(text, background)) } }
        }
        let simulations = harness.measure("4 simulations × 12 colors") {
            for deficiency in ColorVisionDeficiency.allCases {
                for color in colors { blackHole(ColorVisionSimulation.simulate(color, deficiency)) }
            }
        }
        Harness.report(simulations, against: ratios, goal: "< 50 µs")
        let audit = harness.measure("audit (contrast + CVD, every pair)") {
            blackHole(PaletteAudit(colors: colors, target: .aa))
        }
        Harness.report(audit, against: ratios, goal: "< 50 µs")
        themes(harness, audit: audit)
    }

    /// A theme (18 roles × 4 modes, 124 pairs measured, signals kept apart for three
    /// dichromacies) against the palette check above, the nearest work Colr already does: a
    /// brand kept as is (#3366CC) and one the theme must move (#FFCC00), at AA and APCA, and a
    /// wide-gamut brand (outside sRGB, inside Display P3), whose pairs are measured again as a
    /// P3 screen shows them.
    static func themes(_ harness: Harness, audit: Harness.Measurement) {
        print("\nThemes (each line: what, time/op, throughput, baseline, time/op, ratio)")
        let wide = CSSColor(space: .oklch, components: [0.5, 0.19, 150]).rgbColor
        let brands: [(String, RGBColor, ThemeTarget)] = [
            ("#3366CC", RGBColor(RGB8(rgb: 0x3366CC)), .aa), ("#FFCC00", RGBColor(RGB8(rgb: 0xFFCC00)), .aa),
            ("#3366CC", RGBColor(RGB8(rgb: 0x3366CC)), .apca), ("oklch(0.5 0.19 150)", wide, .aa),
        ]
        for (name, brand, target) in brands {
            let theme = harness.measure("theme \(name) \(target.rawValue)") {
                blackHole(Theme(brand: brand, target: target))
            }
            Harness.report(theme, against: audit, goal: "< 1 ms")
        }
    }

    /// An image's dominant colors from a 256×256 sample (and reading it from a PNG), against
    /// the first step any OKLab clustering must take: converting each of its 65,536 pixels.
    static func images(_ harness: Harness) {
        print("\nImage colors, 256×256 (each line: what, time/op, throughput, baseline, time/op, ratio)")
        var image = RGBAImage(width: 256, height: 256)
        var generator = SystemRandomNumberGenerator()
        for y in 0..<256 {
            for x in 0..<256 {
                // A sky-to-sea gradient with grain, so the pixels hold thousands of colors.
                let grain = { UInt8.random(in: 0...12, using: &generator) }
                let t = Double(y) / 255
                image[x, y] = (
                    UInt8(min(255, 30 + 200 * t)) &+ grain(), UInt8(40 + 60 * sin(t * .pi)) &+ grain(),
                    UInt8(120 - 90 * t) &+ grain(), 255
                )
            }
        }
        let pixels = image.pixels
        let conversions = harness.measure("65,536 pixels to OKLab") {
            for offset in stride(from: 0, to: pixels.count, by: 4) {
                blackHole(
                    OKLab(
                        RGBColor(
                            red: Double(pixels[offset]) / 255, green: Double(pixels[offset + 1]) / 255,
                            blue: Double(pixels[offset + 2]) / 255)))
            }
        }
        let extraction = harness.measure("dominant colors, k = 5") {
            blackHole(try? DominantColors.find(in: image, count: 5))
        }
        Harness.report(extraction, against: conversions, goal: "< 20 ms")
        let file = PNGEncoder.encode(image)
        let decoding = harness.measure("read the PNG (\(file.count / 1024) KB)") {
            blackHole(try? PNGDecoder.decode(file))
        }
        Harness.report(decoding, against: conversions)
        let scale = harness.measure("tonal scale 50…950 (AA)") {
            blackHole(TonalScale(base: RGBColor(RGB8(rgb: 0x3366CC))))
        }
        Harness.report(scale, against: conversions)
    }
}
