import TestSupport
import Testing

@testable import ColorKit

@Suite("OKLab for name queries", .offPool)
struct OKLabQueryConversionTests {
    @Test("Matches OKLab(_:) to a few units in the last place, for 8-bit and other colors")
    func matchesOKLab() {
        let conversion = OKLabQueryConversion()
        var generator = SeededGenerator(seed: 12)
        var colors = (0...255).map { RGBColor(RGB8(red: UInt8($0), green: UInt8($0), blue: UInt8($0))) }
        for _ in 0..<5000 {
            colors.append(RGBColor(RGB8(rgb: UInt32(truncatingIfNeeded: generator.next() >> 40))))
            // Off the 8-bit levels, and outside the gamut, where linearization computes.
            colors.append(
                RGBColor(
                    red: generator.unit() * 1.4 - 0.2, green: generator.unit() * 1.4 - 0.2,
                    blue: generator.unit() * 1.4 - 0.2))
        }
        for color in colors {
            // Roots within four units of each other (about 1e-15), through a matrix whose rows
            // sum to at most 4.9 in magnitude.
            let difference = conversion.vector(for: color) - OKLab(color).components
            let largest = max(abs(difference.x), abs(difference.y), abs(difference.z))
            #expect(largest < 1e-14, "\(color)")
        }
        #expect(conversion.vector(for: RGBColor(white: 0)) == OKLab(RGBColor(white: 0)).components)
    }
}
