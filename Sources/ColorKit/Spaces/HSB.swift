/// Hue, saturation and brightness (HSV), in the app's ranges: 0…360°, 0…100 %, 0…100 %.
public struct HSB: ColorSpaceValue {
    /// Hue in degrees, 0…360.
    public var hue: Double
    /// Saturation in percent, 0…100.
    public var saturation: Double
    /// Brightness (value) in percent, 0…100.
    public var brightness: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates an HSB value; nothing is clamped.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        self.hue = hue
        self.saturation = saturation
        self.brightness = brightness
        self.alpha = alpha
    }

    /// Converts from sRGB; a grey's hue, which is missing (``MissingHue/exact``), is 0.
    public init(_ color: RGBColor) {
        let (r, g, b) = (color.red, color.green, color.blue)
        let maximum = max(r, g, b)
        let chroma = maximum - min(r, g, b)
        self.init(
            hue: MissingHue.number(Hexcone.hue(red: r, green: g, blue: b)),
            saturation: maximum == 0 ? 0 : chroma / maximum * 100,
            brightness: maximum * 100, alpha: color.alpha)
    }

    /// The same color in sRGB.
    ///
    /// Inlinable, so a caller's loop over many colors compiles as one piece, as the C reference
    /// in the benchmarks does.
    @inlinable
    public var rgbColor: RGBColor {
        let value = brightness / 100
        let s = saturation / 100
        let h = ColorMath.normalizeHue(hue) / 60
        @inline(__always)
        func channel(_ n: Double) -> Double {
            let k = (n + h).truncatingRemainder(dividingBy: 6)
            return value - value * s * max(0, min(min(k, 4 - k), 1))
        }
        return RGBColor(red: channel(5), green: channel(3), blue: channel(1), alpha: alpha)
    }
}
