import Foundation
import Testing

/// `colr palette audit --colors`: a palette checked offline, as a build would.
@Suite("colr palette audit --colors")
struct PaletteAuditColorsTests {
    @Test func namesTitlesAndFailuresWithLevels() async throws {
        let result = try await CommandRunner.run("palette", "audit", "--colors", "#ffffff", "158a00", "black")
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Green Tones")
        #expect(lines.contains("  #FFFFFF  white") && lines.contains("  #000000  black"))
        // 4.4994:1 prints as 4.50 yet fails: the level comes from the unrounded ratio.
        #expect(
            lines.contains { $0.hasPrefix("  #158A00 on #FFFFFF  4.50:1 fail  Lc ") && $0.contains("→ #") })
        #expect(result.stdout.contains("target aa: "))
    }

    @Test func passingColorsExitZeroAndJSONCarriesLevels() async throws {
        let clean = try await CommandRunner.run("palette", "audit", "--colors", "black", "white")
        #expect(clean.status == 0 && clean.stdout.contains("0 of 2 pairs fail"), "\(clean.stdout)")
        let json = try CommandRunner.json(
            try await CommandRunner.run(
                "palette", "audit", "--colors", "black", "white", "--target", "aaa", "--json"))
        #expect(json["target"] as? String == "aaa" && json["title"] as? String == "Greys")
        #expect(json["names"] as? [String] == ["black", "white"])
        let pairs = try #require(json["pairs"] as? [[String: Any]])
        #expect(pairs.count == 2 && pairs.allSatisfy { $0["level"] as? String == "AAA" })
    }

    @Test func refusesBadInput() async throws {
        let neither = try await CommandRunner.run("palette", "audit")
        #expect(neither.status != 0 && neither.stderr.contains("--colors"))
        let both = try await CommandRunner.run("palette", "audit", "7", "--colors", "red")
        #expect(both.status != 0 && both.stderr.contains("not both"))
        let target = try await CommandRunner.run("palette", "audit", "--colors", "red", "--target", "bogus")
        #expect(target.status != 0 && target.stderr.contains("not a contrast target"))
        let color = try await CommandRunner.run("palette", "audit", "--colors", "red", "#12")
        #expect(color.status != 0 && color.stderr.contains("hex digits"))
    }
}
