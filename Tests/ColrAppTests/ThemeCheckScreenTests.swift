import ColorKit
import ColrDomain
import ColrTestKit
import ComputeThreads
import Foundation
import TestSupport
import Testing
import TokenFormats
import ViewKit
import ViewKitTesting

@testable import ColrApp

/// The Check a Theme screen: files in (picked whole or in parts, pasted), every mode's failing
/// pairs with their fixes, the preview before and after, and the fixed file out.
@Suite("Check a Theme screen", .offPool)
struct ThemeCheckScreenTests {
    /// Two modes; `--muted` fails in both. Padded past one socket message, so it travels in parts.
    static let css =
        ":root { --bg: #ffffff; --fg: #1f2328; --muted: #9a9a9a; }\n"
        + "[data-theme=\"dark\"] { --bg: #0d1117; --fg: #e6edf3; --muted: #6e7681; }\n"
        + "/* " + String(repeating: "padding ", count: 2_000) + "*/\n"
    static let pairs =
        #"{"pairs": [{"text": "--fg", "on": "--bg", "minimum": 4.5}, {"text": "--muted", "on": "--bg", "minimum": 4.5}]}"#

    func open(compute: ComputeGate = AppServices.defaultCompute()) async throws -> (ScreenTester, Node) {
        let services = AppServices(
            store: Repositories(MemoryColorStore()), feed: LocalChangeFeed(), compute: compute)
        let app = ScreenTester(router: ColrRouter(services: services), path: "/palettes")
        try await app.tap("Import")
        try await app.tap("Check a Theme")
        #expect(await app.path == "/palettes/check-theme")
        let picker = try #require(
            await app.screen().first { $0.tag == "label" && $0.children.first?.text == "Choose Theme Files" })
        return (app, picker)
    }

    /// Sends `text` as the page sends a file: whole when it fits one message, else in parts.
    func pick(_ app: ScreenTester, _ picker: Node, name: String, _ text: String) async {
        let bytes = Array(text.utf8)
        guard bytes.count > FilePicker.limitBytes else {
            await app.send(
                Event(.change, target: picker.id, value: name + "\n" + Data(bytes).base64EncodedString()))
            return
        }
        for offset in stride(from: 0, to: bytes.count, by: 8192) {
            let part = Data(bytes[offset..<min(offset + 8192, bytes.count)]).base64EncodedString()
            await app.send(
                Event(.part, target: picker.id, value: "\(offset) \(bytes.count)\n\(name)\n\(part)"))
        }
    }

    @Test func aThemeAndItsPairsAreCheckedInEveryModeWithFixes() async throws {
        let (app, picker) = try await open()
        try #require(Self.css.utf8.count > FilePicker.limitBytes)
        await pick(app, picker, name: "theme.css", Self.css)
        // Without pairs, the screen says how to get some.
        #expect(await app.visibleTexts().contains { $0.hasPrefix("No pairs to check") })
        await pick(app, picker, name: "pairs.json", Self.pairs)
        let texts = await app.visibleTexts()
        #expect(texts.contains("2 of 4 checks fail, in 2 of 2 modes; 2 fixes proposed."))
        #expect(
            texts.contains { $0.hasPrefix("theme.css (theme, ") }
                && texts.contains("pairs.json (pairs, \(Self.pairs.utf8.count) bytes)"))
        #expect(texts.contains("1 of 2 checks fail"))
        #expect(
            texts.contains(
                "✕ --muted on --bg: 2.81:1, needs 4.5:1. Fix: --muted #9A9A9A → #767676."))
        #expect(
            texts.contains { $0.hasPrefix("✕ --muted on --bg: 4.12:1, needs 4.5:1. Fix: --muted #6E7681 → ") }
        )
        let labels = await app.screen().allNodes.compactMap { $0[attribute: "aria-label"] }
        #expect(labels.contains("light preview"))
        #expect(labels.contains("--muted on --bg before: 2.81:1, fails"))
        #expect(labels.contains("--muted on --bg after: 4.54:1, passes"))
        #expect(texts.contains { $0.hasPrefix("The sample shows background --bg, ") })

        // The fixes in the preview, in the other mode, through a deficiency.
        try await app.tap("With the fixes")
        try await app.tap("dark")
        try await app.tap("Deuteranopia")
        let fixedLabels = await app.screen().allNodes.compactMap { $0[attribute: "aria-label"] }
        #expect(fixedLabels.contains("dark with the fixes preview"))

        // The fixed file: only the two values change, and it holds.
        let patches = try await app.tap("Download Fixed Files")
        let files = patches.compactMap { if case .download(let file) = $0 { file } else { nil } }
        let file = try #require(files.first)
        #expect(file.name == "theme.css")
        let fixed = String(decoding: file.contents, as: UTF8.self)
        #expect(
            fixed
                == Self.css.replacingOccurrences(of: "#9a9a9a", with: "#767676").replacingOccurrences(
                    of: "#6e7681", with: "#747d88"))
        let again = try TokenCheckRun.run(
            [TokenFile(path: "theme.css", bytes: file.contents)],
            options: TokenCheckOptions(pairs: TokenFile(path: "pairs.json", text: Self.pairs)))
        #expect(again.report.holds)
        let report = try await app.tap("Download Report")
        #expect(
            report.contains {
                if case .download(let file) = $0 { file.name == "theme-check.md" } else { false }
            })
    }

    @Test("A check that finds every place taken says so, and the next one, once a place is free, runs")
    func aBusyMachineSaysSo() async throws {
        let gate = ComputeGate(limit: 1)
        let (release, started) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        // Another session's check, holding the only place (on a thread of its own).
        let holding = Task {
            try await gate.run(orRefuseWith: CancellationError()) { () throws(CancellationError) in
                started.signal()
                release.wait()
            }
        }
        await DedicatedThread.run { started.wait() }
        let (app, picker) = try await open(compute: gate)
        await pick(app, picker, name: "pairs.json", Self.pairs)
        await pick(app, picker, name: "theme.css", Self.css)
        #expect(
            await app.visibleTexts().contains(
                "Not now: the server is busy with other heavy requests; try again in 1 s."))
        release.signal()
        try await holding.value
        await pick(app, picker, name: "theme.css", Self.css)
        #expect(await app.visibleTexts().contains("2 of 4 checks fail, in 2 of 2 modes; 2 fixes proposed."))
    }

    @Test func pastedTextGuessedPairsAndABrokenFileEachSaySo() async throws {
        let (app, picker) = try await open()
        // A pasted theme with no pairs file: its pairs guessed from the names.
        await pick(app, picker, name: "pasted", ":root { --background: #fff; --foreground: #777; }")
        #expect(await app.visibleTexts().contains { $0.hasPrefix("No pairs to check") })
        let toggle = try await app.element(labelled: "Guess pairs from the token names", tag: nil)
        await app.send(Event(.change, target: toggle.id, value: "true"))
        #expect(await app.visibleTexts().contains("1 of 1 checks fail, in 1 of 1 modes; 1 fix proposed."))
        // A file that does not read names itself and its line; removing it empties the screen.
        await pick(app, picker, name: "broken.css", ":root {\n  --x: oklch(;\n}")
        #expect(await app.visibleTexts().contains { $0.contains("broken.css") && $0.contains("2") })
        try await app.tap("Remove broken.css")
        try await app.tap("Remove pasted")
        #expect(await !app.visibleTexts().contains { $0.hasPrefix("✕") })
    }
}
