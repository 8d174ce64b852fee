/// Hue, saturation and lightness as CSS `hsl()` uses them: 0…360°, 0…100 %, 0…100 %.
///
/// A color far enough outside the gamut to have a negative saturation gets the positive one and
/// the opposite hue, as CSS Color 4 does, so it round-trips.
public struct HSL: HexconeSpace {
    /// Hue in degrees, 0…360; 0 for a grey, whose hue is missing.
    public var hue: Double
    /// Saturation in percent, 0…100.
    public var saturation: Double
    /// Lightness in percent, 0…100.
    public var lightness: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates an HSL value; nothing is clamped.
    public init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
        self.hue = hue
        self.saturation = saturation
        self.lightness = lightness
        self.alpha = alpha
    }

    /// `hsl`.
    public static var cssSpace: CSSColorSpace { .hsl }

    /// Hue, saturation and lightness.
    public var cssComponents: SIMD3<Double> { SIMD3(hue, saturation, lightness) }

    /// Creates a value from hue, saturation and lightness.
    public init(cssComponents c: SIMD3<Double>, alpha: Double) {
        self.init(hue: c.x, saturation: c.y, lightness: c.z, alpha: alpha)
    }
}
