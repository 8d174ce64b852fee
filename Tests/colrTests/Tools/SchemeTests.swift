import Testing

@Suite("colr scheme")
struct SchemeTests {
    @Test func everyModeGivesDisplayableHex() async throws {
        let sizes = [
            "complementary": 2, "analogous": 3, "triadic": 3, "split-complementary": 3, "tetradic": 4,
            "monochrome": 5,
        ]
        for (mode, size) in sizes {
            let report = try CommandRunner.json(
                try await CommandRunner.run("scheme", "#3366cc", "--mode", mode, "--json"))
            let colors = try #require(report["colors"] as? [String], "\(mode)")
            #expect(colors.count == size, "\(mode)")
            #expect(colors.allSatisfy { $0.count == 7 && $0.hasPrefix("#") })
        }
    }

    @Test func baseComesFirst() async throws {
        let result = try await CommandRunner.run("scheme", "#3366cc", "--mode", "complementary")
        #expect(result.stdout.split(separator: "\n").first == "#3366CC")
    }

    @Test func unknownMode() async throws {
        let result = try await CommandRunner.run("scheme", "red", "--mode", "rainbow")
        #expect(result.status != 0 && result.stderr.contains("rainbow"))
    }
}
