import Foundation
import Testing

@testable import ColorKit

@Suite("Color-vision deficiency simulation")
struct ColorVisionSimulationTests {
    struct Case: Decodable {
        let srgb: [Double]
        let deficiency: String
        let severity: Double
        let linear: [Double]
        let expected: [Double]
    }

    struct File: Decodable {
        let cases: [Case]
    }

    @Test("Agrees with coloraide's filters on 720 cases (Viénot at full severity, Machado below)")
    func againstColoraide() throws {
        let url = try #require(
            Bundle.module.url(forResource: "cvd", withExtension: "json", subdirectory: "Fixtures"))
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        #expect(file.cases.count == 720)
        var worst = 0.0
        for item in file.cases {
            let deficiency = try #require(ColorVisionDeficiency(rawValue: item.deficiency))
            let seen = ColorVisionSimulation.simulateLinear(
                SIMD3(item.linear[0], item.linear[1], item.linear[2]), deficiency, severity: item.severity)
            for channel in 0..<3 { worst = max(worst, abs(seen[channel] - item.expected[channel])) }
        }
        #expect(worst < 1e-9, "largest difference \(worst)")
    }

    @Test func dichromatsKeepNeutralsAndTheirAnchor() {
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
