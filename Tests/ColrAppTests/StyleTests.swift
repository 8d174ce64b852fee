import Testing
import ViewKit

@testable import ColrApp

@Suite("AppColor and AppFont")
struct StyleTests {
    @Test func colorsAreAlphabetizedAndValidHex() {
        let names = AppColor.allCases.map { "\($0)" }
        #expect(names == names.sorted())
        for color in AppColor.allCases {
            #expect(color.rawValue.count == 7 && color.rawValue.hasPrefix("#"))
            #expect(color.color != .black || color == .ink)
        }
        #expect(AppColor.color(hex: "#FF0000") == Color(red: 1, green: 0, blue: 0))
        #expect(AppColor.color(hex: "not a color") == .black)
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
