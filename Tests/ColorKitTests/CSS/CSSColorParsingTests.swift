import TestSupport
import Testing

@testable import ColorKit

/// CSS Color 4 and 5 notations read and written back: predefined spaces, calc(), relative
/// colors, color-mix(), comments and `none`.
@Suite("CSS colors", .offPool)
struct CSSColorParsingTests {
    static let parser = ColorParser(catalogs: [.css])

    static func css(_ text: String) throws -> String {
        try parser.parseCSS(text).cssText
    }

    @Test(
        arguments: [
            ("#3366cc", "rgb(51, 102, 204)"),
            ("rebeccapurple", "rgb(102, 51, 153)"),
            ("transparent", "rgba(0, 0, 0, 0)"),
            ("rgb(255 0 0 / 50%)", "rgba(255, 0, 0, 0.5)"),
            ("rgb(300 -5 0.4)", "rgb(255, 0, 0)"),
            ("hsl(120deg 100% 50%)", "rgb(0, 255, 0)"),
            ("hsl(none none none)", "rgb(0, 0, 0)"),
            ("hwb(0 0% 0% / 0.25)", "rgba(255, 0, 0, 0.25)"),
            ("lab(50 20 -30 / 0.5)", "lab(50 20 -30 / 0.5)"),
            ("lab(-10 0 0)", "lab(0 0 0)"),
            ("oklch(0.5 none 120)", "oklch(0.5 none 120)"),
            ("oklch(50% 0.2 30deg / none)", "oklch(0.5 0.2 30 / none)"),
            ("color(display-p3 1 0 0)", "color(display-p3 1 0 0)"),
            ("color(rec2020 40% 0.5 none / 0.5)", "color(rec2020 0.4 0.5 none / 0.5)"),
            ("color(xyz 0.1 0.2 0.3)", "color(xyz-d65 0.1 0.2 0.3)"),
            ("COLOR(Display-P3 1 0 0)", "color(display-p3 1 0 0)"),
            ("color(srgb 0 calc(infinity) 0)", "color(srgb 0 calc(Infinity) 0)"),
            ("rgb(/* red */ 255 0 0)", "rgb(255, 0, 0)"),
            ("  rgb(255,0,0)/* trailing */", "rgb(255, 0, 0)"),
        ])
    func readsAndWritesBack(_ input: String, _ expected: String) throws {
        let actual = try Self.css(input)
        #expect(actual == expected)
    }

    @Test(
        arguments: [
            ("rgb(calc(255 / 2) 0 0)", "rgb(128, 0, 0)"),
            ("hsl(calc(1turn / 3) 100% 50%)", "rgb(0, 255, 0)"),
            ("rgb(min(300, 10 * 10) max(0, -5) clamp(0, 500, 255))", "rgb(100, 0, 255)"),
            ("oklch(calc(40% + 20%) 0.1 calc(360deg - 90deg))", "oklch(0.6 0.1 270)"),
            ("color(srgb calc(1 / 4) round(up, 0.21, 0.1) mod(-7, 3))", "color(srgb 0.25 0.3 2)"),
            ("color(srgb rem(-7, 3) abs(-0.5) sign(-3))", "color(srgb -1 0.5 -1)"),
            ("color(srgb sin(90deg) cos(0) pow(2, 3))", "color(srgb 1 1 8)"),
            ("color(srgb sqrt(0.25) hypot(0.3, 0.4) log(e))", "color(srgb 0.5 0.5 1)"),
            ("lch(50 10 atan2(1, 1))", "lch(50 10 45)"),
            ("lch(50 10 calc(pi * 1rad))", "lch(50 10 180)"),
            ("color(srgb exp(0) calc((1 + 2) * 0.1) calc(-1 * -0.5))", "color(srgb 1 0.3 0.5)"),
        ])
    func evaluatesMath(_ input: String, _ expected: String) throws {
        let actual = try Self.css(input)
        #expect(actual == expected)
    }

