import Codecs
import ColorKit
import Testing

@testable import TokenFormats

@Suite("Reading Android color resources")
struct AndroidColorsReaderTests {
    func hex(_ set: TokenSet, _ name: String, _ mode: String) -> String? {
        set.value(name, in: mode)?.rgbColor.rgb8.hexString(uppercase: false)
    }

    let values = TokenFile(
        path: "app/src/main/res/values/colors.xml",
        text: """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <!-- brand -->
                <color name="brand">#3366CC</color>
                <color name="short">#F00</color>
                <color name="short_alpha">#8F00</color>
                <color name="scrim">#80000000</color>
                <color name="link">@color/brand</color>
                <item type="color" name="surface">#FFFFFF</item>
                <color name="white">@android:color/white</color>
                <string name="app">Acme</string>
            </resources>
            """)
    let night = TokenFile(
        path: "app/src/main/res/values-night/colors.xml",
        text: "<resources>\n  <color name=\"surface\">\n    #000000\n  </color>\n</resources>\n")
    let v31 = TokenFile(
        path: "app/src/main/res/values-night-v31/colors.xml",
        text: "<resources><color name=\"brand\">#00FF00</color></resources>")

    @Test("Every form of value, alpha first; references; folders as modes")
    func read() throws {
        let set = try TokenReader.read([values, night])
        #expect(set.modes == ["light", "dark"])
        #expect(set.names == ["brand", "short", "short_alpha", "scrim", "link", "surface", "white"])
        #expect(hex(set, "short", "light") == "#ff0000")
        #expect(hex(set, "short_alpha", "light") == "#ff000088")
        #expect(hex(set, "scrim", "light") == "#00000080")
        #expect(hex(set, "link", "dark") == "#3366cc")
        #expect(set.value("link", in: "light")?.via == ["brand"])
        #expect(hex(set, "surface", "light") == "#ffffff")
        #expect(hex(set, "surface", "dark") == "#000000")
        #expect(hex(set, "white", "dark") == "#ffffff")
    }

    @Test("An origin is the value's text inside its element, without the space around it")
    func origins() throws {
        let set = try TokenReader.read([values, night])
        let brand = try #require(set.value("brand", in: "light")?.origin)
        #expect(brand.line == 4 && brand.column == 25)
        #expect(String(decoding: values.bytes[brand.range], as: UTF8.self) == "#3366CC")
        let surface = try #require(set.value("surface", in: "dark")?.origin)
        #expect(surface.file == night.path && surface.line == 3 && surface.column == 5)
        #expect(String(decoding: night.bytes[surface.range], as: UTF8.self) == "#000000")
    }

    @Test("Other qualifiers make modes of their own, each taking the best-matching folder")
    func qualifiers() throws {
        let set = try TokenReader.read([values, night, v31])
        #expect(set.modes == ["light", "dark", "light-v31", "dark-v31"])
        #expect(hex(set, "brand", "dark-v31") == "#00ff00")
        #expect(hex(set, "brand", "light-v31") == "#3366cc")
        #expect(hex(set, "surface", "dark-v31") == "#000000")
        #expect(hex(set, "link", "dark-v31") == "#00ff00")
        let alone = try TokenReader.read([values])
        #expect(alone.modes == ["default"])
    }

    @Test("Errors name the file, the line and the color")
    func errors() {
        let bad = TokenFile(
            path: "res/values/colors.xml", text: "<resources>\n<color name=\"a\">#GG0000</color></resources>")
        #expect(
            throws: TokenFormatError.notAColor(
                file: "res/values/colors.xml", line: 2, token: "a", value: "#GG0000")
        ) {
            try TokenReader.read([bad])
        }
        let loop = TokenFile(
            path: "res/values/colors.xml",
            text:
                "<resources><color name=\"a\">@color/b</color><color name=\"b\">@color/a</color></resources>")
        #expect(
            throws: TokenFormatError.cycle(file: "res/values/colors.xml", line: 1, tokens: ["a", "b", "a"])
        ) {
            try TokenReader.read([loop])
        }
        let unknown = TokenFile(
            path: "res/values/colors.xml", text: "<resources><color name=\"a\">@color/zz</color></resources>")
        #expect(
            throws: TokenFormatError.unknownReference(
                file: "res/values/colors.xml", line: 1, token: "a", reference: "@color/zz")
        ) {
            try TokenReader.read([unknown])
        }
        let doctype = TokenFile(
            path: "res/values/colors.xml", text: "<!DOCTYPE x [<!ENTITY a \"b\">]><resources/>")
        #expect(throws: TokenFormatError.self) { try TokenReader.read([doctype]) }
    }

    @Test("Broken XML names the file, the line and the column, in PaletteFormats' reader's words")
    func malformed() throws {
        let file = TokenFile(
            path: "res/values/colors.xml", text: "<resources>\n  <color name=x>#FFF</color>\n</resources>")
        #expect(
            throws: TokenFormatError.malformed(
                file: "res/values/colors.xml", line: 2, column: 15,
                reason: "an attribute's value is not quoted")
        ) {
            try TokenReader.read([file])
        }
        // A byte order mark is not text outside the root; the values after it keep their bytes.
        let marked = TokenFile(
            path: "res/values/colors.xml",
            bytes: [0xEF, 0xBB, 0xBF] + Array("<resources><color name=\"a\">#F00</color></resources>".utf8))
        let origin = try #require(try TokenReader.read([marked]).value("a", in: "default")?.origin)
        #expect(String(decoding: marked.bytes[origin.range], as: UTF8.self) == "#F00")
    }

    @Test("A zip of the res folder reads as the folders, without ranges to rewrite")
    func zip() throws {
        var archive = ZipArchive()
        archive.add("res/values/colors.xml", values.bytes)
        archive.add("res/values-night/colors.xml", night.bytes)
        let set = try TokenReader.read([TokenFile(path: "theme.zip", bytes: archive.bytes)])
        #expect(set.modes == ["light", "dark"])
        let origin = try #require(set.value("surface", in: "dark")?.origin)
        #expect(origin.file == "theme.zip/res/values-night/colors.xml")
        #expect(origin.range.isEmpty)
    }
}
