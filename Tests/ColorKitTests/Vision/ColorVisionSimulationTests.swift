import Foundation
import TestSupport
import Testing

@testable import ColorKit

@Suite("Color-vision deficiency simulation", .offPool)
struct ColorVisionSimulationTests {
    struct Case: Decodable {
        let srgb: [Double]
        let deficiency: String
        let severity: Double
        let method: String
        let linear: [Double]
        let expected: [Double]
    }

    struct File: Decodable {
        let cases: [Case]
    }

    /// Viénot and Machado are fixed published matrices, so they agree to rounding. Brettel's
    /// wings are derived here from the anchors' CIE 1931 values; coloraide ships wings derived
    /// with a slightly different XYZ-to-sRGB matrix, and the planes are steep enough in LMS that
    /// this moves results by a few ten-thousandths of linear sRGB (far below one 8-bit step at
    /// any level a swatch shows; ΔEOK 0.0003 at most over 2,000 random colors).
    static let tolerance = ["vienot": 1e-9, "machado": 1e-9, "brettel": 1e-3]

    @Test("Agrees with coloraide's default filters on 720 cases (Viénot, Machado, Brettel)")
    func againstColoraide() throws {
        let url = try #require(
            Bundle.module.url(forResource: "cvd", withExtension: "json", subdirectory: "Fixtures"))
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        #expect(file.cases.count == 720)
        #expect(Set(file.cases.map(\.method)) == ["vienot", "machado", "brettel"])
        var worst: [String: Double] = [:]
        for item in file.cases {
            let deficiency = try #require(ColorVisionDeficiency(rawValue: item.deficiency))
            let seen = ColorVisionSimulation.simulateLinear(
                SIMD3(item.linear[0], item.linear[1], item.linear[2]), deficiency, severity: item.severity)
            for channel in 0..<3 {
                worst[item.method] = max(worst[item.method] ?? 0, abs(seen[channel] - item.expected[channel]))
            }
        }
        for (method, difference) in worst {
            #expect(difference < Self.tolerance[method] ?? 0, "\(method): largest difference \(difference)")
        }
    }

    @Test func tritanopiaKeepsItsAnchorsAndIsContinuousInSeverity() {
        // The 485 nm and 660 nm lights are seen as a typical observer sees them (they lie outside
        // sRGB, which linear arithmetic does not mind).
        for xyz in [SIMD3(0.057_95, 0.1693, 0.6162), SIMD3(0.1649, 0.061, 0)] {
            let rgb = ColorMath.xyzToLinearSRGB.apply(xyz)
            let seen = BrettelDichromacy.tritanopia.apply(rgb)
            #expect(abs(seen.x - rgb.x) < 1e-12 && abs(seen.y - rgb.y) < 1e-12 && abs(seen.z - rgb.z) < 1e-12)
        }
        // Brettel at every severity, mixed with the color: no jump on the way to 1.
        let color = SIMD3(0.2, 0.5, 0.8)
        let almost = ColorVisionSimulation.simulateLinear(color, .tritan, severity: 0.999)
        let full = ColorVisionSimulation.simulateLinear(color, .tritan, severity: 1)
        let gap = almost - full
        #expect(max(abs(gap.x), abs(gap.y), abs(gap.z)) < 1e-3)
        // Blue and green, which tritanopes confuse, come much closer together.
        let blue = RGBColor(red: 0, green: 0.4, blue: 0.9)
        let green = RGBColor(red: 0, green: 0.6, blue: 0.4)
        #expect(
            ColorDifference.deltaEOK(
                ColorVisionSimulation.simulate(blue, .tritan), ColorVisionSimulation.simulate(green, .tritan))
                < ColorDifference.deltaEOK(blue, green) / 2)
    }

    /// Protan and deutan switch from Machado to Viénot at severity 1, as coloraide does; the
    /// documentation gives the step's size (0.23 in linear sRGB at most, for pure blue, deutan).
    @Test func protanAndDeutanStepOnlySlightlyAtFullSeverity() {
        var largest = 0.0
        for deficiency in [ColorVisionDeficiency.protan, .deutan] {
            for color in [SIMD3(1.0, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1), SIMD3(0.8, 0.3, 0.1)] {
                let almost = ColorVisionSimulation.simulateLinear(color, deficiency, severity: 0.999_999)
                let full = ColorVisionSimulation.simulateLinear(color, deficiency, severity: 1)
                let gap = almost - full
                largest = max(largest, abs(gap.x), abs(gap.y), abs(gap.z))
            }
        }
        #expect(largest > 0.2 && largest < 0.23, "step \(largest)")
    }

    @Test func displayableViewsAreGamutMappedNotClipped() {
        // Machado's strong protanomaly sends pure red outside sRGB (a negative blue).
        let red = RGBColor(red: 1, green: 0, blue: 0)
        let raw = ColorVisionSimulation.simulate(red, .protan, severity: 0.8)
        #expect(!raw.isInGamut)
        let shown = ColorVisionSimulation.displayable(red, .protan, severity: 0.8)
        #expect(shown.isInGamut)
        #expect(shown == GamutMapping.toSRGB(raw))
        // Lightness is kept, which clipping would not promise.
        #expect(abs(OKLCH(shown).lightness - OKLCH(raw).lightness) < 0.01)
    }

    @Test func dichromatsKeepNeutralsAndTheirAnchor() {
        // For every model white and grays stay put: the neutral axis is on every plane.
        for deficiency in [ColorVisionDeficiency.protan, .deutan, .tritan] {
            for gray in [0.0, 0.2, 0.5, 1.0] {
                let seen = ColorVisionSimulation.simulateLinear(SIMD3(repeating: gray), deficiency)
                #expect(
                    abs(seen.x - gray) < 1e-12 && abs(seen.y - gray) < 1e-12 && abs(seen.z - gray) < 1e-12)
            }
        }
        let blue = ColorVisionSimulation.simulateLinear(SIMD3(0, 0, 1), .protan)
        #expect(abs(blue.z - 1) < 1e-12 && abs(blue.x) < 1e-12)
        // Protanopes and deuteranopes confuse red and green: both land on one yellow-brown line.
        let red = ColorVisionSimulation.simulate(RGBColor(red: 1, green: 0, blue: 0), .deutan)
        let green = ColorVisionSimulation.simulate(RGBColor(red: 0, green: 0.5, blue: 0), .deutan)
        #expect(
            ColorDifference.deltaEOK(red, green) < ColorDifference.deltaEOK(
                RGBColor(red: 1, green: 0, blue: 0), RGBColor(red: 0, green: 0.5, blue: 0)) / 2)
    }

    @Test func achromatopsiaKeepsLuminanceOnly() {
        let color = RGBColor(red: 0.8, green: 0.3, blue: 0.1, alpha: 0.5)
        let seen = ColorVisionSimulation.simulate(color, .achroma)
        #expect(abs(seen.red - seen.green) < 1e-12 && abs(seen.green - seen.blue) < 1e-12)
        // WCAG rounds the luminance coefficients to four places; the simulation uses sRGB's own.
        #expect(abs(Contrast.relativeLuminance(seen) - Contrast.relativeLuminance(color)) < 1e-4)
        #expect(seen.alpha == 0.5)
        let half = ColorVisionSimulation.simulate(color, .achroma, severity: 0.5)
        #expect(half.red < color.red && half.red > seen.red)
    }

    @Test func severityIsClampedAndZeroIsIdentity() {
        let color = SIMD3(0.3, 0.6, 0.1)
        for deficiency in ColorVisionDeficiency.allCases {
            #expect(ColorVisionSimulation.simulateLinear(color, deficiency, severity: 0) == color)
            #expect(ColorVisionSimulation.simulateLinear(color, deficiency, severity: -3) == color)
            #expect(ColorVisionSimulation.simulateLinear(color, deficiency, severity: .nan) == color)
            #expect(
                ColorVisionSimulation.simulateLinear(color, deficiency, severity: 7)
                    == ColorVisionSimulation.simulateLinear(color, deficiency, severity: 1))
        }
    }
}
