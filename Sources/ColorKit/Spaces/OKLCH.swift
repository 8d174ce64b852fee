/// OKLCH: lightness, chroma and hue, the polar form of ``OKLab``; the space schemes rotate in.
public struct OKLCH: ColorSpaceValue {
    /// Perceptual lightness, 0…1.
    public var lightness: Double
    /// Chroma, 0 upward (about 0.37 for the most vivid sRGB colors).
    public var chroma: Double
    /// Hue in degrees, 0…360; 0 for achromatic colors.
    public var hue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates an OKLCH value.
    public init(lightness: Double, chroma: Double, hue: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
        self.alpha = alpha
    }

    /// Converts from sRGB.
    public init(_ color: RGBColor) {
        self.init(OKLab(color))
    }

    /// Converts from OKLab.
    public init(_ lab: OKLab) {
        let polar = ColorMath.polar(a: lab.a, b: lab.b)
        self.init(lightness: lab.lightness, chroma: polar.chroma, hue: polar.hue, alpha: lab.alpha)
    }

    /// The same color in OKLab.
    public var oklab: OKLab {
        let ab = ColorMath.rectangular(chroma: chroma, hue: hue)
        return OKLab(lightness: lightness, a: ab.a, b: ab.b, alpha: alpha)
    }

    /// The same color in sRGB.
    public var rgbColor: RGBColor { oklab.rgbColor }
}
