/// Hue, saturation and lightness as CSS `hsl()` uses them: 0…360°, 0…100 %, 0…100 %.
public struct HSL: ColorSpaceValue {
    /// Hue in degrees, 0…360.
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

    /// Converts from sRGB; achromatic colors get hue 0.
    public init(_ color: RGBColor) {
        let (r, g, b) = (color.red, color.green, color.blue)
        let maximum = max(r, g, b)
        let minimum = min(r, g, b)
        let chroma = maximum - minimum
        let l = (maximum + minimum) / 2
        var hue = HSB.hue(red: r, green: g, blue: b, maximum: maximum, chroma: chroma)
        var s = (l <= 0 || l >= 1) ? 0 : (maximum - l) / min(l, 1 - l)
        // Out-of-gamut colors can yield negative saturation; CSS Color 4 turns the hue instead.
        if s < 0 {
            s = -s
            hue = ColorMath.normalizeHue(hue + 180)
        }
        self.init(hue: hue, saturation: s * 100, lightness: l * 100, alpha: color.alpha)
    }

    /// The same color in sRGB.
    public var rgbColor: RGBColor {
        let s = saturation / 100
        let l = lightness / 100
        let h = ColorMath.normalizeHue(hue) / 30
        let amount = s * min(l, 1 - l)
        func channel(_ n: Double) -> Double {
            let k = (n + h).truncatingRemainder(dividingBy: 12)
            return l - amount * max(-1, min(k - 3, 9 - k, 1))
        }
        return RGBColor(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }
}
