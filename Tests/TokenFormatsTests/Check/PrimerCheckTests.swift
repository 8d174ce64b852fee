import ColorKit
import ColrModels
import Foundation
import TestSupport
import Testing

@testable import TokenFormats

/// The check on a real design system: Primer's nine themes against the pairs GitHub checks.
@Suite("Checking Primer's published themes", .offPool)
struct PrimerCheckTests {
    static func outcome(fix: Bool = false, base: [TokenFile]? = nil, sheets: [TokenFile]? = nil) throws
        -> TokenCheckOutcome
    {
        try TokenCheckRun.run(
            try sheets ?? PrimerFixture.sheets(),
            options: TokenCheckOptions(pairs: try PrimerFixture.pairs(), base: base, fix: fix))
    }

    /// The literal a token's value was written as, following references to the token that holds it.
    static func literal(_ name: String, _ mode: String, in outcome: TokenCheckOutcome, files: [TokenFile])
        -> String?
    {
        guard let value = outcome.tokens.value(name, in: mode) else { return nil }
        let holder = value.via.last.flatMap { outcome.tokens.value($0, in: mode) } ?? value
        guard let origin = holder.origin, let file = files.first(where: { $0.path == origin.file }),
            origin.range.upperBound <= file.bytes.count
        else { return nil }
        return String(decoding: file.bytes[origin.range], as: UTF8.self)
    }

    @Test("Every ratio equals coloraide's (composited the same way) within 0.01, every verdict the same")
    func matchesColoraide() async throws {
        let files = try PrimerFixture.sheets()
        let outcome = try Self.outcome()
        let checks = outcome.report.checks.filter { $0.pair.measure != .apca }
        #expect(outcome.tokens.modes.count == 9)
        #expect(checks.count > 1_500)
        var rows: [[String]] = []
        for check in checks {
            let text = try #require(Self.literal(check.pair.text, check.mode, in: outcome, files: files))
            let on = try #require(Self.literal(check.pair.on, check.mode, in: outcome, files: files))
            let canvas =
                check.canvas.flatMap { Self.literal($0, check.mode, in: outcome, files: files) } ?? ""
            rows.append([text, on, canvas, String(check.value)])
        }
        let script = """
            import json
            from coloraide import Color
            rows = json.load(open("export.bin"))
            out = []
            for text, on, canvas, ours in rows:
                back = Color(on)
                if canvas:
                    back = Color.layer([back, Color.layer([canvas, "white"], space="srgb")], space="srgb")
                elif back.alpha() < 1:
                    back = Color.layer([back, "white"], space="srgb")
                front = Color.layer([text, back], space="srgb")
                out.append(front.contrast(back, method="wcag21"))
            print(json.dumps(out))
            """
        let theirs = try #require(
            try await External.python(
                script, on: Array(try JSONSerialization.data(withJSONObject: rows)),
                packages: [("coloraide", "coloraide==8.13.1")]) as? [Double])
        try #require(theirs.count == checks.count)
        let (worst, disagreements) = compare(checks, with: theirs)
        #expect(worst < 0.01, "largest difference \(worst)")
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    @Test("--fix rewrites only the fixed values, and the rewritten themes pass wherever a fix exists")
    func fixes() throws {
        let files = try PrimerFixture.sheets()
        let outcome = try Self.outcome(fix: true)
        #expect(!outcome.report.failures.isEmpty && !outcome.rewritten.isEmpty)
        let after = try #require(outcome.after)
        let unfixable = Set(outcome.fixes.filter { $0.to == nil }.map(\.token))
        #expect(
            after.failures.allSatisfy { unfixable.contains($0.pair.text) },
            "\(after.failures.prefix(3).map(\.pair.text))")
        for rewritten in outcome.rewritten {
            let original = try #require(files.first { $0.path == rewritten.path })
            let fixes = outcome.fixes.filter { $0.to != nil && $0.origin?.file == rewritten.path }
            #expect(!fixes.isEmpty)
            let expected = try expectedRewrite(of: original, fixes: fixes, format: .css)
            #expect(expected.replaced == 2 * fixes.count)  // Primer declares each theme twice
            #expect(expected.bytes == rewritten.bytes)
        }
        // The rewritten files read back with the fixed colors.
        let fixedFiles = files.map { file in outcome.rewritten.first { $0.path == file.path } ?? file }
        let again = try TokenReader.read(fixedFiles)
        for fix in outcome.fixes {
            guard let to = fix.to, let mode = fix.modes.first else { continue }
            #expect(again.value(fix.token, in: mode)?.rgbColor.rgb8 == to.rgb8)
        }
    }

    @Test("--base reports exactly the pairs that changed")
    func base() throws {
        let files = try PrimerFixture.sheets()
        var changed = files
        let index = try #require(changed.firstIndex { $0.path == "primer/dark.css" })
        let original = try Self.outcome()
        let value = try #require(original.tokens.value("--fgColor-muted", in: "dark"))
        let range = try #require(value.origin?.range)
        let darker = try ColorParser().parseCSS("#5d646d")
        let edits = TokenRewriter.includingRepeats(
            [TokenChange(range: range, color: darker)], in: changed[index], format: .css)
        #expect(edits.count == 2)  // Primer declares each theme twice
        changed[index] = TokenFile(
            path: changed[index].path,
            bytes: try TokenRewriter.rewrite(changed[index], format: .css, changes: edits))
        let outcome = try Self.outcome(base: files, sheets: changed)
        let comparison = try #require(outcome.comparison)
        // The token and every token that is a reference to it move together.
        let moving = Set(
            outcome.tokens.tokens.filter {
                $0.name == "--fgColor-muted" || $0.values["dark"]?.via.contains("--fgColor-muted") == true
            }
            .map(\.name))
        #expect(moving.count > 1)
        let touched = Set(
            outcome.report.checks.filter {
                $0.mode == "dark"
                    && (moving.contains($0.pair.text) || moving.contains($0.pair.on)
                        || $0.canvas.map(moving.contains) == true)
            }.map(\.key))
        let reported = Set((comparison.worse + comparison.better).map(\.after.key))
        #expect(
            reported
                == touched.filter { key in
                    let before = original.report.checks.first { $0.key == key }
                    let after = outcome.report.checks.first { $0.key == key }
                    return abs((before?.value ?? 0) - (after?.value ?? 0)) >= TokenComparison.tolerance
                })
        #expect(Set(comparison.moved.map(\.token)) == moving)
        #expect(comparison.moved.allSatisfy { $0.mode == "dark" })
        #expect(comparison.added.isEmpty && comparison.removed.isEmpty)
        #expect(comparison.regressed)
        #expect(!outcome.body.holds)
    }
}
