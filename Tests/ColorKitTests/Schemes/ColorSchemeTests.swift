import TestSupport
import Testing

@testable import ColorKit

@Suite("Schemes and gamut mapping", .offPool)
struct ColorSchemeTests {
    static let bases: [RGBColor] = [
        RGBColor(red: 1, green: 0, blue: 0), RGBColor(red: 0.2, green: 0.6, blue: 0.3),
        RGBColor(red: 1, green: 1, blue: 0.5), RGBColor(red: 0.1, green: 0.1, blue: 0.4),
        RGBColor(white: 0.5),
    ]

    @Test(
        "Hue modes rotate in OKLCH by the stated angles",
        arguments: ColorScheme.Mode.allCases.filter { $0 != .monochrome })
    func hueRotations(_ mode: ColorScheme.Mode) throws {
        let expected: [ColorScheme.Mode: [Double]] = [
            .complementary: [0, 180], .analogous: [0, -30, 30], .triadic: [0, 120, 240],
            .splitComplementary: [0, 150, 210], .tetradic: [0, 90, 180, 270],
        ]
        let base = RGBColor(red: 0.4, green: 0.5, blue: 0.6)  // low chroma: every rotation stays in gamut
        let scheme = ColorScheme(base: base, mode: mode)
        let angles = try #require(expected[mode])
        #expect(scheme.colors.count == angles.count)
        let baseHue = base.oklch.hue
        for (color, angle) in zip(scheme.colors, angles) {
            var delta = abs(color.oklch.hue - ColorMath.normalizeHue(baseHue + angle))
            delta = min(delta, 360 - delta)
            #expect(delta < 0.01, "\(mode) \(angle)° landed \(delta)° off")
            #expect(abs(color.oklch.lightness - base.oklch.lightness) < 1e-6)
        }
    }

    @Test("Every scheme color is displayable", arguments: ColorScheme.Mode.allCases)
    func inGamut(_ mode: ColorScheme.Mode) {
        for base in Self.bases {
            for color in ColorScheme(base: base, mode: mode).colors {
                #expect(color.isInGamut, "\(mode) of \(base.hex) gave \(color)")
            }
        }
    }

    @Test func monochromeRunsDarkToLightAroundTheBase() throws {
        let base = RGBColor(red: 0.2, green: 0.6, blue: 0.3)
        let colors = ColorScheme(base: base, mode: .monochrome).colors
        try #require(colors.count == 5)
        #expect(colors[2].hex == base.hex)
        let levels = colors.map(\.oklch.lightness)
        #expect(levels == levels.sorted())
        #expect(Set(colors.map(\.hex)).count == 5)
    }

    @Test func gamutMappingKeepsLightnessAndHue() {
        let vivid = OKLCH(lightness: 0.7, chroma: 0.4, hue: 150)
        #expect(!vivid.rgbColor.isInGamut)
        let mapped = GamutMapping.toSRGB(vivid)
        #expect(mapped.isInGamut)
        #expect(abs(mapped.oklch.lightness - 0.7) < 0.02)
        // The final clip may move the color up to one just-noticeable difference (ΔEOK 0.02).
        let reduced = OKLCH(lightness: 0.7, chroma: mapped.oklch.chroma, hue: 150)
        #expect(OKLab(mapped).distance(to: reduced.oklab) < 0.02)
        #expect(mapped.oklch.chroma < 0.4)
        #expect(GamutMapping.toSRGB(OKLCH(lightness: 1.2, chroma: 0.1, hue: 20)) == RGBColor(white: 1))
        let inside = RGBColor(red: 0.3, green: 0.4, blue: 0.5)
        #expect(GamutMapping.toSRGB(inside) == inside)
    }
}
