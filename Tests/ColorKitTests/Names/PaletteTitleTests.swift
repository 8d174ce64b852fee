import TestSupport
import Testing

@testable import ColorKit

@Suite("Suggested palette titles", .offPool)
struct PaletteTitleTests {
    func rgb(_ value: UInt32) -> RGBColor { RGBColor(RGB8(rgb: value)) }

    @Test func namesTheFamiliesThatCarryThePalette() {
        #expect(PaletteTitle.suggest(for: [rgb(0x3366cc), rgb(0x1e90ff), rgb(0xff8c00)]) == "Blue & Orange")
        #expect(PaletteTitle.suggest(for: [rgb(0x2e8b57), rgb(0x98fb98), rgb(0x006400)]) == "Green Tones")
        #expect(PaletteTitle.suggest(for: [rgb(0xffffff), rgb(0x808080), rgb(0x111111)]) == "Greys")
        #expect(PaletteTitle.suggest(for: [rgb(0x808080), rgb(0xdc143c)]) == "Red Tones")
        #expect(PaletteTitle.suggest(for: []) == "Empty Palette")
    }

    @Test func theSameColorsGiveTheSameTitleInAnyOrder() {
        let colors = [rgb(0xff6347), rgb(0x4682b4), rgb(0xffd700), rgb(0x2e8b57)]
        #expect(PaletteTitle.suggest(for: colors) == PaletteTitle.suggest(for: colors.reversed()))
    }
}
