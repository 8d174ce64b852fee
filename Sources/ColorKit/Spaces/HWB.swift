/// Hue, whiteness and blackness as CSS `hwb()` uses them: 0…360°, 0…100 %, 0…100 %.
public struct HWB: ColorSpaceValue {
    /// Hue in degrees, 0…360.
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

    /// Converts from sRGB; achromatic colors get hue 0.
    public init(_ color: RGBColor) {
        let hsb = HSB(color)
        self.init(
            hue: hsb.hue, whiteness: min(color.red, color.green, color.blue) * 100,
            blackness: (1 - max(color.red, color.green, color.blue)) * 100, alpha: color.alpha)
    }

    /// The same color in sRGB; whiteness plus blackness of 100 % or more is a grey.
    public var rgbColor: RGBColor {
        let w = whiteness / 100
        let b = blackness / 100
        if w + b >= 1 {
            return RGBColor(white: w / (w + b), alpha: alpha)
        }
        let pure = HSB(hue: hue, saturation: 100, brightness: 100).rgbColor
        let scale = 1 - w - b
        return RGBColor(
            red: pure.red * scale + w, green: pure.green * scale + w, blue: pure.blue * scale + w,
            alpha: alpha)
    }
}
