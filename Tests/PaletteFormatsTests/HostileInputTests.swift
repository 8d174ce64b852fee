import ColorKit
import ComputeThreads
import Foundation
import TestSupport
import Testing

@testable import PaletteFormats

@Suite("Files that are not what they claim", .offPool)
struct HostileInputTests {
    @Test func truncatedASEFailsAtEveryLength() throws {
        let bytes = PaletteExporter.export(sample, as: .ase)
        for length in 0..<bytes.count {
            #expect(throws: PaletteFormatError.self) {
                try PaletteImporter.read(Array(bytes.prefix(length)), as: .ase)
            }
        }
    }

    @Test("An ASE header promising four billion blocks fails at the end of the data, quickly")
    func aseBlockCountIsNotTrusted() {
        let bytes = Array("ASEF".utf8) + [0, 1, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF]
        #expect(
            throws: PaletteFormatError.malformed(format: .ase, reason: "it ends in the middle of a block")
        ) {
            try PaletteImporter.read(bytes, as: .ase)
        }
    }

    @Test func aseNaNChannelsAreRefused() throws {
        var bytes = PaletteExporter.export(
            PaletteDocument(name: "x", entries: [.init(name: "", color: RGB8(rgb: 0))]), as: .ase)
        // The first float of the only color entry sits 10 bytes before the entry's end.
        try #require(bytes.count >= 6 + 2 + 12)
        let position = bytes.count - 6 - 2 - 12
        bytes.replaceSubrange(position..<position + 4, with: [0x7F, 0xC0, 0, 0])
        #expect(throws: PaletteFormatError.malformed(format: .ase, reason: "a channel is not a number")) {
            try PaletteImporter.read(bytes, as: .ase)
        }
    }

    @Test func gimpLinesSayWhatIsWrong() {
        #expect(
            throws: PaletteFormatError.malformed(
                format: .gimp, reason: "the first line must be \"GIMP Palette\"")
        ) {
            try PaletteImporter.read(Array("Not a palette".utf8), as: .gimp)
        }
        #expect(
            throws: PaletteFormatError.malformed(
                format: .gimp, reason: "line 3 is not \"R G B name\" with 0–255 channels")
        ) {
            try PaletteImporter.read(Array("GIMP Palette\nName: x\n300 0 0 Too red\n".utf8), as: .gimp)
        }
        #expect(throws: PaletteFormatError.empty(format: .gimp)) {
            try PaletteImporter.read(Array("GIMP Palette\nName: x\n#\n".utf8), as: .gimp)
        }
    }

    @Test func jsonThatNestsTooDeeplyOrIsNotJSON() {
        let deep = String(repeating: "{\"a\":", count: 100) + "1" + String(repeating: "}", count: 100)
        #expect(
            throws: PaletteFormatError.malformed(
                format: .designTokens, reason: "it is not valid JSON (nested too deeply)")
        ) {
            try PaletteImporter.read(Array(deep.utf8), as: .designTokens)
        }
        for text in ["", "{", "{\"a\" 1}", "[1,]", "{\"a\": \"\u{1}\"}", "{} x", "{\"a\": 1e999}"] {
            #expect(throws: PaletteFormatError.self, "\(text)") {
                try PaletteImporter.read(Array(text.utf8), as: .designTokens)
            }
        }
        #expect(throws: PaletteFormatError.empty(format: .designTokens)) {
            try PaletteImporter.read(
                Array("{\"a\": {\"$type\": \"color\", \"$value\": \"not a color\"}}".utf8), as: .designTokens)
        }
    }

    @Test("colors.xml that attacks XML readers or is broken says what is wrong")
    func androidMarkup() {
        func reason(_ xml: String) -> String? {
            do {
                _ = try PaletteImporter.read(Array(xml.utf8), as: .android)
                return nil
            } catch {
                if case .malformed(.android, let reason) = error { return reason }
                return "\(error)"
            }
        }
        // Entity expansion ("billion laughs") needs a document type; there is none to expand.
        let laughs = """
            <?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>
            <resources><color name="x">&b;</color></resources>
            """
        #expect(reason(laughs) == "it declares a document type, which a resource file has no use for")
        #expect(
            reason("<resources><color name=\"x\">&ext;</color></resources>")
                == "&ext; is not an entity XML defines")
        #expect(reason("<resources><!-- open") == "a comment is not closed")
        #expect(reason("<manifest/>") == "the root element is <manifest>, not <resources>")
        #expect(
            reason("<resources><color name=\"x\">#fff</colour></resources>")
                == "</colour> does not close the element that is open")
        #expect(
            reason("<resources><color name=x>#fff</color></resources>")
                == "an attribute's value is not quoted")
        #expect(reason("<resources></resources><resources/>") == "it has more than one root element")
        #expect(reason("hello <resources/>") == "it has text outside the <resources> element")
        #expect(reason("<resources><color name=\"x\">#fff</color>") == "it ends before </resources>")
        #expect(reason("") == "it has no <resources> element")
        let deep =
            "<resources>" + String(repeating: "<a>", count: 40) + String(repeating: "</a>", count: 40)
            + "</resources>"
        #expect(reason(deep) == "its elements nest too deeply")
        #expect(
            reason("<resources><string name=\"s\">x</string></resources>")
                == "\(PaletteFormatError.empty(format: .android))")
        // A cycle of references ends; neither color is read.
        let cycle =
            "<resources><color name=\"a\">@color/b</color><color name=\"b\">@color/a</color></resources>"
        #expect(reason(cycle) == "\(PaletteFormatError.empty(format: .android))")
    }

    @Test func truncatedAndroidNeverTraps() {
        let bytes = PaletteExporter.export(sample, as: .android)
        for length in 0..<bytes.count {
            // Only dropping the final newline leaves a whole document; any other cut fails cleanly.
            let read = try? PaletteImporter.read(Array(bytes.prefix(length)), as: .android)
            #expect((read != nil) == (length == bytes.count - 1), "\(length)")
        }
    }

    @Test("Zipped asset catalogs that lie about themselves fail with a reason, never trap")
    func assetCatalogArchives() async throws {
        @Sendable func reason(_ bytes: [UInt8]) -> String? {
            do {
                _ = try PaletteImporter.read(bytes, as: .assetCatalog)
                return nil
            } catch {
                if case .malformed(.assetCatalog, let reason) = error { return reason }
                return "\(error)"
            }
        }
        let export = PaletteExporter.export(sample, as: .assetCatalog)
        // Thousands of archives read: on a thread of its own, not the tests' shared pool.
        let wholeAfterCut = await DedicatedThread.run {
            (0..<export.count).filter { reason(Array(export.prefix($0))) == nil }
        }
        #expect(wholeAfterCut == [])
        // The second directory record is the first color set's (the first is the catalog's own).
        let signature: [UInt8] = [0x50, 0x4B, 0x01, 0x02]
        let records = export.indices.filter { export[$0...].starts(with: signature) }
        try #require(records.indices.contains(1))
        let record = records[1]
        let path = "DuskDawn.xcassets/DeepSea.colorset/Contents.json"
        func patched(_ offset: Int, _ value: [UInt8]) -> [UInt8] {
            var bytes = export
            bytes.replaceSubrange(record + offset..<record + offset + value.count, with: value)
            return bytes
        }
        #expect(reason(patched(8, [0x01, 0x08])) == "\(path) is encrypted")
        #expect(
            reason(patched(10, [0x0E, 0x00])) == "\(path) uses compression method 14, not stored or deflate")
        #expect(reason(patched(16, [0, 0, 0, 0])) == "\(path) does not match its checksum")
        #expect(reason(patched(24, [0, 0, 0, 1])) == "\(path) is larger than a palette file can be")
        #expect(
            reason(patched(42, [0xFF, 0xFF, 0xFF, 0x7F]))
                == "\(path) has no local header where the directory says")
        #expect(reason(patched(0, [0, 0])) == "its central directory is cut short or corrupt")
        #expect(
            reason(Array("not a zip at all, just text".utf8))
                == "it is not a ZIP archive (no end of central directory)")
        // A deflated file that unpacks to more than its directory entry says stops at that size.
        let bomb = try await AssetCatalogReaderTests.zip([
            ("B.xcassets/X.colorset/Contents.json", String(repeating: " ", count: 200_000) + "{}")
        ])
        let bombRecord = try #require(bomb.indices.first { bomb[$0...].starts(with: signature) })
        var lying = bomb
        lying.replaceSubrange(bombRecord + 24..<bombRecord + 28, with: [100, 0, 0, 0])
        #expect(reason(lying) == "B.xcassets/X.colorset/Contents.json does not decompress")
        #expect(reason(bomb) == "B.xcassets/X.colorset/Contents.json is larger than a palette file can be")
        let notJSON = try await AssetCatalogReaderTests.zip([
            ("B.xcassets/X.colorset/Contents.json", "{\"colors\": [")
        ])
        #expect(reason(notJSON) == "X.colorset holds no valid JSON")
        let noColors = try await AssetCatalogReaderTests.zip([("B.xcassets/Contents.json", "{}")])
        #expect(reason(noColors) == "\(PaletteFormatError.empty(format: .assetCatalog))")
    }

    @Test func limitsAndUnreadableFormats() {
        #expect(
            throws: PaletteFormatError.tooLarge(
                bytes: PaletteImporter.maximumBytes + 1, limit: PaletteImporter.maximumBytes)
        ) {
            try PaletteImporter.read(
                [UInt8](repeating: 0x20, count: PaletteImporter.maximumBytes + 1), as: .css)
        }
        #expect(throws: PaletteFormatError.notImportable(.png)) { try PaletteImporter.read([], as: .png) }
        #expect(throws: PaletteFormatError.malformed(format: .css, reason: "it is not UTF-8 text")) {
            try PaletteImporter.read([0xFF, 0xFE, 0x2D], as: .css)
        }
        let many = (0..<1000).map { "--c\($0): #\(String(format: "%06x", $0));" }.joined()
        #expect(
            (try? PaletteImporter.read(Array(many.utf8), as: .css))?.entries.count
                == PaletteImporter.maximumColors)
    }

    @Test func errorsReadAsSentences() {
        #expect(
            PaletteFormatError.empty(format: .ase).description
                == "The Adobe Swatch Exchange file holds no colors.")
        #expect(PaletteFormatError.notImportable(.png).description.contains("exported but not imported"))
    }
}
