import ColorKit
import ColrModels
import Foundation
import PaletteFormats
import Testing

@Suite("colr theme")
struct ThemeCommandTests {
    @Test func printsEveryRoleAndWhatTheThemeNoted() async throws {
        let result = try await CommandRunner.run("theme", "#ffcc00")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("  tint ") }.count == 4)
        #expect(["Light", "Dark", "Light, high contrast", "Dark, high contrast"].allSatisfy(lines.contains))
        #expect(lines.contains("  tintContainer        #FFCC00"))
        #expect(lines.contains("124 of 124 pairs reach their minimum (aa)."))
        #expect(lines.contains { $0.hasPrefix("Note: The brand does not reach") })
    }

    @Test func aWideGamutBrandIsReportedAsAP3ScreenShowsIt() async throws {
        let result = try await CommandRunner.run("theme", "oklch(0.5 0.19 150)")
        #expect(result.status == 0, "\(result.stderr)")
        let theme = Theme(brand: try ColorParser().parse("oklch(0.5 0.19 150)"))
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let wide = try #require(theme.wideBrand)
        #expect(lines.contains("On a Display P3 screen the brand is \(wide.formatted(.css(.displayP3))):"))
        let light = try #require(lines.first { $0.hasPrefix("  Light: ") })
        #expect(
            light.hasPrefix("  Light: tint") && light.contains("pairs pass there, the closest"), "\(light)")
        let count = theme.wideChecks.filter { $0.mode == .light }.count
        #expect(light.contains("\(count) of \(count) pairs pass there"))
        // An sRGB brand has nothing to add.
        let plain = try await CommandRunner.run("theme", "#3366cc")
        #expect(!plain.stdout.contains("Display P3"))
    }

    @Test func jsonIsTheAPIsThemeBody() async throws {
        let result = try await CommandRunner.run("theme", "oklch(55% 0.2 260)", "--target", "aaa", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let body = try JSONDecoder().decode(ThemeBody.self, from: Data(result.stdout.utf8))
        let brand = try ColorParser().parse("oklch(55% 0.2 260)")
        #expect(body == ThemeBody(Theme(brand: brand, target: .aaa)))
    }

    @Test func aBrokenOverrideFailsTheCommandAndIsNamed() async throws {
        let result = try await CommandRunner.run(
            "theme", "#3366cc", "--override", "light.label:#cccccc", "--override", "dark.tint:#3366cc")
        #expect(result.status == 1)
        #expect(result.stdout.contains("fails: light label on background"))
        #expect(result.stdout.contains("fails: dark tint on surface"))
        let bad = try await CommandRunner.run("theme", "#3366cc", "--override", "light.ink:#fff")
        #expect(bad.status != 0 && bad.stderr.contains("not a theme role"))
        let target = try await CommandRunner.run("theme", "#3366cc", "--target", "aa+")
        #expect(target.status != 0 && target.stderr.contains("not a theme target"))
    }

    @Test func apcaIsATargetToo() async throws {
        let result = try await CommandRunner.run("theme", "#3366cc", "--target", "apca", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let body = try JSONDecoder().decode(ThemeBody.self, from: Data(result.stdout.utf8))
        #expect(body == ThemeBody(Theme(brand: RGBColor(RGB8(rgb: 0x3366cc)), target: .apca)))
        #expect(body.target == "apca" && body.pairs.allSatisfy(\.passes))
        // APCA minimums are Lc magnitudes, not ratios.
        #expect(Set(body.pairs.map(\.minimum)).isSubset(of: [45, 60, 75, 90]))
    }

    @Test func exportsEveryFormat() async throws {
        let theme = Theme(brand: RGBColor(RGB8(rgb: 0x3366cc)))
        for format in ThemeFormat.allCases where format.isText {
            let text = try await CommandRunner.run(
                "theme", "#3366cc", "--format", format.rawValue, "--name", "Acme")
            #expect(text.status == 0, "\(format): \(text.stderr)")
            #expect(
                Array(text.stdout.utf8) == ThemeExporter.export(theme, name: "Acme", as: format), "\(format)")
        }
        let zipped = try await CommandRunner.run("theme", "#3366cc", "--format", "android")
        #expect(zipped.status != 0 && zipped.stderr.contains("--output"))
        for format in ThemeFormat.allCases where !format.isText {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "colr-theme-\(UUID().uuidString).zip")
            defer { try? FileManager.default.removeItem(at: file) }
            let written = try await CommandRunner.run(
                "theme", "#3366cc", "--format", format.rawValue, "--output", file.path)
            #expect(written.status == 0, "\(format): \(written.stderr)")
            #expect(
                Array(try Data(contentsOf: file)) == ThemeExporter.export(theme, name: "Colr", as: format))
        }
    }
}
