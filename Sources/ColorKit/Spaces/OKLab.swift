#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// OKLab, a perceptual space in which Euclidean distance tracks perceived difference.
public struct OKLab: ColorSpaceValue {
    /// Perceptual lightness, 0…1.
    public var lightness: Double
    /// Green (negative) to red (positive), roughly ±0.4.
    public var a: Double
    /// Blue (negative) to yellow (positive), roughly ±0.4.
    public var b: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates an OKLab value.
    public init(lightness: Double, a: Double, b: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.a = a
        self.b = b
        self.alpha = alpha
    }

    /// Converts from sRGB.
    public init(_ color: RGBColor) {
        self.init(linear: LinearRGB(color))
    }

    /// Converts from linear sRGB, the path the name index uses for speed.
    public init(linear: LinearRGB) {
        let lms = ColorMath.linearSRGBToLMS.apply(linear.vector)
        let lab = ColorMath.lmsToOKLab.apply(SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z)))
        self.init(lightness: lab.x, a: lab.y, b: lab.z, alpha: linear.alpha)
    }

    /// The same color in sRGB.
    public var rgbColor: RGBColor {
        let roots = ColorMath.okLabToLMS.apply(vector)
        let lms = roots * roots * roots
        return LinearRGB(ColorMath.lmsToLinearSRGB.apply(lms), alpha: alpha).rgbColor
    }

    /// The Euclidean distance to another OKLab color (ΔEOK), ignoring alpha.
    public func distance(to other: OKLab) -> Double {
        let d = vector - other.vector
        return (d * d).sum().squareRoot()
    }

    var vector: SIMD3<Double> { SIMD3(lightness, a, b) }
}
