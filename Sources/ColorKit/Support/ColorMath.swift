#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The constants and transfer functions shared by the space conversions (CSS Color 4 values).
@usableFromInline
enum ColorMath {
    /// Linear sRGB to CIE XYZ (D65), from the sRGB primaries as rational numbers.
    static let linearSRGBToXYZ = Matrix3(
        SIMD3(506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218),
        SIMD3(87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545),
        SIMD3(7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270))
    static let xyzToLinearSRGB = linearSRGBToXYZ.inverse

    /// Bradford chromatic adaptation D65 → D50, as CSS Color 4 publishes it.
    static let d65ToD50 = Matrix3(
        SIMD3(1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        SIMD3(0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        SIMD3(-0.009243040646204504, 0.015055191490298152, 0.7518742814281371))
    static let d50ToD65 = d65ToD50.inverse

    /// Reference whites, from their xy chromaticities with Y = 1.
    static let d65White = white(x: 0.3127, y: 0.3290)
    static let d50White = white(x: 0.3457, y: 0.3585)

    /// OKLab's M1 (XYZ D65 → LMS) and M2 (cone responses → Lab), as CSS Color 4 publishes them.
    static let xyzToLMS = Matrix3(
        SIMD3(0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        SIMD3(0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        SIMD3(0.0481771893596242, 0.2642395317527308, 0.6335478284694309))
    static let lmsToOKLab = Matrix3(
        SIMD3(0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        SIMD3(1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        SIMD3(0.0259040424655478, 0.7827717124575296, -0.8086757549230774))
    static let linearSRGBToLMS = xyzToLMS * linearSRGBToXYZ
    static let lmsToLinearSRGB = linearSRGBToLMS.inverse
    static let okLabToLMS = lmsToOKLab.inverse
    static let lmsToXYZ = xyzToLMS.inverse

    /// CIE Lab's ε and κ as exact rationals, which avoids the discontinuity of the rounded values.
    static let labEpsilon = 216.0 / 24389
    static let labKappa = 24389.0 / 27

    static func white(x: Double, y: Double) -> SIMD3<Double> {
        SIMD3(x / y, 1, (1 - x - y) / y)
    }

    /// The 256 8-bit levels and their linear values, so hex colors skip `pow` entirely.
    static let eightBitLevels: [Double] = (0...255).map { Double($0) / 255 }
    static let eightBitLinear: [Double] = eightBitLevels.map(computeLinear)

    /// sRGB's transfer function, extended to negative values by symmetry (CSS Color 4).
    ///
    /// Values that are exactly an 8-bit level (every hex color) come from a table computed with
    /// the same formula, so the result is bit-identical either way, just without the `pow`.
    @inline(__always)
    static func linearize(_ value: Double) -> Double {
        if value >= 0 && value <= 1 {
            let level = Int(value * 255 + 0.5)
            if eightBitLevels[level] == value { return eightBitLinear[level] }
        }
        return computeLinear(value)
    }

    static func computeLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 0.04045 { return value / 12.92 }
        let result = pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -result : result
    }

    /// The inverse of ``linearize(_:)``.
    @inline(__always)
    static func gammaEncode(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 0.0031308 { return value * 12.92 }
        let result = 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -result : result
    }

    /// A hue in degrees, normalized into 0..<360.
    @inlinable @inline(__always)
    static func normalizeHue(_ degrees: Double) -> Double {
        guard degrees.isFinite else { return 0 }
        let wrapped = degrees.truncatingRemainder(dividingBy: 360)
        let positive = wrapped < 0 ? wrapped + 360 : wrapped
        return positive >= 360 ? 0 : positive
    }

    static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    /// Lightness, a and b as lightness, chroma and hue (degrees, 0..<360): the one polar
    /// conversion, for LCH and OKLCH. A hue that `rule` finds missing is NaN, its chroma 0.
    static func polar(_ c: SIMD3<Double>, missingHue rule: MissingHue, in space: CSSColorSpace)
        -> SIMD3<Double>
    {
        let chroma = (c.y * c.y + c.z * c.z).squareRoot()
        let hue = normalizeHue(degrees(atan2(c.z, c.y)))
        return rule.greyed(SIMD3(c.x, chroma, hue), in: space)
    }

    /// The inverse of ``polar(_:missingHue:in:)``; a missing hue counts as 0.
    static func rectangular(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let ab = rectangular(chroma: c.y, hue: c.z.isNaN ? 0 : c.z)
        return SIMD3(c.x, ab.a, ab.b)
    }

    /// The (a, b) pair of a chroma and a hue in degrees.
    static func rectangular(chroma: Double, hue: Double) -> (a: Double, b: Double) {
        let angle = radians(hue)
        return (chroma * cos(angle), chroma * sin(angle))
    }
}
