import ColorKit
import TestSupport
import Testing
import ViewKit

@testable import ColrApp

@Suite("AppColor and AppFont", .offPool)
struct StyleTests {
    @Test func colorsAreAlphabetizedAndSystemRolesFollowTheAppearance() {
        let names = AppColor.allCases.map { "\($0)" }
        #expect(names == names.sorted())
        for color in AppColor.allCases where color != .pill {
            #expect(color.color.css.hasPrefix("var(--vk-"), "\(color) is fixed: \(color.color.css)")
        }
        #expect(AppColor.color(hex: "#FF0000") == Color(red: 1, green: 0, blue: 0))
        #expect(AppColor.color(hex: "not a color") == .black)
    }

    @Test func textOnAPickedColorIsWhicheverOfBlackAndWhiteReadsBetter() throws {
        for (hex, expected) in [
            ("ffff00", Color.black), ("00ff00", .black), ("0000ff", .white), ("ff0000", .black),
            ("800080", .white), ("996633", .white), ("ff8000", .black),
        ] {
            let color = try RGBColor(parsing: "#" + hex)
            let text = AppColor.readableText(on: color)
            #expect(text == expected, "\(hex)")
            let textRGB = RGBColor(red: text.red, green: text.green, blue: text.blue)
            #expect(Contrast.ratio(color, textRGB) >= 4.5, "\(hex)")
        }
        // White text on the pill meets 4.5:1.
        let pill = AppColor.pill.color
        #expect(
            Contrast.ratio(RGBColor(red: pill.red, green: pill.green, blue: pill.blue), RGBColor(white: 1))
                >= 4.5)
    }

    @Test func fontsAreAlphabetizedAndFallBack() {
        let names = AppFont.allCases.map { "\($0)" }
        #expect(names == names.sorted())
        #expect(AppFont.hex.font.family?.hasPrefix("ui-monospace") == true)
        #expect(AppFont.body.font.family == nil)
    }

    @Test func aFontThatCannotLoadFallsBackToTheSystemFont() {
        #expect(
            AppFont.resolve(family: "Comic Neue Unknown", size: 17, weight: 400)
                == Font(size: 17, weight: 400))
        #expect(
            AppFont.resolve(family: "Georgia", size: 17, weight: 400).family?.hasPrefix("Georgia") == true)
    }
}
