#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CSSColorSpace {
    /// The definition of an RGB space of `color()`.
    var rgbDefinition: RGBSpaceDefinition? {
        switch self {
        case .srgb: .srgb
        case .srgbLinear: .srgbLinear
        case .displayP3: .displayP3
        case .displayP3Linear: .displayP3Linear
        case .a98RGB: .a98RGB
        case .prophotoRGB: .prophotoRGB
        case .rec2020: .rec2020
        default: nil
        }
    }

    /// This space's components as CIE XYZ relative to D65, the hub every conversion passes.
    func xyzD65(_ c: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .xyzD65: return c
        case .xyzD50: return ColorMath.d50ToD65.apply(c)
        case .hsl: return CSSColorSpace.srgb.xyzD65(Self.srgb(hue: c.x, saturation: c.y, lightness: c.z))
        case .hwb: return CSSColorSpace.srgb.xyzD65(Self.srgb(hue: c.x, whiteness: c.y, blackness: c.z))
        case .lab: return Lab(lightness: c.x, a: c.y, b: c.z).xyz.adapted(to: .d65).vector
        case .lch: return CSSColorSpace.lab.xyzD65(Self.rectangular(c))
        case .oklab:
            let roots = ColorMath.okLabToLMS.apply(c)
            return Self.lmsToXYZ.apply(roots * roots * roots)
        case .oklch: return CSSColorSpace.oklab.xyzD65(Self.rectangular(c))
        default: return rgbDefinition!.xyzD65(c)
        }
    }

    /// XYZ (D65) in this space. A hue that does not matter (no chroma, no saturation) is NaN,
    /// which CSS calls powerless.
    func components(fromD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .xyzD65: return xyz
        case .xyzD50: return ColorMath.d65ToD50.apply(xyz)
        case .hsl: return Self.hsl(CSSColorSpace.srgb.components(fromD65: xyz))
        case .hwb: return Self.hwb(CSSColorSpace.srgb.components(fromD65: xyz))
        case .lab:
            let lab = Lab(XYZ(xyz, alpha: 1, whitePoint: .d65))
            return SIMD3(lab.lightness, lab.a, lab.b)
        case .lch:
            let lab = CSSColorSpace.lab.components(fromD65: xyz)
            return Self.polar(lab, powerlessBelow: Self.lchChromaEpsilon)
        case .oklab:
            let lms = ColorMath.xyzToLMS.apply(xyz)
            return ColorMath.lmsToOKLab.apply(SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z)))
        case .oklch:
            let oklab = CSSColorSpace.oklab.components(fromD65: xyz)
            return Self.polar(oklab, powerlessBelow: Self.oklchChromaEpsilon)
        default: return rgbDefinition!.encoded(fromD65: xyz)
        }
    }

    private static let lmsToXYZ = ColorMath.xyzToLMS.inverse

    /// Components converted from `source` to this space.
    ///
    /// A color whose hue is powerless in `source` converts as the grey it is meant to be, so a
    /// trace of chroma below the threshold does not come out as a tint elsewhere (CSS Color 4,
    /// "Powerless color components", as color-computed-powerless.html checks).
    func components(_ c: SIMD3<Double>, from source: CSSColorSpace) -> SIMD3<Double> {
        if source == self { return c }
        let c = source.achromaticIfPowerless(c)
        if source == .srgb, self == .hsl { return Self.hsl(c) }
        if source == .hsl, self == .srgb { return Self.srgb(hue: c.x, saturation: c.y, lightness: c.z) }
        if source == .hwb, self == .srgb { return Self.srgb(hue: c.x, whiteness: c.y, blackness: c.z) }
        if source == .srgb, self == .hwb { return Self.hwb(c) }
        if source == .lab, self == .lch { return Self.polar(c, powerlessBelow: Self.lchChromaEpsilon) }
        if source == .oklab, self == .oklch { return Self.polar(c, powerlessBelow: Self.oklchChromaEpsilon) }
        if source == .lch, self == .lab { return Self.rectangular(c) }
        if source == .oklch, self == .oklab { return Self.rectangular(c) }
        return components(fromD65: source.xyzD65(c))
    }

    /// A chroma at or below this makes an LCH hue powerless.
    static let lchChromaEpsilon = 0.0015
    /// A chroma at or below this makes an OKLCH hue powerless.
    static let oklchChromaEpsilon = 0.000004
    /// A saturation (in percent) at or below this makes an HSL hue powerless; HWB's whiteness
    /// plus blackness at or above 100 minus this does the same.
    static let hslSaturationEpsilon = 0.001

    /// Whether the hue of these components is powerless: the color is a grey, or so close to one
    /// that the hue cannot be told. Thresholds are CSS Color 4's; a hair of slack absorbs the
    /// float error of the conversion that produced the components.
    func isPowerless(_ c: SIMD3<Double>) -> Bool {
        let slack = 1e-9
        switch self {
        case .hsl: return abs(c.y) <= Self.hslSaturationEpsilon + slack
        case .hwb: return c.y + c.z >= 100 - Self.hslSaturationEpsilon - slack
        case .lch: return c.y <= Self.lchChromaEpsilon
        case .oklch: return c.y <= Self.oklchChromaEpsilon
        default: return false
        }
    }

    /// The components as an exact grey when their hue is powerless: chroma or saturation 0,
    /// and for HWB the whiteness and blackness scaled to add up to 100 as the spec's grey does.
    func achromaticIfPowerless(_ c: SIMD3<Double>) -> SIMD3<Double> {
        guard hueIndex != nil, isPowerless(c) else { return c }
        switch self {
        case .hsl: return SIMD3(c.x, 0, c.z)
        case .hwb:
            let sum = c.y + c.z
            let white = sum == 0 ? 0 : c.y / sum * 100
            return SIMD3(c.x, white, 100 - white)
        default: return SIMD3(c.x, 0, c.z)
        }
    }

    /// Lab to LCH. A hue that the chroma leaves powerless is NaN (missing) and the chroma is then
    /// 0, so arithmetic on it (`calc(c * 1000)`) keeps a grey grey.
    private static func polar(_ c: SIMD3<Double>, powerlessBelow epsilon: Double) -> SIMD3<Double> {
        let chroma = (c.y * c.y + c.z * c.z).squareRoot()
        guard chroma > epsilon else { return SIMD3(c.x, 0, .nan) }
        return SIMD3(c.x, chroma, ColorMath.normalizeHue(ColorMath.degrees(atan2(c.z, c.y))))
    }

    private static func rectangular(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let hue = c.z.isNaN ? 0 : ColorMath.radians(c.z)
        return SIMD3(c.x, c.y * cos(hue), c.y * sin(hue))
    }

    /// sRGB as hue (NaN when there is none), saturation and lightness in percent.
    static func hsl(_ rgb: SIMD3<Double>, turnsNegativeSaturation: Bool = true) -> SIMD3<Double> {
        let high = max(rgb.x, rgb.y, rgb.z)
        let low = min(rgb.x, rgb.y, rgb.z)
        let lightness = (high + low) / 2
        let delta = high - low
        var hue = Double.nan
        var saturation = 0.0
        if delta != 0 {
            saturation =
                lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
            switch high {
            case rgb.x: hue = (rgb.y - rgb.z) / delta + (rgb.y < rgb.z ? 6 : 0)
            case rgb.y: hue = (rgb.z - rgb.x) / delta + 2
            default: hue = (rgb.x - rgb.y) / delta + 4
            }
            hue *= 60
        }
        // Far outside the gamut saturation comes out negative: the same color with the hue turned.
        if saturation < 0 && turnsNegativeSaturation {
            hue += 180
            saturation = -saturation
        }
        if hue >= 360 { hue -= 360 }
        let result = SIMD3(hue, saturation * 100, lightness * 100)
        // A near-grey comes out as an exact grey with a missing hue.
        return CSSColorSpace.hsl.isPowerless(result) ? SIMD3(.nan, 0, result.z) : result
    }

    static func hwb(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let hue = hsl(rgb, turnsNegativeSaturation: false).x
        let white = min(rgb.x, rgb.y, rgb.z)
        let black = 1 - max(rgb.x, rgb.y, rgb.z)
        let result = SIMD3(hue, white * 100, black * 100)
        guard CSSColorSpace.hwb.isPowerless(result) else { return result }
        let grey = CSSColorSpace.hwb.achromaticIfPowerless(result)
        return SIMD3(.nan, grey.y, grey.z)
    }

    static func srgb(hue: Double, saturation: Double, lightness: Double) -> SIMD3<Double> {
        let h = hue.isFinite ? ColorMath.normalizeHue(hue) : 0
        let s = saturation / 100
        let l = lightness / 100
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(f(0), f(8), f(4))
    }

    static func srgb(hue: Double, whiteness: Double, blackness: Double) -> SIMD3<Double> {
        let white = whiteness / 100
        let black = blackness / 100
        if white + black >= 1 {
            let grey = white / (white + black)
            return SIMD3(repeating: grey)
        }
        return srgb(hue: hue, saturation: 100, lightness: 50) * (1 - white - black) + white
    }
}
