extension RGBColor {
    /// This color written in the given notation.
    ///
    /// Hex and `rgb()` describe the color in the sRGB gamut: a color outside it is brought in by
    /// CSS Color 4's gamut mapping, or clipped when `outOfGamut` says so, and hex is rounded to
    /// 8-bit channels. The other notations keep the exact (possibly out-of-gamut) value to the
    /// precision shown. Alpha is written only when the color is not opaque.
    public func formatted(_ format: ColorFormat, outOfGamut: OutOfGamut = .map) -> String {
        let displayable = { outOfGamut == .map ? GamutMapping.toSRGB(self) : self.clamped }
        let opacity = alpha.clamped01
        let alpha = opacity < 1 ? NumberFormatting.decimal(opacity, maximumFractionDigits: 3) : nil
        switch format {
        case .hex:
            return displayable().hex
        case .rgb:
            let values = Self.written(displayable().vector * 255, decimals: [2, 2, 2], units: ["", "", ""])
            return CSSColorSpace.function("rgb", values, alpha: alpha)
        case .hsb:
            let v = hsb
            let values = Self.written(
                SIMD3(v.hue, v.saturation, v.brightness), decimals: [2, 2, 2], units: ["", "%", "%"])
            return CSSColorSpace.function("hsb", values, alpha: alpha)
        case .css(let space):
            let values = Self.written(
                components(in: space), decimals: space.writtenDecimals, units: space.writtenUnits)
            return space.notation(values, alpha: alpha)
        }
    }

    /// The components in `space` by the structs' conversions, whose exact rule for a missing
    /// hue (``MissingHue/exact``) keeps the digits of a near-grey; a missing hue is written 0.
    private func components(in space: CSSColorSpace) -> SIMD3<Double> {
        switch space {
        case .hsl: Hexcone.hsl(fromSRGB: vector, missingHue: .exact)
        case .hwb: Hexcone.hwb(fromSRGB: vector, missingHue: .exact)
        case .lab: Lab(self).components
        case .lch: ColorMath.polar(Lab(self).components, missingHue: .exact, in: space)
        case .oklab: OKLab(self).components
        case .oklch: ColorMath.polar(OKLab(self).components, missingHue: .exact, in: space)
        default: CSSColor(self).converted(to: space).resolved
        }
    }

    private static func written(_ values: SIMD3<Double>, decimals: [Int], units: [String]) -> [String] {
        (0..<3).map { NumberFormatting.decimal(values[$0], maximumFractionDigits: decimals[$0]) + units[$0] }
    }
}
