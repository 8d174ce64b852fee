/// Hue, whiteness and blackness as CSS `hwb()` uses them: 0…360°, 0…100 %, 0…100 %.
///
/// Whiteness plus blackness of 100 % or more is a grey.
public struct HWB: HexconeSpace {
    /// Hue in degrees, 0…360; 0 for a grey, whose hue is missing.
    public var hue: Double
    /// Whiteness in percent, 0…100.
    public var whiteness: Double
    /// Blackness in percent, 0…100.
    public var blackness: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates an HWB value; nothing is clamped.
    public init(hue: Double, whiteness: Double, blackness: Double, alpha: Double = 1) {
        self.hue = hue
        self.whiteness = whiteness
        self.blackness = blackness
        self.alpha = alpha
    }

    /// `hwb`.
    public static var cssSpace: CSSColorSpace { .hwb }

    /// Hue, whiteness and blackness.
    public var cssComponents: SIMD3<Double> { SIMD3(hue, whiteness, blackness) }

    /// Creates a value from hue, whiteness and blackness.
    public init(cssComponents c: SIMD3<Double>, alpha: Double) {
        self.init(hue: c.x, whiteness: c.y, blackness: c.z, alpha: alpha)
    }
}