    @Test(
        arguments: [
            ("rgb(from #3366cc r g b)", "color(srgb 0.2 0.4 0.8)"),
            ("rgb(from #3366cc calc(r * 2) g none / 0.5)", "color(srgb 0.4 0.4 none / 0.5)"),
            ("oklch(from oklch(0.6 0.15 40) l c calc(h + 180))", "oklch(0.6 0.15 220)"),
            ("hsl(from red calc(h + 120) s l)", "color(srgb 0 1 0)"),
            ("lab(from lab(50 10 20 / 0.4) l a b / alpha)", "lab(50 10 20 / 0.4)"),
            ("color(from color(display-p3 1 0 0) display-p3 r g b / 0.5)", "color(display-p3 1 0 0 / 0.5)"),
            ("color(from red xyz x y z)", "color(xyz-d65 0.412391 0.212639 0.0193308)"),
            ("rgb(from rgb(from red r g b) b g r)", "color(srgb 0 0 1)"),
        ])
    func readsRelativeColors(_ input: String, _ expected: String) throws {
        let actual = try Self.css(input)
        #expect(actual == expected)
    }

    @Test(
        arguments: [
            ("color-mix(in srgb, red, blue)", "color(srgb 0.5 0 0.5)"),
            ("color-mix(in srgb, red 30%, blue)", "color(srgb 0.3 0 0.7)"),
            ("color-mix(in srgb, red 20%, blue 20%)", "color(srgb 0.5 0 0.5 / 0.4)"),
            ("color-mix(in srgb, red 150%, blue 50%)", nil),
            ("color-mix(in srgb, red 0%, blue 0%)", "color(srgb 0 0 0 / 0)"),
            ("color-mix(in srgb, rgb(255 0 0 / 0.5), blue)", "color(srgb 0.333333 0 0.666667 / 0.75)"),
            ("color-mix(in oklch, oklch(0.5 0.1 350), oklch(0.7 0.1 30))", "oklch(0.6 0.1 10)"),
            ("color-mix(in oklch longer hue, oklch(0.5 0.1 350), oklch(0.7 0.1 30))", "oklch(0.6 0.1 190)"),
            (
                "color-mix(in oklch increasing hue, oklch(0.5 0.1 30), oklch(0.5 0.1 10))",
                "oklch(0.5 0.1 200)"
            ),
            ("color-mix(in lch, lch(50 none 30), lch(70 20 none))", "lch(60 20 30)"),
            ("color-mix(in hsl, white, hsl(120 100% 50%))", "color(srgb 0.625 0.875 0.625)"),
            ("color-mix(in srgb, color-mix(in srgb, red, blue), blue 50%)", "color(srgb 0.25 0 0.75)"),
            ("color-mix(red, blue)", "oklab(0.539985 0.096203 -0.0928409)"),
        ])
    func mixes(_ input: String, _ expected: String?) throws {
        if let expected {
            let actual = try Self.css(input)
            #expect(actual == expected)
        } else {
            #expect(throws: ColorKitError.self) { try Self.css(input) }
        }
    }

