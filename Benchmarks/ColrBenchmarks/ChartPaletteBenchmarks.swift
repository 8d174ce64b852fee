import ColorKit
import Foundation

/// Categorical chart palettes: eight series for a theme's four modes (light, dark and their
/// high-contrast variants), generated and proven, against glasbey (PyPI) doing its nearest job
/// in the same run: a color-blind-safe palette of eight, held to the same lightness and chroma
/// range, once per deficiency it knows (Benchmarks/glasbey/chart_palette.py). Two figures: the
/// least distance between two series for the worst eye (the palette's quality), and the time
/// to make it. The user-visible path: the Charts screen redrawing as N, a pin or a mode changes.
enum ChartPaletteBenchmarks {
    static func hex(_ text: String) -> RGBColor {
        RGBColor(RGB8(rgb: UInt32(text.dropFirst(), radix: 16) ?? 0))
    }

    static func mode(_ name: String, _ backgrounds: [String], _ status: [String]) -> ChartMode {
        ChartMode(name: name, backgrounds: backgrounds.map(hex), statusColors: status.map(hex))
    }

    /// The four modes of a design system's theme: backgrounds and surfaces, and status colors.
    static let modes = [
        mode("light", ["#ffffff", "#f6f8fa"], ["#1a7f37", "#9a6700", "#d1242f"]),
        mode("dark", ["#0d1117", "#161b22"], ["#3fb950", "#d29922", "#f85149"]),
        mode("light-high-contrast", ["#ffffff", "#e7ecf0"], ["#055d20", "#744500", "#a0111f"]),
        mode("dark-high-contrast", ["#010409", "#0a0c10"], ["#26cd4d", "#f0b72f", "#ff6a69"]),
    ]

    static func run(_ harness: Harness) throws {
        print(
            "\nChart palettes: 8 series × 4 modes (each line: what, time/op, throughput, baseline, time/op, ratio)"
        )
        let gridStart = ContinuousClock.now
        let palette = try CategoricalPalette.generate(count: 8, modes: modes)
        print(
            "first palette, with the candidate grid built once per process: \(ContinuousClock.now - gridStart)"
        )
        let colr = harness.measure("8 series × 4 modes (Colr)") {
            blackHole(try? CategoricalPalette.generate(count: 8, modes: modes))
        }
        let proof = palette.proof
        let worst = proof.modes.map { $0.prefixDistances.last ?? 0 }.min() ?? 0
        print("Colr: least ΔEOK between two series, worst eye, worst mode: \(Harness.decimal(worst, 4))")
        for mode in proof.modes {
            let byVision = ChartVision.allCases.map {
                "\($0.rawValue) \(Harness.decimal(mode.distanceByVision[$0] ?? 0, 3))"
            }
            print(
                "  \(Harness.pad(mode.name, 20)) prefixes \(mode.prefixDistances.map { Harness.decimal($0, 3) }) "
                    + "· \(byVision.joined(separator: ", ")) · least contrast "
                    + "\(Harness.decimal(mode.contrasts.min() ?? 0, 2)) · status \(Harness.decimal(mode.statusDistance, 3))"
            )
        }
        print("  hue drift between modes (°): \(proof.hueDrift.map { Harness.decimal($0, 1) })")
        print("  requirements met: \(proof.isMet) \(proof.shortfalls)")
        let light = palette.colors[0].map { OKLCH($0).lightness }
        let low = light.min() ?? 0.5
        guard let peer = peer(count: 8, low: low, high: low + 0.30, cpuTime: harness.usesCPUTime) else {
            return
        }
        var best: (name: String, distance: Double, seconds: Double)?
        for (name, result) in peer.palettes.sorted(by: { $0.key < $1.key }) {
            let colors = result.colors.map(hex)
            let measured = CategoricalProof(colors: [colors], modes: [modes[0]])
            let distance = measured.modes.first?.prefixDistances.last ?? 0
            print(
                "glasbey \(Harness.pad(name, 14)) \(result.colors.joined(separator: " ")): least ΔEOK, worst eye "
                    + "\(Harness.decimal(distance, 4)), in \(Harness.format(result.seconds))")
            if distance > (best?.distance ?? -1) { best = (name, distance, result.seconds) }
        }
        guard let best else { return }
        print(
            "least ΔEOK, worst eye: Colr \(Harness.decimal(worst, 4)) (4 modes) vs glasbey's best \(best.name) "
                + "\(Harness.decimal(best.distance, 4)) (1 mode): ratio \(Harness.decimal(worst / best.distance, 2))×"
                + "  goal: ≥ 0.08 and ≥ 1.5× glasbey")
        Harness.report(
            colr,
            against: Harness.Measurement(
                name: "glasbey \(best.name), 1 mode", secondsPerOperation: best.seconds),
            goal: "< 5 ms")
    }

    struct Peer: Decodable {
        struct Result: Decodable {
            let colors: [String]
            let seconds: Double
        }
        let palettes: [String: Result]
    }

    /// glasbey's palettes and median times, or nil with a line saying why.
    static func peer(count: Int, low: Double, high: Double, cpuTime: Bool) -> Peer? {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("glasbey/chart_palette.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", script.path, "\(count)", "3", cpuTime ? "cpu" : "wall", "\(low)", "\(high)", "0.08",
        ]
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            print("glasbey: could not run python3 (\(error)); skipped")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let peer = try? JSONDecoder().decode(Peer.self, from: data)
        else {
            print("glasbey: python3 exited with \(process.terminationStatus) (pip install glasbey); skipped")
            return nil
        }
        return peer
    }
}
