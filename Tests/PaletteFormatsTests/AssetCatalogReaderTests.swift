import ColorKit
import Foundation
import TestSupport
import Testing

@testable import PaletteFormats

/// Asset catalogs we did not write: zipped by Python's zipfile (deflated, as Finder and `zip` do)
/// with the component forms, color spaces and extras Xcode produces.
@Suite("Asset catalogs zipped by others", .offPool)
struct AssetCatalogReaderTests {
    /// Builds a zip with Python; `files` maps paths to contents; returns the archive's bytes.
    static func zip(_ files: [(String, String)], method: String = "ZIP_DEFLATED") async throws -> [UInt8] {
        let listing = try JSONSerialization.data(withJSONObject: files.map { [$0.0, $0.1] })
        let script = """
            import base64, io, json, zipfile
            buffer = io.BytesIO()
            with zipfile.ZipFile(buffer, "w", zipfile.\(method)) as archive:
                for path, text in json.load(open("export.bin")):
                    archive.writestr(path, text)
            print(json.dumps(base64.b64encode(buffer.getvalue()).decode()))
            """
        let encoded = try #require(try await External.python(script, on: Array(listing)) as? String)
        return try #require(Data(base64Encoded: encoded).map(Array.init))
    }

    static func colorSet(_ colors: String) -> String {
        "{\"colors\": [\(colors)], \"info\": {\"author\": \"xcode\", \"version\": 1}}"
    }

    @Test("Python's deflated zip of our own export reads back the same")
    func deflatedExport() async throws {
        let stored = PaletteExporter.export(sample, as: .assetCatalog)
        let script = """
            import base64, io, json, zipfile
            source = zipfile.ZipFile("export.bin")
            buffer = io.BytesIO()
            with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
                for name in source.namelist():
                    archive.writestr(name, source.read(name))
            print(json.dumps(base64.b64encode(buffer.getvalue()).decode()))
            """
        let encoded = try #require(try await External.python(script, on: stored) as? String)
        let deflated = try #require(Data(base64Encoded: encoded).map(Array.init))
        #expect(deflated != stored)
        let read = try PaletteImporter.read(deflated, as: .assetCatalog)
        #expect(read.entries.map(\.color) == sample.entries.map(\.color))
        #expect(
            ColorIdentifier.unique(read.entryNames, style: .pascal)
                == ColorIdentifier.unique(sample.entryNames, style: .pascal))
        #expect(read.entryNames.first == "Deep Sea")
        #expect(read.name == "DuskDawn")
    }

    @Test("Xcode's component forms, color spaces, idioms and appearances")
    func xcodeVariety() async throws {
        let dark = "\"appearances\": [{\"appearance\": \"luminosity\", \"value\": \"dark\"}]"
        let srgb = { (r: String, g: String, b: String, a: String) in
            "\"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"\(r)\", \"green\": \"\(g)\", "
                + "\"blue\": \"\(b)\", \"alpha\": \"\(a)\"}}"
        }
        let archive = try await Self.zip([
            ("Brand.xcassets/Contents.json", "{\"info\": {\"author\": \"xcode\", \"version\": 1}}"),
            // Dark first, and an iPad-only color after the universal one: the universal light one wins.
            (
                "Brand.xcassets/Ink.colorset/Contents.json",
                Self.colorSet(
                    "{\(dark), \(srgb("1.000", "1.000", "1.000", "1.000")), \"idiom\": \"universal\"},"
                        + "{\(srgb("0x10", "0x20", "0x30", "1.000")), \"idiom\": \"universal\"},"
                        + "{\(srgb("0.000", "0.000", "0.000", "1.000")), \"idiom\": \"ipad\"}")
            ),
            (
                "Brand.xcassets/Colors/Integers.colorset/Contents.json",
                Self.colorSet("{\(srgb("255", "128", "0", "0.500")), \"idiom\": \"universal\"}")
            ),
            (
                "Brand.xcassets/Gray.colorset/Contents.json",
                Self.colorSet(
                    "{\"color\": {\"color-space\": \"gray-gamma-22\", \"components\": {\"white\": \"0.500\", "
                        + "\"alpha\": \"1.000\"}}, \"idiom\": \"universal\"}")
            ),
            (
                "Brand.xcassets/Wide.colorset/Contents.json",
                Self.colorSet(
                    "{\"color\": {\"color-space\": \"display-p3\", \"components\": {\"red\": \"1.000\", "
                        + "\"green\": \"0.000\", \"blue\": \"0.000\", \"alpha\": \"1.000\"}}, \"idiom\": \"universal\"}"
                )
            ),
            (
                "Brand.xcassets/System.colorset/Contents.json",
                Self.colorSet(
                    "{\"color\": {\"platform\": \"ios\", \"reference\": \"systemBlueColor\"}, \"idiom\": \"universal\"}"
                )
            ),
            ("__MACOSX/Brand.xcassets/._Ink.colorset/Contents.json", "\u{0}\u{5}\u{16}\u{7} not JSON"),
        ])
        let read = try PaletteImporter.read(archive, as: .assetCatalog)
        #expect(PaletteImporter.sniff(archive) == .assetCatalog)
        #expect(read.name == "Brand")
        #expect(read.entries.map(\.name) == ["Ink", "Integers", "Gray", "Wide"])
        try #require(read.entries.count == 4)
        #expect(read.entries[0].color == RGB8(rgb: 0x102030))
        #expect(read.entries[1].color == RGB8(red: 255, green: 128, blue: 0, alpha: 128))
        // Gray gamma 2.2 at 0.5 is 21.8% light, which sRGB encodes as 0x81; the sRGB curve is not 2.2.
        let gray = read.entries[2].color
        #expect(gray.red == gray.green && gray.green == gray.blue && (0x7F...0x82).contains(gray.red))
        // Display P3 red is outside sRGB; it comes back as the most saturated sRGB red.
        #expect(read.entries[3].color.red == 255 && read.entries[3].color.green < 0x40)
    }
}
