import TestSupport
import Testing

@testable import ColorKit

@Suite("Color names", .offPool)
struct ColorNameCatalogTests {
    @Test func catalogSizes() {
        #expect(ColorNameCatalog.uikit.entries.count == 15)
        #expect(ColorNameCatalog.css.entries.count == 148)
    }

    @Test("Only UIKit and CSS are built in; the long lists live in ColorNames")
    func builtInCatalogs() {
        #expect(ColorNameCatalog.builtIn(.uikit) === ColorNameCatalog.uikit)
        #expect(ColorNameCatalog.builtIn(.css) === ColorNameCatalog.css)
        #expect(ColorNameCatalog.builtIn(.x11) == nil)
        #expect(ColorNameCatalog.builtIn(.colornames) == nil)
    }

    @Test("UIKit and CSS disagree, and each keeps its own meaning")
    func uikitAndCSSClash() throws {
        let clashes: [(String, String, String)] = [
            ("green", "#00FF00", "#008000"), ("orange", "#FF8000", "#FFA500"),
            ("brown", "#996633", "#A52A2A"), ("darkGray", "#555555", "#A9A9A9"),
            ("lightGray", "#AAAAAA", "#D3D3D3"), ("purple", "#800080", "#800080"),
            ("gray", "#808080", "#808080"),
        ]
        for (name, uikit, css) in clashes {
            #expect(ColorNameCatalog.uikit.color(named: name)?.color.hex == uikit, "UIKit \(name)")
            #expect(ColorNameCatalog.css.color(named: name)?.color.hex == css, "CSS \(name)")
        }
        #expect(ColorNameCatalog.uikit.color(named: "darkGray")?.color.red == 1.0 / 3)
        #expect(ColorNameCatalog.uikit.color(named: "clear")?.color.alpha == 0)
    }

    @Test func exactLookupIgnoresCaseAndSpaces() {
        #expect(ColorNameCatalog.css.color(named: "Rebecca Purple")?.name == "rebeccapurple")
        #expect(ColorNameCatalog.uikit.color(named: "DARKGRAY")?.name == "darkGray")
        #expect(ColorNameCatalog.css.color(named: "catdog") == nil)
    }

    @Test func exactMatchesByColor() {
        let names = ColorNameCatalog.css.names(exactlyMatching: RGBColor(red: 1, green: 0, blue: 1)).map(
            \.name)
        #expect(names == ["fuchsia", "magenta"])
    }

    @Test("The index finds the scan's very name on thousands of random colors")
    func nearestAgreesWithScan() throws {
        var generator = SeededGenerator(seed: 42)
        for catalog in [ColorNameCatalog.uikit, .css] {
            for _ in 0..<3000 {
                let color = RGBColor(red: generator.unit(), green: generator.unit(), blue: generator.unit())
                let indexed = try #require(catalog.nearest(to: color))
                let scanned = try #require(catalog.nearestByScan(to: color))
                #expect(indexed == scanned, "\(catalog.namespace) \(color.hex)")
            }
        }
    }

    @Test func nearestSeveralAreSortedAndMatchScanFirst() throws {
        let catalog = ColorNameCatalog.css
        var generator = SeededGenerator(seed: 9)
        for _ in 0..<300 {
            let color = RGBColor(red: generator.unit(), green: generator.unit(), blue: generator.unit())
            let matches = catalog.nearest(to: color, count: 5)
            try #require(matches.count == 5)
            #expect(matches.map(\.distance) == matches.map(\.distance).sorted())
            #expect(matches[0].distance == catalog.nearestByScan(to: color)?.distance)
        }
    }

    @Test func reRankingByCIEDE2000OrdersByThatMetric() {
        let catalog = ColorNameCatalog.css
        let matches = catalog.nearest(
            to: RGBColor(red: 0.2, green: 0.5, blue: 0.7), count: 3, rerankingCandidates: 12)
        #expect(matches.count == 3)
        let scores = matches.compactMap(\.deltaE2000)
        #expect(scores.count == 3 && scores == scores.sorted())
    }

    @Test func exactColorsAreFoundAtDistanceZero() {
        let match = ColorNameCatalog.css.nearest(to: RGBColor(RGB8(rgb: 0x663399)))
        #expect(match?.named.name == "rebeccapurple")
        #expect(match?.distance ?? 1 < 1e-12)
        // Transparent entries are not candidates for appearance-based search.
        #expect(ColorNameCatalog.uikit.nearest(to: RGBColor(white: 0))?.named.name == "black")
    }

    @Test func prefixSearchIgnoresCaseAndSpaces() {
        let names = ColorNameCatalog.css.names(withPrefix: "Dark S", limit: 10).map(\.name)
        #expect(names == ["darksalmon", "darkseagreen", "darkslateblue", "darkslategray", "darkslategrey"])
        #expect(ColorNameCatalog.css.names(withPrefix: "dark", limit: 2).count == 2)
        #expect(ColorNameCatalog.css.names(withPrefix: "  ", limit: 5).isEmpty)
    }
}
