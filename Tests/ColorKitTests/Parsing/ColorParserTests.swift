import TestSupport
import Testing

@testable import ColorKit

@Suite("Parsing", .offPool)
struct ColorParserTests {
    static let parser = ColorParser(catalogs: [.css])

    @Test("Valid CSS agrees with coloraide", arguments: Fixtures.parsing.valid)
    func validInput(_ sample: Fixtures.ValidInput) throws {
        let color = try Self.parser.parse(sample.input)
        let error = max(
            abs(color.red - sample.srgb[0]), abs(color.green - sample.srgb[1]),
            abs(color.blue - sample.srgb[2]))
        #expect(error < 1e-6, "\(sample.input) → \(color), coloraide says \(sample.srgb)")
        #expect(abs(color.alpha - sample.alpha) < 1e-9)
    }

    @Test("Input coloraide rejects is rejected", arguments: Fixtures.parsing.invalid)
    func invalidInput(_ input: String) {
        #expect(throws: ColorKitError.self) { try Self.parser.parse(input) }
    }

    /// Each malformed input with the exact error it gets: what is wrong and where.
    @Test(
        "Errors say what is wrong and where",
        arguments: [
            ("#12", 1, "expected 3, 4, 6 or 8 hex digits, found 2"),
            ("#12g", 3, "\"g\" is not a hex digit (0-9, a-f)"),
            ("", 0, "empty input; expected a color"),
            ("rgb(1 2)", 7, "rgb() takes 3 components, found 2"),
            ("rgb(1 2 3 4)", 10, "rgb() takes 3 components, found 4"),
            ("rgb(1, 2 3)", 9, "mixing commas and spaces between components"),
            ("rgb(1 2 3", 9, "missing \")\" at the end"),
            ("rgb(1 2 3) x", 11, "unexpected text after \")\""),
            ("rgb(10%, 20, 30)", 4, "the comma-separated syntax needs all numbers or all percentages"),
            ("rgb(none, 2, 3)", 4, "\"none\" is not allowed in the comma-separated syntax"),
            ("rgb(1px 2 3)", 4, "unexpected unit \"px\""),
            ("rgb(1 2 3 /)", 11, "expected an alpha value after \"/\""),
            ("hsl(10% 20% 30%)", 4, "a hue cannot be a percentage"),
            ("hsl(10, 20, 30)", 8, "expected a percentage"),
            ("hsl(1foo 2% 3%)", 4, "unknown angle unit \"foo\"; use deg, rad, grad or turn"),
            ("hwb(10, 20%, 30%)", 6, "hwb() separates components with spaces, not commas"),
            ("lab(50 20 30deg)", 10, "unexpected unit \"deg\""),
            ("rgb(1 2 3 @)", 10, "unexpected \"@\""),
            (
                "fancy(1 2 3)", 0,
                "unknown color function \"fancy\"; expected rgb, hsl, hwb, lab, lch, oklab, oklch, color, color-mix or hsb"
            ),
            ("color(1 2 3)", 6, "color() needs a color space first, such as srgb or display-p3"),
            ("12%", 2, "not a hex color, a color function or a color name"),
        ])
    func errorMessages(_ input: String, _ position: Int, _ reason: String) {
        #expect(throws: ColorKitError.invalidColor(input: input, position: position, reason: reason)) {
            try Self.parser.parse(input)
        }
    }

    @Test func unknownNamesSayWhichListsWereSearched() {
        #expect(throws: ColorKitError.unknownName("catdog", namespaces: [.uikit, .css])) {
            try ColorParser(catalogs: [.uikit, .css]).parse("catdog")
        }
        #expect(throws: ColorKitError.unknownName("catdog", namespaces: [])) {
            try ColorParser(catalogs: []).parse("catdog")
        }
        let message = ColorKitError.unknownName("catdog", namespaces: [.uikit, .css]).description
        #expect(message == "unknown color name \"catdog\" (searched: uikit, css)")
    }

    @Test func hexInEveryLengthCaseAndPrefix() throws {
        #expect(try RGBColor(parsing: "#F0A").rgb8 == RGB8(red: 0xFF, green: 0x00, blue: 0xAA))
        #expect(try RGBColor(parsing: "f0a8").rgb8 == RGB8(red: 0xFF, green: 0x00, blue: 0xAA, alpha: 0x88))
        #expect(try RGBColor(parsing: "  #aBcDeF ").rgb8 == RGB8(red: 0xAB, green: 0xCD, blue: 0xEF))
        #expect(try RGBColor(parsing: "00ff0080").rgb8 == RGB8(red: 0, green: 255, blue: 0, alpha: 0x80))
    }

    @Test func appHSBFunction() throws {
        #expect(try RGBColor(parsing: "hsb(60 50% 100%)").hex == "#FFFF80")
        #expect(try RGBColor(parsing: "hsv(60, 50%, 100%)").hex == "#FFFF80")
        #expect(try RGBColor(parsing: "HSB(0.5turn 100% 50% / 50%)").hex == "#00808080")
    }

    @Test func cssClampsWhatCSSClamps() throws {
        #expect(try RGBColor(parsing: "rgb(300 -20 128)").rgb8 == RGB8(red: 255, green: 0, blue: 128))
        #expect(try RGBColor(parsing: "rgb(1 2 3 / 150%)").alpha == 1)
        #expect(try RGBColor(parsing: "lab(150 0 0)") == RGBColor(parsing: "lab(100 0 0)"))
        #expect(try RGBColor(parsing: "oklch(0.5 -0.1 30)") == RGBColor(parsing: "oklch(0.5 0 30)"))
    }

    @Test func namesResolveInTheOrderGiven() throws {
        #expect(try ColorParser(catalogs: [.uikit, .css]).parse("green").hex == "#00FF00")
        #expect(try ColorParser(catalogs: [.css, .uikit]).parse("green").hex == "#008000")
        #expect(try ColorParser(catalogs: [.css]).parse("Rebecca Purple").hex == "#663399")
        #expect(try ColorParser().parse("transparent").alpha == 0)
        #expect(try RGBColor(parsing: "darkGray", catalogs: [.uikit]).hex == "#555555")
        #expect(ColorParser(catalogs: [.uikit, .css]).namespaces == [.uikit, .css])
    }

    @Test func hostileInputIsRejectedCheaply() {
        let long = String(repeating: "(", count: 100_000)
        #expect(throws: ColorKitError.self) { try Self.parser.parse(long) }
        let deep = String(repeating: "calc(", count: 40) + "1" + String(repeating: ")", count: 40)
        #expect(throws: ColorKitError.self) { try Self.parser.parse("rgb(\(deep) 0 0)") }
        #expect(throws: ColorKitError.self) { try Self.parser.parse("red\u{0}") }
        #expect(throws: ColorKitError.self) { try Self.parser.parse("<script>") }
    }

    @Test func errorDescriptionsAreShortAndPrintable() {
        let input = "\u{1B}[31m" + String(repeating: "x", count: 200)
        let error = ColorKitError.invalidColor(input: input, position: 0, reason: "bad")
        #expect(!error.description.contains("\u{1B}"))
        #expect(error.description.count < 120)
    }
}
