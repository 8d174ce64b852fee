import ColorKit
import ColrDomain
import ColrModels
import ColrTestKit
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

@testable import ColrApp

/// A color's own screen checks it for everyone: each deficiency, and white and black text.
@Suite("Color screen: check", .offPool)
struct ColorCheckScreenTests {
    let store = MemoryColorStore([("3366cc", ["blue"]), ("ffcc00", [])])

    func tester(_ path: String) -> ScreenTester {
        ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())), path: path)
    }

    func hex(_ color: RGBColor) -> String { "#" + ColorHex(color.rgb8).value.uppercased() }

    @Test func showsTheColorThroughEachDeficiency() async throws {
        let app = tester("/search/color-3366cc")
        let blue = RGBColor(RGB8(rgb: 0x3366cc))
        let strip = try await app.element(labelled: "Seen with each color-vision deficiency", tag: nil)
        let labels = strip.allNodes.compactMap { $0[attribute: "aria-label"] }.filter { $0.contains(": #") }
        #expect(labels.count == 5)
        #expect(labels.first == "Typical: #3366CC")
        for deficiency in ColorVisionDeficiency.allCases {
            let seen = ColorVisionSimulation.displayable(blue, deficiency)
            #expect(labels.contains("\(deficiency.title): \(hex(seen))"), "\(deficiency)")
        }
        // Achromatopsia keeps only lightness: a gray.
        let gray = ColorVisionSimulation.displayable(blue, .achroma).rgb8
        #expect(gray.red == gray.green && gray.green == gray.blue)
        // Deuteranopes see this blue still as blue, tritanopes as a teal: the two differ.
        #expect(
            hex(ColorVisionSimulation.displayable(blue, .deutan))
                != hex(ColorVisionSimulation.displayable(blue, .tritan)))
        // Soft hyphens let a narrow tile break a long name at its joint.
        let texts = await app.visibleTexts().map { $0.replacingOccurrences(of: "\u{00AD}", with: "") }
        for title in ["Typical", "Protanopia", "Deuteranopia", "Tritanopia", "Achromatopsia"] {
            #expect(texts.contains(title))
        }
    }

    @Test("A wide window gives each tile a swatch's width; a phone shares its width among them")
    func tilesFollowTheSizeClass() async throws {
        let app = tester("/search/color-3366cc")
        func tileStyles() async throws -> [String] {
            try await app.element(labelled: "Seen with each color-vision deficiency", tag: nil).children
                .map { $0[attribute: "style"] ?? "" }
        }
        #expect(try await tileStyles().count == 5)
        #expect(
            try await tileStyles().allSatisfy {
                $0.contains("flex:1 1 0") && !$0.contains("inline-size:112px")
            })
        await app.send(Event(.traits, target: "vk-window", value: "regular"))
        #expect(
            try await tileStyles().allSatisfy {
                $0.contains("inline-size:112px") && !$0.contains("flex:1 1 0")
            })
        await app.send(Event(.traits, target: "vk-window", value: "compact"))
        #expect(try await tileStyles().allSatisfy { $0.contains("flex:1 1 0") })
    }

    @Test func showsWhiteAndBlackTextWithVerdictsAndLc() async throws {
        var texts = await tester("/search/color-3366cc").visibleTexts()
        // #3366CC has relative luminance 0.1457: white text (1.05 / 0.1957) is 5.4:1 and passes
        // AA only; black (0.1957 / 0.05) is 3.9:1 and passes neither. APCA's sign says which
        // text is the light one, and it rates white on this blue far above black.
        #expect(texts.contains("White text: 5.4:1, AA pass, AAA fail, Lc\u{00A0}-82"))
        #expect(texts.contains("Black text: 3.9:1, AA fail, AAA fail, Lc\u{00A0}28"))
        let blue = RGBColor(RGB8(rgb: 0x3366cc))
        #expect(
            texts.contains(
                ColorCheckView.summary("White", text: RGBColor(white: 1), background: blue)))
        texts = await tester("/search/color-ffcc00").visibleTexts()
        // #FFCC00, luminance 0.6444: black text is 13.9:1.
        #expect(texts.contains { $0.hasPrefix("Black text: 13.9:1, AA pass, AAA pass, Lc\u{00A0}") })
        #expect(
            texts.contains { $0.hasPrefix("White text: 1.") && $0.contains("AA fail, AAA fail, Lc\u{00A0}-") }
        )
    }
}

/// The palette Check's severity control and its contrast grid.
@Suite("Palettes: check severity and grid", .offPool)
struct PaletteCheckGridTests {
    let store = MemoryColorStore()

