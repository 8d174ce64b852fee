import ColorKit
import ColrModels
import Foundation
import TestSupport
import Testing

@testable import TokenFormats

/// Reports read back by readers we did not write: sarif-tools for SARIF, junitparser for JUnit.
@Suite("Check reports", .offPool)
struct CheckReportTests {
    /// A two-mode theme with one failing pair per mode, a translucent overlay and a signal pair
    /// that collapses; `name` is the muted token's name, so hostile names can be tried.
    static func body(muted name: String = "--fg-muted", base: Bool = false) throws -> ThemeCheckBody {
        func value(_ text: String, line: Int, file: String) throws -> TokenValue {
            TokenValue(
                color: try ColorParser().parseCSS(text), origin: TokenOrigin(file: file, line: line, column: 3, range: 0..<0))
        }
        let light = "themes/light theme.css"
        let dark = "themes/dark.css"
        let tokens = TokenSet(
            modes: ["light", "dark"],
            tokens: [
                .init(name: "--bg", values: ["light": try value("#ffffff", line: 2, file: light), "dark": try value("#0d1117", line: 2, file: dark)]),
                .init(name: name, values: ["light": try value("#999999", line: 3, file: light), "dark": try value("#6e7681", line: 3, file: dark)]),
                .init(name: "--fg", values: ["light": try value("#1f2328", line: 4, file: light), "dark": try value("#484f58", line: 4, file: dark)]),
                .init(name: "--ok", values: ["light": try value("#2da44e", line: 5, file: light), "dark": try value("#2ea043", line: 5, file: dark)]),
                .init(name: "--bad", values: ["light": try value("#cf222e", line: 6, file: light), "dark": try value("#da3633", line: 6, file: dark)]),
            ])
        let promises = TokenPromises(
            pairs: [TokenPair(text: "--fg", on: "--bg"), TokenPair(text: name, on: "--bg")],
            signals: [SignalGroup(name: "status", tokens: ["--ok", "--bad"], minimum: 0.1)])
        let checker = TokenChecker(tokens: tokens, promises: promises)
        let report = checker.report()
        let fixes = TokenFixer(checker: checker).fixes().fixes
        var comparison: TokenComparison?
        if base {
            var older = tokens
            older.tokens[2].values["dark"] = try value("#e6edf3", line: 4, file: dark)
            comparison = TokenComparison(
                base: older, baseReport: TokenChecker(tokens: older, promises: promises).report(), current: tokens,
                report: report)
        }
        return ThemeCheckBody(tokens: tokens, report: report, fixes: fixes, comparison: comparison)
    }

    @Test("JSON decodes to the same body, one entry per pair and mode")
    func json() throws {
        let body = try Self.body()
        let text = CheckReportFormat.json.write(body, version: "1.0")
        let decoded = try JSONDecoder().decode(ThemeCheckBody.self, from: Data(text.utf8))
        #expect(decoded == body)
        #expect(decoded.checks.count == 4 && decoded.failing == 3)
        #expect(decoded.checks.allSatisfy { $0.location != nil })
    }

    @Test("SARIF reads with sarif-tools: every failure an error at the line defining its token")
    func sarif() async throws {
        let body = try Self.body()
        let log = CheckReportFormat.sarif.write(body, version: "1.0")
        let script = """
            import json, shutil, os
            from sarif import loader
            shutil.copy("export.bin", "report.sarif")
            data = loader.load_sarif_file("report.sarif")
            results = data.get_results()
            out = []
            for r in results:
                loc = r["locations"][0]["physicalLocation"] if r.get("locations") else None
                out.append([r["ruleId"], r["level"], loc["artifactLocation"]["uri"] if loc else None,
                            loc["region"]["startLine"] if loc else None])
            print(json.dumps({"version": json.load(open("report.sarif"))["version"], "results": out,
                              "errors": data.get_result_count_by_severity().get("error", 0) if hasattr(data, "get_result_count_by_severity") else None}))
            """
        let answer = try #require(
            try await External.python(script, on: Array(log.utf8), packages: [("sarif", "sarif-tools")]) as? [String: Any])
        #expect(answer["version"] as? String == "2.1.0")
        let results = try #require(answer["results"] as? [[Any]])
        let contrast = results.filter { ($0.first as? String)?.hasPrefix("contrast/") == true }
        #expect(contrast.count == 3)
        #expect(contrast.contains { $0[2] as? String == "themes/light%20theme.css" && $0[3] as? Int == 3 })
        #expect(contrast.contains { $0[2] as? String == "themes/dark.css" && $0[3] as? Int == 4 })
        #expect(results.contains { $0.first as? String == "signal-collapse" } == !body.signals.isEmpty)
        #expect(results.allSatisfy { $0[1] as? String == "error" })
    }

    @Test("Against a base, failures that were there already are notes, and new ones say so")
    func sarifBaseline() throws {
        let body = try Self.body(base: true)
        let log = CheckReportFormat.sarif.write(body, version: "1.0")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]]).filter {
            ($0["ruleId"] as? String)?.hasPrefix("contrast/") == true
        }
        let states = Dictionary(
            grouping: results, by: { $0["baselineState"] as? String ?? "" }
        ).mapValues(\.count)
        #expect(states["new"] == 1)  // --fg in dark newly fails
        #expect(states["unchanged"] == 2)
        #expect(results.filter { $0["level"] as? String == "note" }.count == 2)
    }

    @Test("JUnit reads with junitparser: a suite per mode, a failure per failing pair")
    func junit() async throws {
        let xml = CheckReportFormat.junit.write(try Self.body(muted: "--a<&\"b"), version: "1.0")
        let script = """
            import json
            from junitparser import JUnitXml
            xml = JUnitXml.fromfile("export.bin")
            suites = [[s.name, s.tests, s.failures] for s in xml]
            failed = [c.name for s in xml for c in s if c.result]
            print(json.dumps({"suites": suites, "failed": failed}))
            """
        let answer = try #require(
            try await External.python(script, on: Array(xml.utf8), packages: [("junitparser", "junitparser")])
                as? [String: Any])
        let suites = try #require(answer["suites"] as? [[Any]])
        #expect(suites.prefix(2).map { $0.first as? String } == ["light", "dark"])
        #expect(suites.prefix(2).map { $0[2] as? Int } == [1, 2])
        let failed = try #require(answer["failed"] as? [String])
        #expect(failed.contains("--a<&\"b on --bg (wcag)"))
    }

    @Test("Markdown keeps its table whole whatever the token names hold")
    func markdown() throws {
        let text = CheckReportFormat.markdown.write(try Self.body(muted: "--x|`y`<script>"), version: "1.0")
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") }
        let header = try #require(rows.first)
        func cells(_ row: Substring) -> Int { row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count }
        #expect(rows.count == 4)  // header and three failures
        #expect(rows.allSatisfy { cells($0) == cells(header) })
        // Inside a code span markup is shown as written; nowhere else may it appear.
        #expect(!text.replacingOccurrences(of: "`--x\\|'y'<script>`", with: "").contains("<script>"))
        #expect(text.contains("does not hold"))
    }

    @Test("Text names the file and line, the figures, the fix and a summary")
    func text() throws {
        let text = CheckReportFormat.text.write(try Self.body(), version: "1.0")
        #expect(text.contains("themes/dark.css:4:3: dark: --fg on --bg is "))
        #expect(text.contains("needs 4.5:1"))
        #expect(text.contains("fix: --fg in dark: #484f58 → #"))
        #expect(text.contains("4 checks in 2 modes: 3 failing"))
    }
}
