import ColorKit
import Foundation
import Testing

@Suite("colr chart-palette")
struct ChartPaletteCommandTests {
    static func color(_ hex: String) throws -> RGBColor {
        RGBColor(RGB8(rgb: try #require(UInt32(hex.dropFirst(), radix: 16))))
    }

    @Test("Eight series for every mode of the brand's theme, the brand first, with the proof")
    func categoricalJSON() async throws {
        let result = try await CommandRunner.run("chart-palette", "#0969da", "-n", "8", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let report = try CommandRunner.json(result)
        #expect(report["kind"] as? String == "categorical")
        let modes = try #require(report["modes"] as? [String: [String: Any]])
        #expect(Set(modes.keys) == Set(ThemeMode.allCases.map(\.rawValue)))
        let light = try #require(modes["light"]?["colors"] as? [String])
        #expect(light.first == "#0969da", "the brand leads, as given, where light allows it")
        let proof = try #require(report["proof"] as? [String: Any])
        #expect(proof["met"] as? Bool == true, "\(proof["shortfalls"] ?? "")")
        let figures = try #require(proof["modes"] as? [String: [String: Any]])
        for (name, mode) in modes {
            let colors = try #require(mode["colors"] as? [String]).map(Self.color)
            let backgrounds = try #require(mode["backgrounds"] as? [String]).map(Self.color)
            #expect(colors.count == 8, "\(name)")
            // Measured again here, from the hex printed: every series reaches 3:1 on every background.
            for color in colors {
                for background in backgrounds {
                    #expect(
                        Contrast.ratio(color, background) >= 3, "\(name): \(color.hex) on \(background.hex)")
                }
            }
            let prefixes = try #require(figures[name]?["prefixDistances"] as? [Double])
            #expect(prefixes.count == 7)
            #expect((prefixes.last ?? 0) >= 0.08, "\(name)")
            let again = CategoricalProof(
                colors: [colors], modes: [ChartMode(name: name, backgrounds: backgrounds)])
            let measured = try #require(again.modes.first?.prefixDistances.last)
            #expect(abs(measured - (prefixes.last ?? 0)) < 1e-9, "\(name): the printed figure is the colors'")
        }
    }

    @Test("Sequential and diverging scales print their colors and what they reach")
    func scales() async throws {
        let sequential = try await CommandRunner.run(
            "chart-palette", "#0969da", "--kind", "sequential", "-n", "5", "--modes", "light,dark")
        #expect(sequential.status == 0, "\(sequential.stderr)")
        #expect(sequential.stdout.contains("light: ") && sequential.stdout.contains("dark: "))
        #expect(sequential.stdout.contains("Every requirement is met."))
        let diverging = try CommandRunner.json(
            try await CommandRunner.run(
                "chart-palette", "#d1242f", "#0969da", "--kind", "diverging", "-n", "7", "--modes", "dark",
                "--json"))
        let dark = try #require((diverging["modes"] as? [String: [String: Any]])?["dark"])
        let colors = try #require(dark["colors"] as? [String]).map(Self.color)
        try #require(colors.count == 7)
        // Lightness rises from each end to the middle on a dark page, by the same amount each side.
        let lightness = colors.map { OKLab($0).components.x }
        for step in 0..<3 {
            #expect(abs(lightness[step] - lightness[6 - step]) <= 0.02, "wings at \(step)")
        }
    }

    @Test("Wrong input is refused with what to do")
    func refusals() async throws {
        let oneEnd = try await CommandRunner.run("chart-palette", "#d1242f", "--kind", "diverging")
        #expect(oneEnd.status != 0 && oneEnd.stderr.contains("needs two colors"), "\(oneEnd.stderr)")
        let mode = try await CommandRunner.run("chart-palette", "#0969da", "--modes", "sepia")
        #expect(mode.status != 0 && mode.stderr.contains("Unknown mode sepia"), "\(mode.stderr)")
        let many = try await CommandRunner.run("chart-palette", "#0969da", "-n", "13")
        #expect(many.status != 0 && many.stderr.contains("series count"), "\(many.stderr)")
        let color = try await CommandRunner.run("chart-palette", "not-a-color")
        #expect(color.status != 0 && !color.stderr.isEmpty)
    }

    @Test("--format writes a chart library's files: the series, then the ramps, per mode")
    func exportsVegaLite() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("colr-charts-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await CommandRunner.run(
            "chart-palette", "#0969da", "#d1242f", "-n", "6", "--modes", "light,dark", "--format", "vegaLite",
            "--name", "acme", "--output", folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        for mode in ["light", "dark"] {
            let data = try Data(contentsOf: folder.appendingPathComponent("acme-\(mode).vl.json"))
            let config = try #require(
                (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["config"] as? [String: Any])
            let range = try #require(config["range"] as? [String: [String]])
            #expect(range["category"]?.count == 6, "\(mode)")
            #expect(range["heatmap"]?.count == 9 && range["diverging"]?.count == 9, "\(mode)")
            if mode == "light" { #expect(range["category"]?.first == "#0969da") }
        }
        let both = try await CommandRunner.run("chart-palette", "#0969da", "--format", "d3", "--json")
        #expect(both.status != 0 && both.stderr.contains("pick one"))
    }

    @Test("--check reads a palette file, names what it misses and repairs it, hue kept")
    func checkAPaletteFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tableau.gpl")
        try """
        GIMP Palette
        Name: Tableau
        #
         78 121 167\tblue
        242 142  43\torange
        225  87  89\tred
        118 183 178\tteal
         89 161  79\tgreen
        """.write(to: file, atomically: true, encoding: .utf8)
        let json = try CommandRunner.json(
            try await CommandRunner.run(
                "chart-palette", "--check", file.path, "--modes", "light,dark", "--json"))
        #expect(json["given"] as? [String] == ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f"])
        let before = try #require(json["before"] as? [String: Any])
        #expect(before["met"] as? Bool == false)
        #expect((before["shortfalls"] as? [String])?.contains { $0.contains("too faint") } == true)
        let after = try #require(json["after"] as? [String: Any])
        #expect(after["order"] as? [String] == ["light", "dark"])
        let repaired = try #require(
            (after["modes"] as? [String: [String: Any]])?["light"]?["colors"] as? [String])
        for (given, fixed) in zip(["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f"], repaired) {
            let drift = abs(OKLCH(try Self.color(given)).hue - OKLCH(try Self.color(fixed)).hue)
            #expect(min(drift, 360 - drift) < 4, "\(given) became \(fixed)")
        }
        let text = try await CommandRunner.run("chart-palette", "--check", file.path)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("As given, not met: "))
        #expect(text.stdout.contains("4: #76b7b2 → #"), "\(text.stdout)")

        let notAPalette = folder.appendingPathComponent("notes.txt")
        try "just words".write(to: notAPalette, atomically: true, encoding: .utf8)
        let refused = try await CommandRunner.run("chart-palette", "--check", notAPalette.path)
        #expect(
            refused.status != 0 && refused.stderr.contains("is not a palette file Colr reads"),
            "\(refused.stderr)")
        let both = try await CommandRunner.run("chart-palette", "--check", file.path, "#0969da")
        #expect(both.status != 0 && both.stderr.contains("give no colors"), "\(both.stderr)")
    }
}
