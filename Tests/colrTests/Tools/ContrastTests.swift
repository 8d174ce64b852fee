import Testing

@Suite("colr contrast")
struct ContrastTests {
    @Test func ratioAndLevel() throws {
        let result = try CommandRunner.run("contrast", "#767676", "white")
        #expect(result.status == 0)
        #expect(result.stdout.contains("contrast 4.54:1  WCAG AA"))
    }

    @Test func json() throws {
        let report = try CommandRunner.json(try CommandRunner.run("contrast", "black", "white", "--json"))
        #expect(report["ratio"] as? Double == 21)
        #expect(report["level"] as? String == "AAA")
    }

    @Test func badSecondColor() throws {
        let result = try CommandRunner.run("contrast", "black", "#12")
        #expect(result.status != 0 && result.stderr.contains("expected 3, 4, 6 or 8 hex digits"))
    }
}
