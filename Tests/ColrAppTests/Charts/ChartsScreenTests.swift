import ColorKit
import ColrDomain
import ColrModels
import ColrTestKit
import Foundation
import PaletteFormats
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

@testable import ColrApp

/// The Charts screen: generated from a theme (count, pins, modes, visions, exports) and a
/// palette checked and repaired.
@Suite("Charts screen", .offPool)
struct ChartsScreenTests {
    let store = MemoryColorStore([("3366cc", ["blue"])])

    func open(_ path: String = "/search/color-3366cc/theme/charts") -> ScreenTester {
        ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())), path: path)
    }

    /// The five charts' names, as a screen reader hears them.
    func charts(_ app: ScreenTester) async -> [String] {
        await app.screen().allNodes.filter { $0[attribute: "class"] == "vk-canvas vk-canvas-still" }
            .compactMap { $0[attribute: "aria-label"] }
    }

    /// The series swatches' labels.
    func swatches(_ app: ScreenTester) async -> [String] {
        await app.screen().allNodes.compactMap { $0[attribute: "aria-label"] }.filter {
            $0.split(separator: " ").dropFirst().first.flatMap { Int($0) } != nil && $0.hasPrefix("Series ")
        }
    }

    /// The SVG the bar chart draws.
    func barChart(_ app: ScreenTester) async throws -> String {
        let chart = try #require(
            await app.screen().allNodes.first { $0[attribute: "aria-label"]?.hasPrefix("Bar chart") == true })
        let image = try #require(chart.allNodes.first { $0.tag == "img" }?[attribute: "src"])
        let prefix = "data:image/svg+xml;base64,"
        try #require(image.hasPrefix(prefix))
        let data = try #require(Data(base64Encoded: String(image.dropFirst(prefix.count))))
        return String(decoding: data, as: UTF8.self)
    }

    @Test func aThemesChartColorsAreProvedAndDrawnAsFiveCharts() async throws {
        let app = ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())),
            path: "/search/color-3366cc")
        try await app.tap("Theme")
        try await app.tap("Chart Colors")
        #expect(await app.path == "/search/color-3366cc/theme/charts")
        let texts = await app.visibleTexts()
        #expect(texts.contains("8 series"))
        #expect(texts.contains("8 series: every requirement met in all four modes"), "\(texts)")
        #expect(texts.contains { $0.hasPrefix("Least contrast on the mode's backgrounds: ") })
        #expect(
            await charts(app) == [
                "Bar chart, 8 series", "Line chart with markers, 8 series", "Stacked area chart, 8 series",
                "Pie chart, 8 series", "Heat map, 8 series",
            ])
        // What is drawn is what ColorKit generates for the theme, the brand leading.
        let theme = Theme(brand: RGBColor(RGB8(rgb: 0x3366cc)))
        let expected = try CategoricalPalette.generate(
            count: 8, modes: ThemeMode.allCases.map { ChartMode(theme: theme, mode: $0) },
            pinned: [RGBColor(RGB8(rgb: 0x3366cc))])
        let light = try #require(expected.colors.first)
        #expect(
            await swatches(app) == light.enumerated().map { "Series \($0.offset + 1) \($0.element.rgb8.hex)" }
        )
        let svg = try await barChart(app)
        #expect(light.allSatisfy { svg.contains("fill=\"\($0.rgb8.hex)\"") })
        #expect(svg.components(separatedBy: "<rect x=").count - 1 == 3 * 8, "three groups of eight bars")
    }

    @Test func fewerSeriesAndAnotherModeRedrawTheCharts() async throws {
        let app = open()
        try await app.tap("Fewer series")
        #expect(await app.visibleTexts().contains("7 series: every requirement met in all four modes"))
        #expect(await charts(app).allSatisfy { $0.hasSuffix(", 7 series") })
        #expect(await swatches(app).count == 7)
        let lightSVG = try await barChart(app)
        try await app.tap("Dark")
        #expect(await app.visibleTexts().contains("Proof in dark"))
        let darkSVG = try await barChart(app)
        #expect(lightSVG != darkSVG)
        // Two is the fewest and twelve the most: the buttons stop there.
        for _ in 0..<8 { try await app.tap("Fewer series") }
        #expect(await app.visibleTexts().contains("2 series"))
        for _ in 0..<12 { try await app.tap("More series") }
        #expect(await app.visibleTexts().contains("12 series"))
    }

    @Test func pinnedColorsLeadAndATypoIsRefused() async throws {
        let app = open()
        try await app.type("#ff8800, 2e8b57", into: "#RRGGBB, #RRGGBB")
        try await app.pressReturn(in: "#RRGGBB, #RRGGBB")
        let texts = await app.visibleTexts()
        #expect(texts.contains { $0.hasPrefix("Pinned #FF8800, #2E8B57: they lead") }, "\(texts)")
        let labels = await swatches(app)
        try #require(labels.count == 8)
        // Each pin leads in order: as given, or moved in lightness and chroma with its hue kept.
        #expect(OKLCHHue.of(labels[0]).map { abs($0 - OKLCH(RGBColor(RGB8(rgb: 0xff8800))).hue) < 3 } == true)
        #expect(OKLCHHue.of(labels[1]).map { abs($0 - OKLCH(RGBColor(RGB8(rgb: 0x2e8b57))).hue) < 3 } == true)
        try await app.type("#ff8800 teal", into: "#RRGGBB, #RRGGBB")
        try await app.pressReturn(in: "#RRGGBB, #RRGGBB")
        #expect(
            await app.visibleTexts().contains("“teal” is not a hex color; write colors as #3366CC, #FF8800."))
        #expect(await swatches(app) == labels)
    }

    @Test func aDeficiencyRedrawsTheChartsAsItsReadersSeeThem() async throws {
        let app = open()
        let typical = await swatches(app)
        try await app.tap("Deuteranopia")
        let seen = await swatches(app)
        try #require(seen.count == typical.count)
        #expect(zip(typical, seen).allSatisfy { $1.hasPrefix($0 + ", seen as #") }, "\(seen)")
        let svg = try await barChart(app)
        let simulated = seen.compactMap { $0.components(separatedBy: "seen as ").last }
        #expect(simulated.count == 8 && simulated.allSatisfy { svg.contains("fill=\"\($0)\"") })
        #expect(await app.visibleTexts().contains { $0.hasPrefix("For each eye: typical ") })
    }

    @Test func exportsCopyAndDownloadTheChosenModesFile() async throws {
        let app = open()
        try await app.tap("Dark")
        let theme = Theme(brand: RGBColor(RGB8(rgb: 0x3366cc)))
        let palette = try CategoricalPalette.generate(
            count: 8, modes: ThemeMode.allCases.map { ChartMode(theme: theme, mode: $0) },
            pinned: [RGBColor(RGB8(rgb: 0x3366cc))])
        let colors = try ChartColors(name: "#3366CC", palette: palette, brand: RGBColor(RGB8(rgb: 0x3366cc)))
        let patches = try await app.tap("Copy Vega-Lite config")
        let copied = patches.compactMap { if case .copy(let text) = $0 { text } else { nil } }
        let vega = try #require(try ChartExporter.export(colors, as: .vegaLite, mode: "dark").first)
        #expect(copied == [String(decoding: vega.bytes, as: UTF8.self)])
        #expect(await app.visibleTexts().contains("Copied the Vega-Lite config for dark"))
        let download = try await app.tap("Download D3 schemes")
        let files = download.compactMap { if case .download(let file) = $0 { file } else { nil } }
        let d3 = try #require(try ChartExporter.export(colors, as: .d3).first)
        #expect(files.map(\.name) == [d3.name])
        #expect(files.first?.contents == d3.bytes)
    }

    @Test func aPalettesColorsAreCheckedThenRepairedHueKept() async throws {
        let tableau = ["4e79a7", "f28e2b", "e15759", "76b7b2", "59a14f"]
        let palette = try await store.createScheme(
            SchemeDraft(name: "Tableau", colors: tableau.compactMap(ColorHex.init), tags: []),
            owner: "local", client: "t")
        let app = open("/palettes/palette-\(palette.id)")
        try await app.tap("Charts")
        #expect(await app.path == "/palettes/palette-\(palette.id)/charts")
        // As it is first: the palette's own colors, and what they miss.
        #expect(
            await swatches(app)
                == tableau.enumerated().map { "Series \($0.offset + 1) #\($0.element.uppercased())" })
        let before = await app.visibleTexts()
        #expect(
            before.contains { $0.hasPrefix("A series is too faint against a background in light") },
            "\(before)")
        try await app.tap("Repaired")
        let after = await app.visibleTexts()
        #expect(!after.contains { $0.hasPrefix("A series is too faint") }, "\(after)")
        #expect(after.contains { $0.hasPrefix("Series 4: #76B7B2 → #") }, "\(after)")
        #expect(after.contains("Export the repaired colors"))
    }
}

