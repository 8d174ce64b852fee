extension CSSColor {
    /// The color as CSS serializes it: `rgb()`/`rgba()` for hex, names, `rgb()`, `hsl()` and
    /// `hwb()`; the function of its space for Lab, LCH, OKLab and OKLCH; `color()` for the rest.
    /// `none` stays `none`, so what is read writes back the same.
    public var cssText: String {
        if isLegacy { return legacyText }
        let values = components.map { $0.map { CSSNumber.format($0) } ?? "none" }
        let alphaText: String?
        switch alpha {
        case nil: alphaText = "none"
        case 1?: alphaText = nil
        case let value?: alphaText = CSSNumber.format(value)
        }
        switch space {
        case .hsl, .hwb:
            return CSSColor(space: .srgb, components: converted(to: .srgb).components, alpha: alpha).cssText
        default: return space.notation(values, alpha: alphaText)
        }
    }

    private var legacyText: String {
        let srgb = space == .srgb ? resolved : CSSColorSpace.srgb.components(resolved, from: space)
        func channel(_ value: Double) -> String {
            guard !value.isNaN else { return "0" }
            // Rounded to five decimals first, so 127.49999999 from float arithmetic is 127.5 → 128.
            let level = ((min(max(value, 0), 1) * 255) * 100_000).rounded() / 100_000
            return String(Int(level.rounded()))
        }
        let rgb = "\(channel(srgb.x)), \(channel(srgb.y)), \(channel(srgb.z))"
        let opacity = alpha ?? 0
        guard opacity < 1 else { return "rgb(\(rgb))" }
        return "rgba(\(rgb), \(Self.legacyAlpha(opacity)))"
    }

    /// Alpha as browsers keep it, in 8 bits, written with the fewest decimals that give the
    /// same 8-bit value back.
    static func legacyAlpha(_ alpha: Double) -> String {
        let level = (min(max(alpha, 0), 1) * 255).rounded()
        var rounded = (level / 255 * 100).rounded() / 100
        if (rounded * 255).rounded() != level { rounded = (level / 255 * 1000).rounded() / 1000 }
        return CSSNumber.format(rounded)
    }
}