    @Test(
        arguments: [
            ("currentcolor", "currentcolor takes the color of an element, and there is none here"),
            (
                "rgb(from currentColor r g b)",
                "currentcolor takes the color of an element, and there is none here"
            ),
            (
                "light-dark(red, blue)",
                "light-dark() takes its color from a page's color scheme, and there is none here"
            ),
            ("rgb(calc(10deg) 0 0)", "unexpected unit \"deg\""),
            ("hsl(calc(10% + 10) 50% 50%)", "cannot add a number to a percentage"),
            ("rgb(calc(1 +2) 0 0)", "expected an operator before \"2\" in \"calc()\""),
            ("rgb(calc(1+ 2) 0 0)", "\"+\" needs a space on both sides in \"calc()\""),
            ("rgb(from red r g q)", "unknown channel \"q\"; use alpha, b, g, r"),
            ("color(display-p4 1 0 0)", nil),
            ("rgb(1 2 3) red", "unexpected text after \")\""),
            ("rgb(1 2 3 /* open", "a comment is not closed with \"*/\""),
            (
                "color-mix(in srgb longer hue, red, blue)",
                "only hsl, hwb, lch and oklch take a hue interpolation method"
            ),
        ])
    func refusesWithAReason(_ input: String, _ reason: String?) {
        do {
            _ = try Self.parser.parseCSS(input)
            Issue.record("\(input) was accepted")
        } catch {
            guard let reason else { return }
            if case .invalidColor(_, _, let actual) = error {
                #expect(actual == reason)
            } else {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test(
        "Infinities, NaN and 1e300 are valid CSS; they come out finite and map into sRGB",
        arguments: [
            "color(srgb 1e300 0 0)", "color(xyz calc(infinity) 0 0)", "oklch(0.5 calc(infinity) 30)",
            "lab(calc(nan) calc(infinity) 0)", "color(display-p3 calc(-infinity) calc(nan) 0)",
            "color-mix(in oklch, color(srgb calc(infinity) 0 0), red)", "hsl(calc(infinity) 100% 50%)",
            "rgb(from color(srgb calc(infinity) 0 0) r g b)", "color(rec2020 pow(10, 400) 0 0 / calc(nan))",
        ])
    func absurdValuesStayFinite(_ input: String) throws {
        let color = try Self.parser.parse(input)
        let finite = [color.red, color.green, color.blue, color.alpha].allSatisfy { $0.isFinite }
        #expect(finite, "\(color)")
        let shown = GamutMapping.toSRGB(color)
        let shownFinite = [shown.red, shown.green, shown.blue].allSatisfy { $0.isFinite }
        #expect(shown.isInGamut && shownFinite, "\(shown)")
    }

    @Test(
        "What is written reads back as the same text",
        arguments: [
            "rgb(51, 102, 204)", "rgba(255, 0, 0, 0.5)", "lab(50 20 -30 / 0.5)", "oklch(0.5 none 120)",
            "oklch(0.5 0.2 30 / none)", "color(display-p3 1 0 0)", "color(rec2020 0.4 0.5 none / 0.5)",
            "color(xyz-d65 0.412391 0.212639 0.0193308)", "color(srgb 0 calc(Infinity) 0)",
            "color(prophoto-rgb 0.1 0.2 0.3)", "color(a98-rgb 1 1 1 / 0.25)", "color(srgb-linear -0.5 2 0)",
            "color(xyz-d50 0.3 0.2 0.1)", "lch(60 20 30)", "oklab(0.539985 0.096203 -0.0928409)",
        ])
    func roundTrips(_ text: String) throws {
        let once = try Self.css(text)
        #expect(once == text)
        #expect(try Self.css(once) == once)
    }

    @Test func bareHexAndHSBAreConveniencesOfTheAppNotCSS() throws {
        #expect(try Self.parser.parse("3366cc").hex == "#3366CC")
        #expect(throws: ColorKitError.self) { try Self.parser.parseCSS("3366cc") }
        #expect(try Self.parser.parse("hsb(0 100% 100%)").hex == "#FF0000")
        #expect(throws: ColorKitError.self) { try Self.parser.parseCSS("hsb(0 100% 100%)") }
    }

    @Test func wideGamutColorsKeepTheirValuesOutsideSRGB() throws {
        let p3 = try Self.parser.parse("color(display-p3 1 0 0)")
        #expect(p3.red > 1 && p3.green < 0 && !p3.isInGamut)
        #expect(!(try Self.parser.parseCSS("color(display-p3 1 0 0)").isInSRGB))
        #expect(try Self.parser.parseCSS("color(display-p3 0.5 0.5 0.5)").isInSRGB)
    }
}
