#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// OKLab, a perceptual space in which Euclidean distance tracks perceived difference.
public struct OKLab: OpponentSpace {
    /// Perceptual lightness (0…1), then a and b (green–red and blue–yellow, roughly ±0.4).
    public var components: SIMD3<Double>
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a value from lightness, a and b.
    public init(_ components: SIMD3<Double>, alpha: Double) {
        self.components = components
        self.alpha = alpha
    }

    /// Converts from sRGB.
    public init(_ color: RGBColor) {
        self.init(linear: LinearRGB(color))
    }

    /// Converts from linear sRGB, the path the name index uses for speed.
    public init(linear: LinearRGB) {
        self.init(lms: ColorMath.linearSRGBToLMS.apply(linear.vector), alpha: linear.alpha)
    }

    /// Converts from XYZ (adapting to D65 first when needed), the path CSS colors take.
    public init(_ xyz: XYZ) {
        self.init(lms: ColorMath.xyzToLMS.apply(xyz.adapted(to: .d65).vector), alpha: xyz.alpha)
    }

    /// The same color in sRGB.
    public var rgbColor: RGBColor {
        LinearRGB(ColorMath.lmsToLinearSRGB.apply(lms), alpha: alpha).rgbColor
    }

    /// The same color as XYZ relative to D65.
    public var xyz: XYZ {
        XYZ(ColorMath.lmsToXYZ.apply(lms), alpha: alpha, whitePoint: .d65)
    }

    /// The Euclidean distance to another OKLab color (ΔEOK), ignoring alpha.
    public func distance(to other: OKLab) -> Double {
        let d = components - other.components
        return (d * d).sum().squareRoot()
    }

    /// From cone responses (LMS), the step every way into OKLab ends with.
    private init(lms: SIMD3<Double>, alpha: Double) {
        let roots = SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z))
        self.init(ColorMath.lmsToOKLab.apply(roots), alpha: alpha)
    }

    /// The cone responses (LMS), the step every way out of OKLab starts with.
    private var lms: SIMD3<Double> {
        let roots = ColorMath.okLabToLMS.apply(components)
        return roots * roots * roots
    }
}
