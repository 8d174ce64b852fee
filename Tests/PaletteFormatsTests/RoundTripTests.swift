import Codecs
import ColorKit
import ColrModels
import TestSupport
import Testing

@testable import PaletteFormats

/// A palette with the awkward cases: repeats, a keyword, a digit first, no name, a quote.
let sample = PaletteDocument(
    name: "Dusk & \"Dawn\"",
    entries: [
        .init(name: "Deep Sea", color: RGB8(rgb: 0x003366)),
        .init(name: "sunset", color: RGB8(rgb: 0xFF5E3A)),
        .init(name: "Sunset", color: RGB8(rgb: 0xFFD1C4)),
        .init(name: "default", color: RGB8(rgb: 0x808080)),
        .init(name: "100 mph", color: RGB8(rgb: 0xC93F38)),
        .init(name: "", color: RGB8(rgb: 0x0A0B0C)),
        .init(name: "White", color: RGB8(rgb: 0xFFFFFF)),
    ])

@Suite("Export, then read back with our own readers", .offPool)
struct RoundTripTests {
    /// What survives every importable format: the colors in order and the names' identifiers
    /// (in the style the format writes: an asset catalog's folder names are Pascal case, and
    /// "Sunset2" cannot say whether it was "Sunset 2" or "Sunset2").
    func expectSame(
        _ read: PaletteDocument, _ original: PaletteDocument, style: ColorIdentifier.Style = .kebab,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(read.entries.map(\.color) == original.entries.map(\.color), sourceLocation: sourceLocation)
        #expect(
            ColorIdentifier.unique(read.entryNames, style: style)
                == ColorIdentifier.unique(original.entryNames, style: style), sourceLocation: sourceLocation)
    }

    @Test(arguments: PaletteFormat.allCases.filter(\.canImport))
    func roundTrip(format: PaletteFormat) throws {
        let bytes = PaletteExporter.export(sample, as: format)
        let read = try PaletteImporter.read(bytes, as: format)
        expectSame(read, sample, style: format == .assetCatalog ? .pascal : .kebab)
        // A Tailwind theme is CSS custom properties inside `@theme`: sniffed as CSS, read the same.
        #expect(PaletteImporter.sniff(bytes) == (format == .tailwind ? .css : format))
    }

    @Test func namesSurviveWhereTheFormatKeepsThem() throws {
        for format in [PaletteFormat.gimp, .ase] {
            let read = try PaletteImporter.read(PaletteExporter.export(sample, as: format), as: format)
            #expect(read.name == sample.name, "\(format)")
            #expect(read.entryNames == sample.entryNames, "\(format)")
        }
    }

    @Test("ColorKit's PNG decoder reads the strip back pixel for pixel")
    func pngDecodes() throws {
        let image = try PNGDecoder.decode(PaletteExporter.export(sample, as: .png))
        #expect(image == MarkupExports.stripes(sample, width: 64 * sample.entries.count, height: 64))
        for (index, entry) in sample.entries.enumerated() {
            let offset = (index * 64 + 32) * 4
            try #require(image.pixels.indices.contains(offset + 3))
            #expect(
                Array(image.pixels[offset..<offset + 4]) == [
                    entry.color.red, entry.color.green, entry.color.blue, entry.color.alpha,
                ])
        }
    }

    @Test func tailwindReadsAsCSS() throws {
        let read = try PaletteImporter.read(PaletteExporter.export(sample, as: .tailwind), as: .css)
        expectSame(read, sample)
    }

    @Test func designTokensKeepAlphaAndOrder() throws {
        let translucent = PaletteDocument(
            name: "Glass",
            entries: [
                .init(name: "z", color: RGB8(red: 10, green: 20, blue: 30, alpha: 128)),
                .init(name: "a", color: RGB8(rgb: 0x123456)),
            ])
        let read = try PaletteImporter.read(
            PaletteExporter.export(translucent, as: .designTokens), as: .designTokens)
        #expect(read.entries == translucent.entries)
        #expect(read.name == "glass")
    }

    @Test("Tokens written by others: older string values, nested groups, inherited $type")
    func foreignDesignTokens() throws {
        let json = """
            {"brand": {"$type": "color", "primary": {"$value": "#ff0000"},
              "muted": {"deep": {"$value": {"colorSpace": "oklch", "components": [0.5, 0, 0]}}},
              "size": {"$type": "dimension", "$value": "4px"}},
             "other": {"$value": "rebeccapurple", "$type": "color"}}
            """
        let read = try PaletteImporter.read(Array(json.utf8), as: .designTokens)
        #expect(read.entries.map(\.color.hex) == ["#FF0000", "#636363", "#663399"])
        #expect(read.entries.map(\.name) == ["primary", "deep", "other"])
    }

    @Test(arguments: [PaletteFormat.android, .assetCatalog])
    func alphaSurvives(format: PaletteFormat) throws {
        let translucent = PaletteDocument(
            name: "",
            entries: (0...255).map {
                .init(name: "Glass\($0)", color: RGB8(red: 10, green: 20, blue: 30, alpha: UInt8($0)))
            })
        let read = try PaletteImporter.read(PaletteExporter.export(translucent, as: format), as: format)
        #expect(read.entries.map(\.color) == translucent.entries.map(\.color))
    }

    @Test("colors.xml written by others: short forms, alpha first, references, items, CDATA")
    func foreignAndroidColors() throws {
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Material-ish -->
            <resources xmlns:tools="http://schemas.android.com/tools">
                <color name="primary">#6200EE</color>
                <color name='accent'>@color/primary</color>
                <color name="scrim">#80000000</color>
                <color name="short">#F00</color>
                <color name="short_alpha">#8F00</color>
                <string name="app_name">Not a color</string>
                <item name="from_item" type="color">  #00ff00  </item>
                <color name="in_cdata"><![CDATA[#0000FF]]></color>
                <color name="dangling">@color/nowhere</color>
                <dimen name="gap">4dp</dimen>
            </resources>
            """
        let read = try PaletteImporter.read(Array(xml.utf8), as: .android)
        #expect(
            read.entries.map(\.name) == [
                "primary", "accent", "scrim", "short", "short alpha", "from item", "in cdata",
            ])
        #expect(
            read.entries.map(\.color) == [
                RGB8(rgb: 0x6200EE), RGB8(rgb: 0x6200EE), RGB8(red: 0, green: 0, blue: 0, alpha: 0x80),
                RGB8(rgb: 0xFF0000), RGB8(red: 0xFF, green: 0, blue: 0, alpha: 0x88), RGB8(rgb: 0x00FF00),
                RGB8(rgb: 0x0000FF),
            ])
        #expect(PaletteImporter.sniff(Array(xml.utf8)) == .android)
    }

    @Test func cssReadsAnyColorSyntaxAndSkipsTheRest() throws {
        let css = """
            /* a comment with --fake: red; inside */
            :root { --brand: oklch(62.8% 0.2577 29.23); --gap: 4px; --ink: rgb(0 0 0 / 50%); color: red; }
            """
        let read = try PaletteImporter.read(Array(css.utf8), as: .css)
        #expect(read.entries.map(\.name) == ["brand", "ink"])
        try #require(read.entries.count == 2)
        #expect(read.entries[0].color.hex == "#FF0000")
        #expect(read.entries[1].color == RGB8(red: 0, green: 0, blue: 0, alpha: 128))
    }
}
