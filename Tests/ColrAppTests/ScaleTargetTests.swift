import ColorKit
import ColrCore
import ColrTestKit
import Foundation
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

@testable import ColrApp

/// The Scale screen's target: its steps hold AA, AAA or APCA Lc 60, as the API's `scale` does.
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

    @Test func aaIsChosenFirst() async throws {
        let app = try await open()
        let texts = await app.visibleTexts()
        #expect(texts.contains("Black text reads on 50–400 and white text on 500–950, at 4.5:1 or more."))
        _ = try await app.element(labelled: "AA 4.5:1, selected", tag: "button")
        let colors = hexes(await steps(app))
        #expect(colors.count == 11)
        #expect(colors == TonalScale(base: RGBColor(RGB8(rgb: 0x3366cc))).steps.map(\.color))
    }

    @Test func aaaStepsHoldSevenToOne() async throws {
        let app = try await open()
        try await app.tap("AAA 7:1")
        #expect(
            await app.visibleTexts().contains(
                "Black text reads on 50–400 and white text on 500–950, at 7:1 or more."))
        let colors = hexes(await steps(app))
        #expect(colors.count == 11)
        for (index, color) in colors.enumerated() {
            let ink = RGBColor(white: index < 5 ? 0 : 1)
            #expect(Contrast.ratio(ink, color) >= 7, "step \(index)")
        }
        // AA's light steps are lighter than AAA asks of black text's darkest background.
        #expect(colors != TonalScale(base: RGBColor(RGB8(rgb: 0x3366cc))).steps.map(\.color))
        try await app.tap("Save as Palette")
        let mine = try await store.schemes(editableBy: "local", limit: 10)
        #expect(mine.map(\.name) == ["#3366CC scale (AAA)"] && mine.first?.colors.map(\.color) == colors)
        #expect(await app.visibleTexts().contains("Saved as “#3366CC scale (AAA)” in Palettes"))
    }

    @Test func apcaStepsHoldLc60AndSayItInLc() async throws {
        let app = try await open()
        try await app.tap("APCA Lc 60")
        #expect(
            await app.visibleTexts().contains(
                "Black text reads on 50–400 and white text on 500–950, at APCA Lc 60 or more."))
        let labels = await steps(app)
        #expect(labels.count == 11 && labels.allSatisfy { $0.contains("text Lc\u{00A0}") })
        for (index, color) in hexes(labels).enumerated() {
            let ink = RGBColor(white: index < 5 ? 0 : 1)
            #expect(abs(APCA.contrast(text: ink, background: color)) >= 60, "step \(index)")
        }
        // Back to AA: the first scale again, and AA's save is still to come.
        try await app.tap("AA 4.5:1")
        #expect(hexes(await steps(app)) == TonalScale(base: RGBColor(RGB8(rgb: 0x3366cc))).steps.map(\.color))
    }
}
