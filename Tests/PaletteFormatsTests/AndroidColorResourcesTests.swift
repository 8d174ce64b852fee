import ColorKit
import Testing

@testable import PaletteFormats

/// The Android color literal, which palette import and TokenFormats' theme checks both read
/// with ``AndroidColorResources/parse(_:)``.
@Suite("Android color literals")
struct AndroidColorResourcesTests {
    @Test("Three, four, six and eight digits, alpha first, either case")
    func forms() {
        #expect(AndroidColorResources.parse("#F00") == RGB8(rgb: 0xFF0000))
        #expect(AndroidColorResources.parse("#8f00") == RGB8(red: 0xFF, green: 0, blue: 0, alpha: 0x88))
        #expect(AndroidColorResources.parse("#3366cc") == RGB8(rgb: 0x3366CC))
        #expect(AndroidColorResources.parse("#80000000") == RGB8(red: 0, green: 0, blue: 0, alpha: 0x80))
    }

    @Test("Anything else is not a literal: references, other lengths, signs, space, non-hex digits")
    func refusals() {
        for value in [
            "", "#", "F00", "@color/brand", "#12345", "#1234567", "#GG0000", "#+FFF", " #FFF", "#FFF ",
            "#\u{FF10}\u{FF10}\u{FF10}",
        ] {
            #expect(AndroidColorResources.parse(value) == nil, "\(value)")
        }
    }

    @Test("A colors.xml that starts with a byte order mark is recognised and read")
    func byteOrderMark() throws {
        let file =
            [0xEF, 0xBB, 0xBF]
            + Array(#"<?xml version="1.0"?><resources><color name="brand">#3366CC</color></resources>"#.utf8)
        #expect(PaletteImporter.sniff(file) == .android)
        let document = try PaletteImporter.read(file, as: .android)
        #expect(document.entries.map(\.color) == [RGB8(rgb: 0x3366CC)])
    }
}
