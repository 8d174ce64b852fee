import Testing

@Suite("colr contrast")
struct ContrastTests {
    @Test func ratioAndLevel() async throws {
        let result = try await CommandRunner.run("contrast", "#767676", "white")
        #expect(result.status == 0)
        #expect(result.stdout.contains("contrast 4.54:1  WCAG AA"))
    }

    @Test func json() async throws {
        let report = try CommandRunner.json(
            try await CommandRunner.run("contrast", "black", "white", "--json"))
        #expect(report["ratio"] as? Double == 21)
        #expect(report["level"] as? String == "AAA")
        // APCA's published value for #888888 text on white is Lc 63.06.
        let apca = try CommandRunner.json(
            try await CommandRunner.run("contrast", "#888888", "white", "--json"))
        #expect(apca["apca"] as? Double == 63.1)
    }

    @Test("Every tool that prints one hex gamut-maps a color outside sRGB instead of clipping it")
    func outOfGamutHexIsMapped() async throws {
        let clipped = "#00B9C3"
        let mapped = try await CommandRunner.run("convert", "oklch(70% 0.15 200)", "--to", "hex")
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(mapped != clipped)
        let contrast = try CommandRunner.json(
            try await CommandRunner.run("contrast", "oklch(70% 0.15 200)", "white", "--json"))
        #expect((contrast["first"] as? String)?.uppercased() == mapped.uppercased())
        let name = try CommandRunner.json(
            try await CommandRunner.run("name", "oklch(70% 0.15 200)", "--json"))
        #expect((name["hex"] as? String)?.uppercased() == mapped.uppercased())
        let scheme = try CommandRunner.json(
            try await CommandRunner.run("scheme", "oklch(70% 0.15 200)", "--json"))
        #expect((scheme["base"] as? String)?.uppercased() == mapped.uppercased())
    }

    @Test func badSecondColor() async throws {
        let result = try await CommandRunner.run("contrast", "black", "#12")
        #expect(result.status != 0 && result.stderr.contains("expected 3, 4, 6 or 8 hex digits"))
    }
}
