import Foundation
import Testing

/// `colr check` as CI runs it: files on disk, exit statuses, reports, fixes written in place.
@Suite("colr check")
struct CheckCommandTests {
    static let sheet = """
        :root {
          --bg: #ffffff;
          --fg: #999999; /* too light */
          --ink: #1f2328;
        }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #0d1117; --fg: #8b949e; --ink: #e6edf3; }
        }
        """
    static let pairs = #"{"pairs": [{"text": "--fg", "on": "--bg"}, {"text": "--ink", "on": "--bg", "minimum": 7}]}"#

    /// A fresh folder with `files` written in it; removed after `body`.
    static func folder(_ files: [String: String], _ body: (URL) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("colr-check-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        try await body(directory)
    }

    @Test("A failing pair exits 1 and names the file, line, figures and fix; a passing theme exits 0")
    func exitStatuses() async throws {
        try await Self.folder(["theme.css": Self.sheet, "pairs.json": Self.pairs]) { dir in
            let theme = dir.appendingPathComponent("theme.css").path
            let pairs = dir.appendingPathComponent("pairs.json").path
            let failing = try await CommandRunner.run("check", theme, "--pairs", pairs)
            #expect(failing.status == 1, "\(failing.stderr)")
            #expect(failing.stdout.contains("theme.css:3:9: light: --fg on --bg is 2.85:1, needs 4.5:1"))
            #expect(failing.stdout.contains("fix: --fg in light: #999999 → #"))
            let dark = try await CommandRunner.run("check", theme, "--pairs", pairs, "--mode", "dark")
            #expect(dark.status == 0, "\(dark.stdout)")
        }
    }

    @Test("Unreadable input exits 2 with a message that names the file and line")
    func unreadable() async throws {
        try await Self.folder(["broken.json": "{\"a\": {\"$type\": \"color\", \"$value\": \"{nowhere}\"}}", "pairs.json": Self.pairs]) { dir in
            let result = try await CommandRunner.run(
                "check", dir.appendingPathComponent("broken.json").path, "--pairs", dir.appendingPathComponent("pairs.json").path)
            #expect(result.status == 2)
            #expect(result.stderr.contains("broken.json") && result.stderr.contains("nowhere"), "\(result.stderr)")
            let missing = try await CommandRunner.run("check", dir.appendingPathComponent("absent.css").path, "--infer")
            #expect(missing.status == 2 && missing.stderr.contains("absent.css"))
            let nothing = try await CommandRunner.run("check", dir.appendingPathComponent("broken.json").path)
            #expect(nothing.status == 2)
        }
    }

    @Test("--format json lists every pair, mode by mode, with the fields CI tools read")
    func json() async throws {
        try await Self.folder(["theme.css": Self.sheet, "pairs.json": Self.pairs]) { dir in
            let result = try await CommandRunner.run(
                "check", dir.appendingPathComponent("theme.css").path, "--pairs", dir.appendingPathComponent("pairs.json").path,
                "--format", "json")
            let body = try CommandRunner.json(result)
            let checks = try #require(body["checks"] as? [[String: Any]])
            #expect(checks.count == 4)
            for check in checks {
                for key in ["mode", "text", "on", "minimum", "measure", "value", "passes"] {
                    #expect(check[key] != nil, "\(key)")
                }
            }
            #expect(body["holds"] as? Bool == false)
        }
    }

    @Test("--fix rewrites the values that fail, nothing else, and the theme then holds")
    func fixInPlace() async throws {
        try await Self.folder(["theme.css": Self.sheet, "pairs.json": Self.pairs]) { dir in
            let theme = dir.appendingPathComponent("theme.css")
            let pairs = dir.appendingPathComponent("pairs.json").path
            let fixed = try await CommandRunner.run("check", theme.path, "--pairs", pairs, "--fix")
            #expect(fixed.status == 0, "\(fixed.stdout)")
            let text = try String(contentsOf: theme, encoding: .utf8)
            #expect(!text.contains("#999999") && text.contains("/* too light */"))
            let new = try #require(text.firstMatch(of: /--fg: (#[0-9a-f]{6});/)?.1)
            #expect(text == Self.sheet.replacingOccurrences(of: "--fg: #999999;", with: "--fg: \(new);"))
            let again = try await CommandRunner.run("check", theme.path, "--pairs", pairs)
            #expect(again.status == 0)
        }
    }

    @Test("--base fails only on what got worse")
    func base() async throws {
        let worse = Self.sheet.replacingOccurrences(of: "--ink: #1f2328;", with: "--ink: #6e6e6e;")
        let same = Self.sheet.replacingOccurrences(of: "--ink: #1f2328;", with: "--ink: #1f2327;")
        try await Self.folder(["old.css": Self.sheet, "worse.css": worse, "same.css": same, "pairs.json": Self.pairs]) { dir in
            func check(_ name: String) async throws -> CommandRunner.Result {
                try await CommandRunner.run(
                    "check", dir.appendingPathComponent(name).path, "--pairs", dir.appendingPathComponent("pairs.json").path,
                    "--base", dir.appendingPathComponent("old.css").path)
            }
            let unchanged = try await check("same.css")
            #expect(unchanged.status == 0, "\(unchanged.stdout)")  // --fg already failed in the base
            let regressed = try await check("worse.css")
            #expect(regressed.status == 1)
            #expect(regressed.stdout.contains("1 newly failing"))
        }
    }

    @Test("--infer checks the pairs the names suggest and lists them")
    func infer() async throws {
        let sheet = ":root { --color-background: #fff; --color-text: #767676; --color-on-primary: #fff; --color-primary: #0969da; }"
        try await Self.folder(["theme.css": sheet]) { dir in
            let result = try await CommandRunner.run("check", dir.appendingPathComponent("theme.css").path, "--infer", "--format", "json")
            let body = try CommandRunner.json(result)
            let inferred = try #require(body["inferred"] as? [[String: Any]])
            let pairs = Set(inferred.compactMap { pair in (pair["text"] as? String).map { [$0, pair["on"] as? String ?? ""] } })
            #expect(pairs.contains(["--color-text", "--color-background"]))
            #expect(pairs.contains(["--color-on-primary", "--color-primary"]))
            #expect(result.status == 0, "\(result.stdout)")
        }
    }
}
