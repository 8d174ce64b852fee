import ColorKit
import ColrDomain
import ColrModels
import ColrTestKit
import Foundation
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

@testable import ColrApp

/// The Scale screen's target: each step says which text meets AA, AAA or APCA Lc 60 on it, as
/// the API's `scale` does.
@Suite("Color screen: scale target", .offPool)
struct ScaleTargetTests {
    let store = MemoryColorStore([("3366cc", ["blue"])])

    func open() async throws -> ScreenTester {
        let app = ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())),
            path: "/search/color-3366cc")
        try await app.tap("Scale")
        return app
    }

    /// Each step's accessibility label, lightest first: "50: #F1F4FA, black text 18.6:1".
    func steps(_ app: ScreenTester) async -> [String] {
        await app.screen().allNodes.compactMap { $0[attribute: "aria-label"] }
            .filter { $0.range(of: #"^\d+: #"#, options: .regularExpression) != nil }
    }

    func hexes(_ labels: [String]) -> [RGBColor] {
        labels.compactMap { label in
            label.range(of: #"#[0-9A-F]{6}"#, options: .regularExpression)
                .flatMap { ColorHex(String(label[$0].dropFirst()))?.color }
        }
    }

    /// Checks each label's verdict against the color it names, in `target`'s measure.
    func expectVerdictsHold(_ labels: [String], _ target: ContrastTarget) {
        for (label, color) in zip(labels, hexes(labels)) {
            let black = target.isMet(text: RGBColor(white: 0), background: color)
            let white = target.isMet(text: RGBColor(white: 1), background: color)
            switch (black, white) {
            case (true, false): #expect(label.contains("black text"), "\(label)")
            case (false, true): #expect(label.contains("white text"), "\(label)")
            case (true, true): #expect(label.contains("black") && label.contains("or white"), "\(label)")
            case (false, false): #expect(label.contains("no text at"), "\(label)")
            }
        }
    }

    @Test func aaIsChosenFirstAndTheColorIsMarked() async throws {
        let app = try await open()
        let texts = await app.visibleTexts()
        #expect(
            texts.contains(
                "Each step names the text that reads on it at 4.5:1 or more. Your color is step 600."))
        _ = try await app.element(labelled: "AA 4.5:1, selected", tag: "button")
        let labels = await steps(app)
        #expect(hexes(labels) == TonalScale(base: RGBColor(RGB8(rgb: 0x3366cc))).steps.map(\.color))
        #expect(labels.filter { $0.contains("your color") } == ["600: #3366CC, your color, white text 5.4:1"])
        expectVerdictsHold(labels, .aa)
    }

    @Test func aaaSaysWhereNoTextReadsAndSavesTheSameSteps() async throws {
        let app = try await open()
        try await app.tap("AAA 7:1")
        #expect(
            await app.visibleTexts().contains(
                "Each step names the text that reads on it at 7:1 or more. Your color is step 600."))
        let labels = await steps(app)
        #expect(labels.count == 11)
        expectVerdictsHold(labels, .aaa)
        // A mid-tone holds 7:1 with neither black nor white, and says so.
        #expect(labels.contains { $0.contains("no text at 7:1") })
        // The steps do not bend to the target: the same colors, another verdict.
        #expect(hexes(labels) == TonalScale(base: RGBColor(RGB8(rgb: 0x3366cc))).steps.map(\.color))
        try await app.tap("Save as Palette")
        let mine = try await store.schemes(editableBy: "local", limit: 10)
        #expect(mine.map(\.name) == ["#3366CC scale"] && mine.first?.colors.map(\.color) == hexes(labels))
        #expect(await app.visibleTexts().contains("Saved as “#3366CC scale” in Palettes"))
    }

    @Test func apcaSaysItInLc() async throws {
        let app = try await open()
        try await app.tap("APCA Lc 60")
        #expect(
            await app.visibleTexts().contains(
                "Each step names the text that reads on it at APCA Lc 60 or more. Your color is step 600."))
        let labels = await steps(app)
        #expect(
            labels.count == 11 && labels.allSatisfy { $0.contains("Lc\u{00A0}") || $0.contains("no text at") }
        )
        expectVerdictsHold(labels, .apca(60))
        try await app.tap("AA 4.5:1")
        expectVerdictsHold(await steps(app), .aa)
    }
}
