import TestSupport
import Testing

@testable import ColorKit

/// The one missing-hue rule, on every path into a hue space: the structs (exact) and CSS colors
/// (powerless).
@Suite("A missing hue", .offPool)
struct MissingHueTests {
    static let greys = [0.0, 0.01, 0.25, 0.5, 0.9, 1.0, -0.2, 1.5].map { RGBColor(white: $0) }

    @Test("A grey's hue is 0 in every struct, its colorfulness that of a grey", arguments: greys)
    func greysInTheStructs(_ grey: RGBColor) {
        #expect(grey.hsb.hue == 0 && grey.hsb.saturation == 0)
        #expect(grey.hsl.hue == 0 && grey.hsl.saturation == 0)
        #expect(grey.hwb.hue == 0 && abs(grey.hwb.whiteness + grey.hwb.blackness - 100) < 1e-9)
        #expect(grey.lch.hue == 0 && grey.lch.chroma == 0)
        #expect(grey.oklch.hue == 0 && grey.oklch.chroma == 0)
    }

    @Test("A grey's hue is missing as a CSS color, its colorfulness that of a grey", arguments: greys)
    func greysInCSS(_ grey: RGBColor) {
        let css = CSSColor(grey)
        for space in [CSSColorSpace.hsl, .hwb, .lch, .oklch] {
            let c = css.converted(to: space).components
            #expect(c[space == .hsl || space == .hwb ? 0 : 2] == nil, "\(space) hue of \(grey)")
        }
        #expect(css.converted(to: .hsl).components[1] == 0)
        #expect(css.converted(to: .lch).components[1] == 0)
        #expect(css.converted(to: .oklch).components[1] == 0)
        let hwb = css.converted(to: .hwb).components
        #expect(abs((hwb[1] ?? 0) + (hwb[2] ?? 0) - 100) < 1e-9)
    }

    @Test("A near-grey keeps its hue and colorfulness in the structs, so it round-trips")
    func nearGreysAreExactInTheStructs() {
        let near = RGBColor(red: 0.5, green: 0.5, blue: 0.5000001)
        #expect(abs(near.hsl.hue - 240) < 1e-6 && near.hsl.saturation > 0)
        #expect(abs(near.hsb.hue - 240) < 1e-6 && abs(near.hwb.hue - 240) < 1e-6)
        #expect(near.lch.chroma > 0 && near.oklch.chroma > 0)
        for back in [near.hsl.rgbColor, near.hwb.rgbColor, near.lch.rgbColor, near.oklch.rgbColor] {
            #expect(abs(back.blue - near.blue) < 1e-12 && abs(back.red - near.red) < 1e-12)
        }
    }

    @Test("A near-grey is a grey as a CSS color: its hue is powerless")
    func nearGreysArePowerlessInCSS() {
        let near = CSSColor(RGBColor(red: 0.5, green: 0.5, blue: 0.5000001))
        let hsl = near.converted(to: .hsl).components
        #expect(hsl[0] == nil && hsl[1] == 0 && abs((hsl[2] ?? 0) - 50.000005) < 1e-9)
        #expect(near.converted(to: .lch).components[2] == nil)
        #expect(near.converted(to: .oklch).components[2] == nil)
        #expect(near.converted(to: .hwb).components[0] == nil)
    }

    @Test("The rules differ only in what counts as a grey")
    func rules() {
        let faint = SIMD3(50.0, 0.001, 0.0)
        #expect(MissingHue.powerless.isGrey(ColorMath.polar(faint, missingHue: .exact, in: .lch), in: .lch))
        #expect(ColorMath.polar(faint, missingHue: .exact, in: .lch).z == 0)
        #expect(ColorMath.polar(faint, missingHue: .powerless, in: .lch).z.isNaN)
        #expect(ColorMath.polar(faint, missingHue: .powerless, in: .oklch).z == 0)
        #expect(ColorMath.rectangular(SIMD3(50, 0, .nan)) == SIMD3(50, 0, 0))
        #expect(MissingHue.number(.nan) == 0 && MissingHue.number(120) == 120)
    }
}
