import TestSupport
import Testing

@testable import ColorKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Cube roots for name queries", .offPool)
struct ColorMathCubeRootsTests {
    @Test("Within a unit or two in the last place of libm's cbrt, across magnitudes")
    func agreeWithCbrt() {
        var generator = SeededGenerator(seed: 31)
        var worst = 0.0
        for _ in 0..<20_000 {
            // Any magnitude, on the fast path (2^±600) or not, and the range of LMS values.
            let values = SIMD3(
                Double(
                    sign: .plus, exponent: Int(generator.next() % 2040) - 1020,
                    significand: 1 + generator.unit()),
                generator.unit(), generator.unit() * 1e-4)
            let roots = ColorMath.cubeRoots(values)
            for lane in 0..<3 {
                let expected = cbrt(values[lane])
                worst = max(worst, abs(roots[lane] - expected) / expected.ulp)
            }
        }
        // The fast roots are within one unit of exact, libm's within three (measured).
        #expect(worst <= 4)
    }

    @Test("Zero, negative, subnormal, infinite and NaN values take libm's path")
    func edgeValues() {
        let values: [SIMD3<Double>] = [
            SIMD3(0, 1, 8), SIMD3(-8, 27, 1), SIMD3(.leastNonzeroMagnitude, 1, 1),
            SIMD3(.infinity, 1, 1), SIMD3(1, 0x1p1020, 1), SIMD3(1, 1, 0x1p-1000),
        ]
        for value in values {
            #expect(
                ColorMath.cubeRoots(value) == SIMD3(cbrt(value.x), cbrt(value.y), cbrt(value.z)), "\(value)")
        }
        #expect(ColorMath.cubeRoots(SIMD3(.nan, 1, 1)).x.isNaN)
        #expect(ColorMath.cubeRoots(SIMD3(27, 64, 0.125)) == SIMD3(3, 4, 0.5))
    }
}
