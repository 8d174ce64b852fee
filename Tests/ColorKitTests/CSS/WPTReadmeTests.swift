import Foundation
import TestSupport
import Testing

/// The README's table of web-platform-tests exceptions says what ``WPTExceptions`` says: the
/// same groups in the same order, with the same counts and reasons, and the same total.
@Suite("web-platform-tests: the README's exception list", .offPool)
struct WPTReadmeTests {
    /// The README, found from this file (resolving symlinks, so a package that links the test
    /// sources in from elsewhere still finds the repository's README).
    static func readme() throws -> String {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return try String(contentsOf: url.appendingPathComponent("README.md"), encoding: .utf8)
    }

    @Test func tableMatchesTheList() throws {
        let text = try Self.readme()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex(of: "| File | Cases | Why |"))
        try #require(header + 2 <= lines.count)
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("| ") }.map { row in
            row.dropFirst(2).dropLast(2).components(separatedBy: " | ")
        }
        let expected = WPTExceptions.groups.map { ["`\($0.file)`", String($0.inputs.count), $0.reason] }
        #expect(rows == expected)
    }

    @Test func totalMatchesTheList() throws {
        let text = try Self.readme()
        let total = WPTExceptions.groups.map(\.inputs.count).reduce(0, +)
        let share = Double(total) / Double(WPTVectorTests.cases.count) * 100
        let sentence = "\(total) cases (\(String(format: "%.1f", share)) %) are listed as exceptions"
        #expect(text.contains(sentence), "README should say: \(sentence)")
    }
}
