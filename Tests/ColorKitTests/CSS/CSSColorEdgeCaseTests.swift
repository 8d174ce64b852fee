import TestSupport
import Testing

@testable import ColorKit

/// The rules the web-platform-tests files disagree on, pinned to what the current spec says:
/// powerless hues, out-of-gamut colors mixed in hsl and hwb, and percentages adding up to 0%.
@Suite("CSS colors at the edges", .offPool)
struct CSSColorEdgeCaseTests {
    static let parser = ColorParser(catalogs: [.css])

    /// A hue powerless in the origin's space stays missing, and its trace of chroma is 0.
    @Test func aPowerlessHueConvertsAsAGrey() throws {
        let relative = try Self.parser.parseCSS("oklch(from lch(20 0.0015 180) l calc(c * 1000) h)")
        #expect(relative.components[1] == 0)
        #expect(relative.components[2] == nil)
        let mixed = try Self.parser.parseCSS("color-mix(in hsl, lch(20 0.0015 180), hsl(11 33 44))")
        #expect(abs((mixed.components[0] ?? .nan) - 11) < 1e-9, "the grey takes the other color's hue")
        // Just above the threshold the hue counts.
        let hued = try Self.parser.parseCSS("color-mix(in hsl, lch(20 0.00151 180), hsl(11 33 44))")
        #expect(abs((hued.components[0] ?? .nan) - 11) > 1)
    }

    /// csswg-drafts #8444: color-mix() in hsl or hwb gives unbounded results that round-trip,
    /// so a 100% mix of a color lighter than white is that color, not white.
    @Test(arguments: ["hsl", "hwb"])
    func outOfGamutMixesRoundTrip(_ space: String) throws {
        for origin in ["lab(100 104.3 -50.9)", "oklch(0 0.399 336.3)", "color(display-p3 0 1 0)"] {
            let mixed = try Self.parser.parseCSS("color-mix(in \(space), \(origin) 100%, rgb(0, 0, 0) 0%)")
            let direct = try Self.parser.parseCSS(origin).rgbColor
            let rgb = mixed.rgbColor
            let error = max(
                abs(rgb.red - direct.red), abs(rgb.green - direct.green), abs(rgb.blue - direct.blue))
            #expect(error < 1e-9, "\(origin) in \(space): \(mixed.cssText)")
        }
    }

    /// css-color-5: percentages adding up to 0% give transparent black whatever the space.
    @Test(arguments: ["srgb", "lab", "lch", "oklch", "hsl", "hwb"])
    func zeroPercentIsTransparentBlack(_ space: String) throws {
        let mixed = try Self.parser.parseCSS("color-mix(in \(space), red 0%, lime 0%)")
        #expect(mixed.alpha == 0)
        let rgb = mixed.rgbColor
        #expect([rgb.red, rgb.green, rgb.blue] == [0, 0, 0], "\(mixed.cssText)")
    }

    @Test("Components are kept inline and read back as written, none included")
    func componentsReadBack() {
        var color = CSSColor(space: .oklch, components: [0.5, nil, 120], alpha: nil)
        #expect(color.components == [0.5, nil, 120] && color.alpha == nil)
        // `none` and zero are different colors, and hash apart.
        let zero = CSSColor(space: .oklch, components: [0.5, 0, 120], alpha: nil)
        #expect(color != zero)
        #expect(Set([color, zero, color]).count == 2)
        color.components[1] = 0
        #expect(color == zero && color.hashValue == zero.hashValue)
        color.components = [nil, nil, nil]
        #expect(color.components == [nil, nil, nil] && color.rgbColor.red == 0)
        let red = CSSColor(RGBColor(red: 1, green: 0, blue: 0))
        #expect(red.components == [1, 0, 0] && red.isLegacy && red.converted(to: .srgb).isLegacy == false)
    }
}
