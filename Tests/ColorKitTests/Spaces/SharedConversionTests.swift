import TestSupport
import Testing

@testable import ColorKit

/// The structs and CSS colors convert by the same functions, so away from greys they agree.
@Suite("One conversion per space", .offPool)
struct SharedConversionTests {
    static let colors: [RGBColor] = {
        var generator = SeededGenerator(seed: 37)
        let drawn = (0..<300).map { _ in
            RGBColor(
                red: Double(generator.next() % 1000) / 999, green: Double(generator.next() % 1000) / 999,
                blue: Double(generator.next() % 1000) / 999)
        }
        // Out of gamut, lightness beyond 0…1 included.
        let wide = [
            RGBColor(red: 1.2, green: 1.1, blue: 1.0), RGBColor(red: -0.3, green: -0.1, blue: -0.2),
            RGBColor(red: 1.2, green: -0.1, blue: 0.5), RGBColor(red: -0.05, green: 0.5, blue: 1.1),
        ]
        return drawn + wide
    }()

    func expectSame(
        _ struct: [Double], _ css: [Double?], tolerance: Double, _ label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for index in 0..<3 {
            let other = css[index] ?? 0
            #expect(
                abs(`struct`[index] - other) <= tolerance, "\(label)[\(index)]: \(`struct`) vs \(css)",
                sourceLocation: sourceLocation)
        }
    }

    @Test("Struct and CSS color agree, exactly where they share the path")
    func structsAgreeWithCSS() {
        for color in Self.colors {
            let css = CSSColor(color)
            // OKLab from sRGB takes one matrix where CSS colors pass XYZ: the same to 1e-12.
            let structs: [(CSSColorSpace, [Double], Double)] = [
                (.hsl, [color.hsl.hue, color.hsl.saturation, color.hsl.lightness], 0),
                (.hwb, [color.hwb.hue, color.hwb.whiteness, color.hwb.blackness], 0),
                (.lab, [color.lab.lightness, color.lab.a, color.lab.b], 0),
                (.lch, [color.lch.lightness, color.lch.chroma, color.lch.hue], 0),
                (.oklab, [color.oklab.lightness, color.oklab.a, color.oklab.b], 1e-12),
                (.oklch, [color.oklch.lightness, color.oklch.chroma, color.oklch.hue], 1e-9),
            ]
            for (space, values, tolerance) in structs {
                let components = css.converted(to: space).components
                // A powerless hue is CSS's alone; MissingHueTests covers it.
                guard !components.contains(nil) else { continue }
                expectSame(values, components, tolerance: tolerance, space.rawValue)
            }
        }
    }

    @Test("Every struct round-trips, out of gamut too", arguments: colors)
    func roundTrips(_ color: RGBColor) {
        let trips: [(String, RGBColor)] = [
            ("hsl", color.hsl.rgbColor), ("hwb", color.hwb.rgbColor), ("lch", color.lch.rgbColor),
            ("oklch", color.oklch.rgbColor), ("oklab", OKLab(color.oklab.xyz).rgbColor),
        ]
        for (space, back) in trips {
            let error = max(
                abs(back.red - color.red), abs(back.green - color.green), abs(back.blue - color.blue))
            #expect(error <= 1e-9, "\(space) round trip of \(color) drifted by \(error)")
        }
    }

    @Test("Far out of gamut, HSL turns a negative saturation into the opposite hue")
    func negativeSaturation() {
        let bright = RGBColor(red: 1.2, green: 1.1, blue: 1.0)
        let hsl = bright.hsl
        #expect(
            abs(hsl.hue - 210) < 1e-9 && abs(hsl.saturation - 100) < 1e-9 && abs(hsl.lightness - 110) < 1e-9)
        #expect(bright.formatted(.css(.hsl)) == "hsl(210 100% 110%)")
    }

    @Test("LCH and OKLCH are one polar form over Lab and OKLab")
    func polarForms() {
        let color = RGBColor(red: 0.2, green: 0.4, blue: 0.8)
        #expect(LCH(color.lab) == color.lch && color.lch.lab.rgbColor == color.lch.rgbColor)
        #expect(OKLCH(color.oklab) == color.oklch && color.oklch.oklab == color.oklch.rectangular)
        #expect(abs(OKLab(color.xyz).distance(to: color.oklab)) < 1e-12)
    }
}
