#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// APCA lightness contrast (Lc), the perceptual contrast measure drafted for WCAG 3.
///
/// Implements APCA-W3 version 0.0.98G-4g from its published formula and constants. Unlike the
/// WCAG 2 ratio it is signed and not symmetric: positive for dark text on a light background,
/// negative for light text on a dark one, and the same pair swapped gives a different value,
/// because light text on dark reads differently from dark text on light.
public enum APCA {
    /// The version of the constants below.
    public static let version = "0.0.98G-4g"

    static let mainTRC = 2.4
    static let coefficients = (red: 0.212_672_9, green: 0.715_152_2, blue: 0.072_175_0)
    static let normBackground = 0.56
    static let normText = 0.57
    static let reverseText = 0.62
    static let reverseBackground = 0.65
    static let blackThreshold = 0.022
    static let blackClamp = 1.414
    static let scale = 1.14
    static let offset = 0.027
    static let deltaYMinimum = 0.0005
    static let lowClip = 0.1

    /// The screen luminance APCA uses: a plain 2.4 power per channel, with near-black lifted
    /// (the "soft clamp") so that flare on real screens is accounted for.
    public static func luminance(_ color: RGBColor) -> Double {
        let c = color.clamped
        let y =
            coefficients.red * pow(c.red, mainTRC) + coefficients.green * pow(c.green, mainTRC)
            + coefficients.blue * pow(c.blue, mainTRC)
        return y < blackThreshold ? y + pow(blackThreshold - y, blackClamp) : y
    }

    /// The coefficients APCA gives a Display P3 screen's channels (its own 2.4 power applies).
    static let displayP3Coefficients = (
        red: 0.228_982_959_480_578_0, green: 0.691_749_262_585_238_0, blue: 0.079_267_777_934_182_9
    )

    /// The screen luminance of a color on a Display P3 screen: its P3 channels (0…1) through
    /// APCA's 2.4 power and P3 coefficients, near-black lifted as for sRGB.
    public static func luminance(displayP3 channels: SIMD3<Double>) -> Double {
        let c = SIMD3(channels.x.clamped01, channels.y.clamped01, channels.z.clamped01)
        let y =
            displayP3Coefficients.red * pow(c.x, mainTRC) + displayP3Coefficients.green * pow(c.y, mainTRC)
            + displayP3Coefficients.blue * pow(c.z, mainTRC)
        return y < blackThreshold ? y + pow(blackThreshold - y, blackClamp) : y
    }

    /// Lc of `text` on `background`, about −108…106; 0 when they are too close to tell.
    ///
    /// Alpha is ignored: composite translucent text onto its background first.
    public static func contrast(text: RGBColor, background: RGBColor) -> Double {
        contrast(textLuminance: luminance(text), backgroundLuminance: luminance(background))
    }

    /// Lc from two screen luminances (``luminance(_:)`` or ``luminance(displayP3:)``).
    public static func contrast(textLuminance yText: Double, backgroundLuminance yBackground: Double)
        -> Double
    {
        guard abs(yBackground - yText) >= deltaYMinimum else { return 0 }
        if yBackground > yText {
            let sapc = (pow(yBackground, normBackground) - pow(yText, normText)) * scale
            return sapc < lowClip ? 0 : (sapc - offset) * 100
        }
        let sapc = (pow(yBackground, reverseBackground) - pow(yText, reverseText)) * scale
        return sapc > -lowClip ? 0 : (sapc + offset) * 100
    }
}