    func open(_ hexes: [String]) async throws -> ScreenTester {
        let palette = try await store.createScheme(
            SchemeDraft(name: "Traffic", colors: hexes.map { ColorHex($0)! }, tags: []),
            owner: "local", client: "t")
        let app = ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())),
            path: "/palettes/palette-\(palette.id)")
        try await app.tap("Check")
        return app
    }

    @Test func severityPreviewsAnomalousTrichromacy() async throws {
        let app = try await open(["d62728", "2ca02c"])
        #expect(await (try? app.element(labelled: "Severity", tag: "input")) == nil)  // typical vision
        try await app.tap("Deuteranopia")
        #expect(await app.visibleTexts().contains("Severity 100%: deuteranopia"))
        func seen(_ vision: String) async throws -> [String] {
            try await app.element(labelled: "Colors seen with \(vision)", tag: nil).children
                .compactMap { $0[attribute: "aria-label"] }
        }
        let red = RGBColor(RGB8(rgb: 0xd62728))
        let full = ColorVisionSimulation.displayable(red, .deutan)
        #expect(
            try await seen("deuteranopia").first
                == "#D62728, seen as #\(ColorHex(full.rgb8).value.uppercased())")
        try await app.slide("Severity", to: 0.6)
        #expect(await app.visibleTexts().contains("Severity 60%: deuteranomaly at 60%"))
        let slider = try await app.element(labelled: "Severity", tag: "input")
        #expect(slider[attribute: "value"] == "0.6" && slider[attribute: "aria-valuetext"] == "60%")
        let partial = ColorVisionSimulation.displayable(red, .deutan, severity: 0.6)
        #expect(partial.rgb8 != full.rgb8 && partial.rgb8 != red.rgb8)
        #expect(
            try await seen("deuteranomaly at 60%").first
                == "#D62728, seen as #\(ColorHex(partial.rgb8).value.uppercased())")
        try await app.slide("Severity", to: 0)
        #expect(try await seen("deuteranomaly at 0%").first == "#D62728, seen as #D62728")
    }

    @Test func gridCellsShowRatioLevelsAndLc() async throws {
        let app = try await open(["ffffff", "000000", "777777"])
        let grid = try await app.element(labelled: "Contrast of every pair", tag: nil)
        let cells = grid.allNodes.filter { $0[attribute: "role"] == "img" }
        let black = try #require(
            cells.first { $0[attribute: "aria-label"]?.hasPrefix("text 2 on 1:") == true })
        #expect(
            black[attribute: "aria-label"] == "text 2 on 1: 21:1, AA pass, AAA pass, Lc\u{00A0}106, passes AA"
        )
        #expect(black[attribute: "data-vk-text"] == "Aa")
        #expect(black[attribute: "data-vk-caption"] == "21\nAAA\n106")
        let gray = try #require(
            cells.first { $0[attribute: "aria-label"]?.hasPrefix("text 3 on 1:") == true })
        let grayRatio = Contrast.ratio(RGBColor(RGB8(rgb: 0x777777)), RGBColor(white: 1))
        #expect(grayRatio > 4.47 && grayRatio < 4.5)  // shown as 4.5, and still not AA
        #expect(gray[attribute: "data-vk-caption"]?.hasPrefix("✕4.5\n–\n") == true)
        #expect(gray[attribute: "aria-label"]?.contains("AA fail, AAA fail") == true)
        #expect(await app.visibleTexts().contains(ContrastGrid.legend))
        try await app.tap("APCA Lc 60")
        let relabelled = try await app.element(labelled: "Contrast of every pair", tag: nil).allNodes
            .compactMap { $0[attribute: "aria-label"] }
        #expect(relabelled.contains("text 2 on 1: 21:1, AA pass, AAA pass, Lc\u{00A0}106, passes APCA Lc 60"))
    }

    @Test func aFailingCellsFiguresAreInAColorThatReads() {
        // Green on green fails; the figures are drawn in the ink that reads on the background,
        // while the sample keeps the pair's own colors.
        let colors = [RGBColor(RGB8(rgb: 0x2e8b57)), RGBColor(RGB8(rgb: 0x3cb371))]
        let audit = PaletteAudit(colors: colors, target: .aa)
        let grid = ContrastGrid(colors: colors, audit: audit, target: .aa)
        let cells = grid.subviews.flatMap(\.subviews).compactMap { $0 as? SampleText }
        let cell = try? #require(cells.first { $0.accessibilityLabel?.hasPrefix("text 1 on 2:") == true })
        #expect(cell?.caption?.hasPrefix("✕") == true)
        #expect(cell?.textColor == AppColor.color(colors[0]))
        #expect(cell?.captionColor == AppColor.color(Ink.on(colors[1]).color))
        #expect(Contrast.ratio(Ink.on(colors[1]).color, colors[1]) >= 4.5)
    }
}
