import ColrModels
import Testing

@Suite("Color hex")
struct ColorHexTests {
    @Test func acceptsThreeOrSixDigitsAnyCaseWithOrWithoutHash() {
        #expect(ColorHex("FF00ff")?.value == "ff00ff")
        #expect(ColorHex("#abc")?.value == "aabbcc")
        #expect(ColorHex("f0f0")?.value == nil)
        #expect(ColorHex("ff00fg") == nil)
        #expect(ColorHex("") == nil)
        #expect(ColorHex("#ff00ff00") == nil)
    }

    @Test func parsesAnyColorKitNotation() throws {
        #expect(try ColorHex.parse("rgb(255 0 255)").value == "ff00ff")
        #expect(try ColorHex.parse("rebeccapurple").value == "663399")
        #expect(try ColorHex.parse("hsb(60 50% 100%)").value == "ffff80")
        #expect(try ColorHex.parse("darkGray").value == "a9a9a9")
        #expect(try ColorHex.parse("darkGray", catalogs: [.uikit]).value == "555555")
        #expect(throws: ColrError.self) { try ColorHex.parse("catdog") }
    }

    @Test func roundTripsThroughItsColor() throws {
        let hex = try #require(ColorHex("3366cc"))
        #expect(ColorHex(hex.color.rgb8) == hex)
    }
}
