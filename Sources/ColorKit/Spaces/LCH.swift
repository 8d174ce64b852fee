/// CIE LCH: lightness, chroma and hue, the polar form of ``Lab`` (D50).
public struct LCH: ColorSpaceValue {
    /// Lightness, 0…100.
    public var lightness: Double
    /// Chroma, 0 upward (about 150 for the most vivid colors).
    public var chroma: Double
    /// Hue in degrees, 0…360; 0 for achromatic colors.
    public var hue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates an LCH value.
    public init(lightness: Double, chroma: Double, hue: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
        self.alpha = alpha
    }

    /// Converts from sRGB.
    public init(_ color: RGBColor) {
        self.init(Lab(color))
    }

    /// Converts from Lab.
    public init(_ lab: Lab) {
        let polar = ColorMath.polar(a: lab.a, b: lab.b)
        self.init(lightness: lab.lightness, chroma: polar.chroma, hue: polar.hue, alpha: lab.alpha)
    }

    /// The same color in Lab.
    public var lab: Lab {
        let ab = ColorMath.rectangular(chroma: chroma, hue: hue)
        return Lab(lightness: lightness, a: ab.a, b: ab.b, alpha: alpha)
    }

    /// The same color in sRGB.
    public var rgbColor: RGBColor { lab.rgbColor }
}
