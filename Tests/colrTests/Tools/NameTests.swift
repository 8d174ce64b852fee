import Testing

@Suite("colr name")
struct NameTests {
    @Test func exactAndNearestNames() async throws {
        let result = try await CommandRunner.run("name", "#ff00ff", "--namespace", "css", "uikit", "--json")
        #expect(result.status == 0)
        let report = try CommandRunner.json(result)
        let spaces = try #require(report["namespaces"] as? [[String: Any]])
        try #require(spaces.count == 2)
        #expect(spaces[0]["exact"] as? [String] == ["fuchsia", "magenta"])
        #expect(spaces[1]["exact"] as? [String] == ["magenta"])
        let nearest = try #require((spaces[0]["nearest"] as? [[String: Any]])?.first)
        #expect(nearest["deltaEOK"] as? Double == 0)
    }

    @Test func nearestInTheLongListWithCIEDE2000() async throws {
        let result = try await CommandRunner.run(
            "name", "#7a5cff", "--namespace", "colornames", "--count", "3", "--ciede2000", "--json")
        let spaces = try #require(try CommandRunner.json(result)["namespaces"] as? [[String: Any]])
        let nearest = try #require(spaces.first?["nearest"] as? [[String: Any]])
        #expect(nearest.count == 3)
        let scores = nearest.compactMap { $0["deltaE2000"] as? Double }
        #expect(scores == scores.sorted() && scores.count == 3)
    }

    @Test func readableOutput() async throws {
        let result = try await CommandRunner.run("name", "red", "--namespace", "css")
        #expect(result.stdout.contains("css: exactly red"))
        #expect(result.stdout.contains("nearest red #FF0000"))
    }

    @Test func rejectsBadCounts() async throws {
        let result = try await CommandRunner.run("name", "red", "--count", "500")
        #expect(result.status != 0 && result.stderr.contains("--count must be between 1 and 20"))
    }
}
