/// The notations a color can be written in; each output parses back to the same color.
public enum ColorFormat: String, CaseIterable, Sendable, Codable {
    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    case hex
    /// `rgb(255 128 0)`, channels 0…255.
    case rgb
    /// The app's `hsb(60 50% 100%)`.
    case hsb
    /// `hsl(60 100% 75%)`.
    case hsl
    /// `hwb(60 50% 0%)`.
    case hwb
    /// `lab(97.6 -11.9 48.8)`, CIE Lab D50.
    case lab
    /// `lch(97.6 50.2 103.7)`.
    case lch
    /// `oklab(0.9736 -0.0475 0.1396)`.
    case oklab
    /// `oklch(0.9736 0.1475 108.8)`.
    case oklch
    /// `color(srgb-linear 1 0.21586 0)`: sRGB without its transfer function.
    case srgbLinear = "srgb-linear"
    /// `color(display-p3 0.91749 0.20029 0.13856)`: the wide gamut of recent screens.
    case displayP3 = "display-p3"
    /// `color(a98-rgb 0.85859 0 0)`: Adobe RGB (1998).
    case a98RGB = "a98-rgb"
    /// `color(prophoto-rgb 0.70225 0.27572 0.10355)`.
    case prophotoRGB = "prophoto-rgb"
    /// `color(rec2020 0.82346 0.32843 0.18034)`: ITU-R BT.2020.
    case rec2020
    /// `color(xyz-d50 0.43607 0.22249 0.01392)`.
    case xyzD50 = "xyz-d50"
    /// `color(xyz-d65 0.41239 0.21264 0.01933)`.
    case xyzD65 = "xyz-d65"

    /// The `color()` space the notation writes, for the predefined spaces.
    public var predefinedSpace: CSSColorSpace? {
        CSSColorSpace.predefined(named: rawValue)
    }
}

/// What writing a color outside sRGB in an sRGB notation (hex, `rgb()`) does with it.
public enum OutOfGamut: String, Sendable, CaseIterable {
    /// CSS Color 4's gamut mapping: keep lightness and hue, give up chroma (``GamutMapping``).
    case map
    /// Clip each channel into 0…1, which can shift the hue.
    case clip
}

extension RGBColor {
    /// This color written in the given notation.
    ///
    /// Hex and `rgb()` describe the color in the sRGB gamut: a color outside it is brought in by
    /// CSS Color 4's gamut mapping, or clipped when `outOfGamut` says so, and hex is rounded to
    /// 8-bit channels. The other notations keep the exact (possibly out-of-gamut) value to the
    /// precision shown. Alpha is written only when the color is not opaque.
    public func formatted(_ format: ColorFormat, outOfGamut: OutOfGamut = .map) -> String {
        let displayable = { outOfGamut == .map ? GamutMapping.toSRGB(self) : self.clamped }
        switch format {
        case .hex:
            return displayable().hex
        case .rgb:
            let c = displayable()
            return css("rgb", [(c.red * 255, 2), (c.green * 255, 2), (c.blue * 255, 2)], unit: ["", "", ""])
        case .hsb:
            let v = hsb
            return css("hsb", [(v.hue, 2), (v.saturation, 2), (v.brightness, 2)], unit: ["", "%", "%"])
        case .hsl:
            let v = hsl
            return css("hsl", [(v.hue, 2), (v.saturation, 2), (v.lightness, 2)], unit: ["", "%", "%"])
        case .hwb:
            let v = hwb
            return css("hwb", [(v.hue, 2), (v.whiteness, 2), (v.blackness, 2)], unit: ["", "%", "%"])
        case .lab:
            let v = lab
            return css("lab", [(v.lightness, 3), (v.a, 3), (v.b, 3)], unit: ["", "", ""])
        case .lch:
            let v = lch
            return css("lch", [(v.lightness, 3), (v.chroma, 3), (v.hue, 2)], unit: ["", "", ""])
        case .oklab:
            let v = oklab
            return css("oklab", [(v.lightness, 5), (v.a, 5), (v.b, 5)], unit: ["", "", ""])
        case .oklch:
            let v = oklch
            return css("oklch", [(v.lightness, 5), (v.chroma, 5), (v.hue, 2)], unit: ["", "", ""])
        case .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD50, .xyzD65:
            let space = format.predefinedSpace!
            let values = CSSColor(self).converted(to: space).resolved
            return css(
                "color", [(values.x, 5), (values.y, 5), (values.z, 5)], unit: ["", "", ""],
                space: space.rawValue)
        }
    }

    private func css(_ function: String, _ values: [(Double, Int)], unit: [String], space: String? = nil)
        -> String
    {
        var parts =
            (space.map { [$0] } ?? [])
            + zip(values, unit).map {
                NumberFormatting.decimal($0.0.0, maximumFractionDigits: $0.0.1) + $0.1
            }
        let opacity = alpha.clamped01
        if opacity < 1 {
            parts.append("/ " + NumberFormatting.decimal(opacity, maximumFractionDigits: 3))
        }
        return "\(function)(\(parts.joined(separator: " ")))"
    }
}
