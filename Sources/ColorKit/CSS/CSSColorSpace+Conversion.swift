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
    ///
    /// Each space converts by the functions its struct uses (``Hexcone``, ``Lab``, ``OKLab``,
    /// ``Polar``), so CSS colors and the structs agree.
    func xyzD65(_ c: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .xyzD65: return c
        case .xyzD50: return ColorMath.d50ToD65.apply(c)
        case .hsl: return CSSColorSpace.srgb.xyzD65(Hexcone.srgb(fromHSL: c))
        case .hwb: return CSSColorSpace.srgb.xyzD65(Hexcone.srgb(fromHWB: c))
        case .lab: return Lab(c, alpha: 1).xyz.adapted(to: .d65).vector
        case .oklab: return OKLab(c, alpha: 1).xyz.vector
        case .lch, .oklch: return rectangularSpace.xyzD65(ColorMath.rectangular(c))
        default: return rgbDefinition!.xyzD65(c)
        }
    }

    /// XYZ (D65) in this space. A hue that is powerless (``MissingHue/powerless``) is NaN.
    func components(fromD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
        let xyzValue = XYZ(xyz, alpha: 1, whitePoint: .d65)
        switch self {
        case .xyzD65: return xyz
        case .xyzD50: return ColorMath.d65ToD50.apply(xyz)
        case .hsl, .hwb: return components(CSSColorSpace.srgb.components(fromD65: xyz), from: .srgb)
        case .lab: return Lab(xyzValue).components
        case .oklab: return OKLab(xyzValue).components
        case .lch, .oklch:
            return components(rectangularSpace.components(fromD65: xyz), from: rectangularSpace)
        default: return rgbDefinition!.encoded(fromD65: xyz)
        }
    }

    /// Lab for lch, OKLab for oklch.
    private var rectangularSpace: CSSColorSpace { self == .lch ? .lab : .oklab }

    /// Components converted from `source` to this space.
    ///
    /// A color whose hue is powerless in `source` converts as the grey it is meant to be, so a
    /// trace of chroma below the threshold does not come out as a tint elsewhere (CSS Color 4,
    /// "Powerless color components", as color-computed-powerless.html checks).
    func components(_ c: SIMD3<Double>, from source: CSSColorSpace) -> SIMD3<Double> {
        if source == self { return c }
        let c = source.achromaticIfPowerless(c)
        switch (source, self) {
        case (.srgb, .hsl): return Hexcone.hsl(fromSRGB: c, missingHue: .powerless)
        case (.srgb, .hwb): return Hexcone.hwb(fromSRGB: c, missingHue: .powerless)
        case (.hsl, .srgb): return Hexcone.srgb(fromHSL: c)
        case (.hwb, .srgb): return Hexcone.srgb(fromHWB: c)
        case (.lab, .lch), (.oklab, .oklch): return ColorMath.polar(c, missingHue: .powerless, in: self)
        case (.lch, .lab), (.oklch, .oklab): return ColorMath.rectangular(c)
        default: return components(fromD65: source.xyzD65(c))
        }
    }

    /// The components as an exact grey when their hue is powerless, the hue kept as it is: the
    /// conversion that follows ignores it.
    func achromaticIfPowerless(_ c: SIMD3<Double>) -> SIMD3<Double> {
        guard let hueIndex else { return c }
        var grey = MissingHue.powerless.greyed(c, in: self)
        grey[hueIndex] = c[hueIndex]
        return grey
    }
}