extension ChartsScreenTests {
    @Test func aOneColorPaletteSaysWhatItNeedsAndALongOneIsCheckedByItsFirstTwelve() async throws {
        let one = try await store.createScheme(
            SchemeDraft(name: "Blue", colors: [try #require(ColorHex("3366cc"))], tags: []), owner: "local",
            client: "t")
        let app = open("/palettes/palette-\(one.id)")
        try await app.tap("Charts")
        let texts = await app.visibleTexts()
        #expect(texts.contains { $0.hasPrefix("A chart's series need at least two colors") }, "\(texts)")
        #expect(await charts(app).isEmpty && !texts.contains("Export the repaired colors"))

        let many = (0..<14).map { ColorHex(RGB8(rgb: UInt32(0x102030 + $0 * 0x0b1309))) }
        let long = try await store.createScheme(
            SchemeDraft(name: "Many", colors: many, tags: []), owner: "local", client: "t")
        let check = open("/palettes/palette-\(long.id)")
        try await check.tap("Charts")
        #expect(
            await check.visibleTexts().contains("Checking the first 12 of 14 colors: charts use at most 12."))
        #expect(await swatches(check).count == 12)
        #expect(await charts(check).allSatisfy { $0.hasSuffix(", 12 series") })
    }
}

/// The OKLCH hue of the color a swatch label names ("Series 1 #FF8800").
enum OKLCHHue {
    static func of(_ label: String) -> Double? {
        guard let hex = label.split(separator: " ").last.flatMap({ ColorHex(String($0)) }) else { return nil }
        return OKLCH(hex.color).hue
    }
}
