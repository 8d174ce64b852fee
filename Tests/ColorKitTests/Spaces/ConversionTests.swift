import TestSupport
import Testing

@testable import ColorKit

/// Every space checked against coloraide's vectors, then round-tripped back to sRGB.
@Suite("Conversions against coloraide", .offPool)
struct ConversionTests {
    static let cases = Fixtures.conversions.cases

    /// Checks three components, skipping a hue wherever the reference calls it undefined.
    func expectClose(
        _ actual: [Double], _ expected: [Double?], tolerance: Double, hueIndex: Int? = nil,
        _ label: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (index, reference) in expected.enumerated() {
            guard let reference else { continue }
            var difference = abs(actual[index] - reference)
            if index == hueIndex { difference = min(difference, 360 - difference) }
            #expect(
                difference <= tolerance,
                "\(label)[\(index)] = \(actual[index]), coloraide says \(reference)",
                sourceLocation: sourceLocation)
        }
    }

    @Test("sRGB to every space", arguments: cases)
    func toEverySpace(_ sample: Fixtures.ConversionCase) {
        let color = RGBColor(
            red: sample.srgb[0], green: sample.srgb[1], blue: sample.srgb[2], alpha: sample.alpha)
        let linear = color.linear
        expectClose([linear.red, linear.green, linear.blue], sample.linear, tolerance: 1e-12, "linear")
        let xyz = color.xyz
        expectClose([xyz.x, xyz.y, xyz.z], sample.xyzD65, tolerance: 1e-9, "xyz-d65")
        let d50 = XYZ(color, whitePoint: .d50)
        expectClose([d50.x, d50.y, d50.z], sample.xyzD50, tolerance: 1e-6, "xyz-d50")
        let lab = color.lab
        expectClose([lab.lightness, lab.a, lab.b], sample.lab, tolerance: 1e-4, "lab")
        let lch = color.lch
        let lchHue = lch.chroma > 1e-3 ? sample.lch : [sample.lch[0], sample.lch[1], nil]
        expectClose([lch.lightness, lch.chroma, lch.hue], lchHue, tolerance: 1e-4, hueIndex: 2, "lch")
        let oklab = color.oklab
        expectClose([oklab.lightness, oklab.a, oklab.b], sample.oklab, tolerance: 1e-6, "oklab")
        let oklch = color.oklch
        let okHue = oklch.chroma > 1e-5 ? sample.oklch : [sample.oklch[0], sample.oklch[1], nil]
        expectClose([oklch.lightness, oklch.chroma, oklch.hue], okHue, tolerance: 1e-4, hueIndex: 2, "oklch")
        #expect(oklab.alpha == sample.alpha && lab.alpha == sample.alpha)
    }

    @Test("sRGB to the hue spaces (HSB, HSL, HWB)", arguments: cases)
    func toHueSpaces(_ sample: Fixtures.ConversionCase) {
        let color = RGBColor(
            red: sample.srgb[0], green: sample.srgb[1], blue: sample.srgb[2], alpha: sample.alpha)
        let hsb = color.hsb
        expectClose(
            [hsb.hue, hsb.saturation, hsb.brightness], sample.hsb, tolerance: 1e-9, hueIndex: 0, "hsb")
        let hsl = color.hsl
        expectClose(
            [hsl.hue, hsl.saturation, hsl.lightness], sample.hsl, tolerance: 1e-9, hueIndex: 0, "hsl")
        let hwb = color.hwb
        expectClose([hwb.hue, hwb.whiteness, hwb.blackness], sample.hwb, tolerance: 1e-9, hueIndex: 0, "hwb")
    }

    @Test("Every space round-trips to sRGB within 1e-9", arguments: cases)
    func roundTrips(_ sample: Fixtures.ConversionCase) {
        let color = RGBColor(
            red: sample.srgb[0], green: sample.srgb[1], blue: sample.srgb[2], alpha: sample.alpha)
        let trips: [(String, RGBColor)] = [
            ("hsb", color.hsb.rgbColor), ("hsl", color.hsl.rgbColor), ("hwb", color.hwb.rgbColor),
            ("linear", color.linear.rgbColor), ("xyz", color.xyz.rgbColor),
            ("xyz-d50", XYZ(color, whitePoint: .d50).rgbColor), ("lab", color.lab.rgbColor),
            ("lch", color.lch.rgbColor), ("oklab", color.oklab.rgbColor), ("oklch", color.oklch.rgbColor),
        ]
        for (space, back) in trips {
            let error = max(
                abs(back.red - color.red), abs(back.green - color.green), abs(back.blue - color.blue))
            #expect(error <= 1e-9, "\(space) round trip drifted by \(error)")
            #expect(back.alpha == color.alpha, "\(space) lost alpha")
        }
    }

    @Test func achromaticColorsHaveHueZero() {
        for white in [0.0, 0.25, 0.5, 1.0] {
            let grey = RGBColor(white: white)
            #expect(grey.hsb.hue == 0 && grey.hsb.saturation == 0)
            #expect(grey.hsl.hue == 0 && grey.hsl.saturation == 0)
            #expect(grey.oklch.chroma < 1e-6)
        }
    }

    @Test func hueWrapsAt360() {
        let wrapped = HSB(hue: 360, saturation: 100, brightness: 100).rgbColor
        let zero = HSB(hue: 0, saturation: 100, brightness: 100).rgbColor
        #expect(wrapped == zero)
        #expect(HSB(hue: -120, saturation: 100, brightness: 100).rgbColor.hex == "#0000FF")
    }

    @Test func theChapterStartingColorIsFFFF80() {
        #expect(HSB(hue: 60, saturation: 50, brightness: 100).rgbColor.hex == "#FFFF80")
    }

    @Test("The 8-bit linearization table is bit-identical to the formula")
    func linearizationTable() {
        for level in 0...255 {
            let value = Double(level) / 255
            #expect(ColorMath.linearize(value) == ColorMath.computeLinear(value))
        }
        #expect(ColorMath.linearize(0.5001) == ColorMath.computeLinear(0.5001))
    }

    @Test func nonFiniteComponentsDoNotCrash() {
        let broken = RGBColor(red: .nan, green: .infinity, blue: -.infinity)
        _ = broken.oklab
        _ = broken.lab
        #expect(broken.rgb8 == RGB8(red: 0, green: 0, blue: 0))
    }
}
