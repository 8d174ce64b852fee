import ColorNames
import TestSupport
import Testing

@testable import ColorKit

@Suite("Bundled name lists", .offPool)
struct ColorNameCatalogBundledTests {
    @Test func catalogSizes() throws {
        // The shipped CSV has 31,914 data rows.
        #expect(try ColorNameCatalog.bundled(.colornames).entries.count == 31_914)
        #expect(try ColorNameCatalog.bundled(.x11).entries.count > 700)
    }

    @Test("UIKit and CSS come from ColorKit, not from a second copy")
    func builtInNamespacesAreColorKits() throws {
        #expect(try ColorNameCatalog.bundled(.uikit) === ColorNameCatalog.uikit)
        #expect(try ColorNameCatalog.bundled(.css) === ColorNameCatalog.css)
    }

    @Test func exactLookupIgnoresCaseAndSpaces() throws {
        let x11 = try ColorNameCatalog.bundled(.x11)
        #expect(x11.color(named: "ghostwhite")?.color.hex == "#F8F8FF")
        let names = try ColorNameCatalog.bundled(.colornames)
        #expect(names.color(named: "100 mph")?.color.hex == "#C93F38")
    }

    @Test("The parser resolves names in the bundled lists and names them when it cannot")
    func parserSearchesBundledCatalogs() throws {
        let x11 = try ColorNameCatalog.bundled(.x11)
        #expect(try ColorParser(catalogs: [x11]).parse("ghost white").hex == "#F8F8FF")
        let names = try ColorNameCatalog.bundled(.colornames)
        let parser = ColorParser(catalogs: [.css, .uikit, x11, names])
        #expect(try parser.parse("100 Mph").hex == "#C93F38")
        #expect(try parser.parse("green").hex == "#008000")
        #expect(throws: ColorKitError.unknownName("catdogz", namespaces: [.css, .uikit, .x11, .colornames])) {
            try parser.parse("catdogz")
        }
    }

    /// Colors at the centres of a `steps`³ grid over the RGB cube: off the lists' round 8-bit values,
    /// so near-ties between names are exercised everywhere.
    static func lattice(_ steps: Int) -> [RGBColor] {
        let levels = (0..<steps).map { (Double($0) + 0.37) / Double(steps) }
        return levels.flatMap { r in
            levels.flatMap { g in levels.map { b in RGBColor(red: r, green: g, blue: b) } }
        }
    }

    @Test("The index finds the scan's very name on thousands of colors across the cube")
    func nearestAgreesWithScan() throws {
        for namespace in [ColorNamespace.x11, .colornames] {
            let catalog = try ColorNameCatalog.bundled(namespace)
            for color in Self.lattice(namespace == .colornames ? 11 : 14) {
                let indexed = try #require(catalog.nearest(to: color))
                let scanned = try #require(catalog.nearestByScan(to: color))
                #expect(indexed == scanned, "\(namespace) \(color.hex)")
            }
        }
    }

    /// 8-bit colors at random, every grey, the cube's corners, listed colors themselves
    /// (distance zero, with their neighbours crowding closest), and colors outside the gamut.
    static func edgeAndRandomColors() throws -> [RGBColor] {
        var generator = SeededGenerator(seed: 26)
        var colors: [RGBColor] = (0...255).map {
            RGBColor(RGB8(red: UInt8($0), green: UInt8($0), blue: UInt8($0)))
        }
        for rgb in [0x000000, 0xFFFFFF, 0xFF0000, 0x00FF00, 0x0000FF, 0xFFFF00, 0xFF00FF, 0x00FFFF] {
            colors.append(RGBColor(RGB8(rgb: UInt32(rgb))))
        }
        for _ in 0..<1500 {
            colors.append(RGBColor(RGB8(rgb: UInt32(truncatingIfNeeded: generator.next() >> 40))))
        }
        let listed = try ColorNameCatalog.bundled(.colornames).entries
        for _ in 0..<300 {
            colors.append(listed[Int(generator.next() % UInt64(listed.count))].color)
        }
        for _ in 0..<300 {
            let channel = { (bits: UInt64) in Double(bits >> 11) / Double(1 << 53) * 1.6 - 0.3 }
            colors.append(
                RGBColor(
                    red: channel(generator.next()), green: channel(generator.next()),
                    blue: channel(generator.next())))
        }
        return colors
    }

    @Test("The index finds the scan's very name on random, edge and out-of-gamut colors")
    func indexAgreesWithScan() throws {
        let catalog = try ColorNameCatalog.bundled(.colornames)
        for color in try Self.edgeAndRandomColors() {
            let indexed = try #require(catalog.nearest(to: color))
            let scanned = try #require(catalog.nearestByScan(to: color))
            #expect(indexed == scanned, "\(color)")
        }
    }

    @Test("Every listed color finds itself, at distance zero")
    func listedColorsFindThemselves() throws {
        let catalog = try ColorNameCatalog.bundled(.colornames)
        for entry in catalog.entries {
            let match = try #require(catalog.nearest(to: entry.color))
            #expect(match.distance == 0 && match.named.color.rgb8 == entry.color.rgb8, "\(entry.name)")
        }
    }

    @Test func nearestSeveralAreSortedAndMatchScanFirst() throws {
        let catalog = try ColorNameCatalog.bundled(.colornames)
        for color in Self.lattice(7) {
            let matches = catalog.nearest(to: color, count: 5)
            try #require(matches.count == 5)
            #expect(matches.map(\.distance) == matches.map(\.distance).sorted())
            #expect(matches[0].distance == catalog.nearestByScan(to: color)?.distance)
            // Re-ranked by CIEDE2000, the few nearest come in that metric's order instead.
            let reranked = catalog.nearest(to: color, count: 3, rerankingCandidates: 12).compactMap(
                \.deltaE2000)
            #expect(reranked.count == 3 && reranked == reranked.sorted(), "\(color.hex)")
        }
    }

    @Test func malformedDataIsReportedWithItsLine() {
        #expect(
            throws: ColorKitError.malformedData(
                resource: "colornames.csv", line: 3, reason: "expected name,#rrggbb")
        ) {
            try ColorNameCatalog.parseColornames("name,hex\nRed,#ff0000\nBad,#zz\n")
        }
        #expect(
            throws: ColorKitError.malformedData(
                resource: "colornames.csv", line: 2, reason: "expected name,#rrggbb")
        ) {
            try ColorNameCatalog.parseColornames("name,hex\nShort,#fff\n")
        }
        #expect(
            throws: ColorKitError.malformedData(
                resource: "x11-rgb.txt", line: 2, reason: "expected R G B name")
        ) {
            try ColorNameCatalog.parseX11("! comment\n300 0 0 red\n")
        }
    }

    @Test func prefixSearch() throws {
        #expect(try ColorNameCatalog.bundled(.x11).names(withPrefix: "ghostwhite", limit: 5).count == 2)
    }
}
