/// sRGB's hexagonal hue spaces, hsb, hsl and hwb: the one place their conversions are computed,
/// for the space structs and ``CSSColor`` alike (CSS Color 4's algorithms).
///
/// Components are in CSS units: hue in degrees, the rest in percent. A hue that
/// ``MissingHue`` finds missing is NaN.
enum Hexcone {
    /// The hue, in degrees 0..<360, of gamma-encoded sRGB; NaN for a grey (no chroma), whose hue
    /// is missing under every ``MissingHue`` rule.
    static func hue(red r: Double, green g: Double, blue b: Double) -> Double {
        let maximum = max(r, g, b)
        let chroma = maximum - min(r, g, b)
        guard chroma > 0 else { return .nan }
        let sector: Double
        if maximum == r {
            sector = (g - b) / chroma
        } else if maximum == g {
            sector = (b - r) / chroma + 2
        } else {
            sector = (r - g) / chroma + 4
        }
        return ColorMath.normalizeHue(sector * 60)
    }

    /// sRGB as hue, saturation and lightness.
    ///
    /// Far outside the gamut (lightness beyond 0…1) the saturation comes out negative: that is
    /// the same color with the hue turned half way, which is what this returns, so even such a
    /// color round-trips.
    static func hsl(fromSRGB rgb: SIMD3<Double>, missingHue rule: MissingHue) -> SIMD3<Double> {
        let high = max(rgb.x, rgb.y, rgb.z)
        let low = min(rgb.x, rgb.y, rgb.z)
        let lightness = (high + low) / 2
        var hue = hue(red: rgb.x, green: rgb.y, blue: rgb.z)
        var saturation =
            hue.isNaN || lightness == 0 || lightness == 1
            ? 0 : (high - lightness) / min(lightness, 1 - lightness)
        if saturation < 0 {
            saturation = -saturation
            hue = ColorMath.normalizeHue(hue + 180)
        }
        return rule.greyed(SIMD3(hue, saturation * 100, lightness * 100), in: .hsl)
    }

    /// sRGB as hue, whiteness and blackness.
    static func hwb(fromSRGB rgb: SIMD3<Double>, missingHue rule: MissingHue) -> SIMD3<Double> {
        let hue = hue(red: rgb.x, green: rgb.y, blue: rgb.z)
        let white = min(rgb.x, rgb.y, rgb.z)
        let black = 1 - max(rgb.x, rgb.y, rgb.z)
        return rule.greyed(SIMD3(hue, white * 100, black * 100), in: .hwb)
    }

    /// Hue, saturation and lightness as gamma-encoded sRGB; a missing hue counts as 0.
    static func srgb(fromHSL c: SIMD3<Double>) -> SIMD3<Double> {
        let h = ColorMath.normalizeHue(c.x)
        let s = c.y / 100
        let l = c.z / 100
        let amount = s * min(l, 1 - l)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return l - amount * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    /// Hue, whiteness and blackness as gamma-encoded sRGB; whiteness plus blackness of 100 % or
    /// more is a grey.
    static func srgb(fromHWB c: SIMD3<Double>) -> SIMD3<Double> {
        let white = c.y / 100
        let black = c.z / 100
        if white + black >= 1 {
            return SIMD3(repeating: white / (white + black))
        }
        return srgb(fromHSL: SIMD3(c.x, 100, 50)) * (1 - white - black) + white
    }

    /// sRGB as hsl or hwb.
    static func components(fromSRGB rgb: SIMD3<Double>, in space: CSSColorSpace, missingHue rule: MissingHue)
        -> SIMD3<Double>
    {
        space == .hwb ? hwb(fromSRGB: rgb, missingHue: rule) : hsl(fromSRGB: rgb, missingHue: rule)
    }

    /// hsl or hwb as sRGB.
    static func srgb(from c: SIMD3<Double>, in space: CSSColorSpace) -> SIMD3<Double> {
        space == .hwb ? srgb(fromHWB: c) : srgb(fromHSL: c)
    }
}
