/// Brings colors into the sRGB gamut the way CSS Color 4 does: reduce OKLCH chroma at constant
/// lightness and hue until clipping the result changes it by less than one just-noticeable
/// difference (ΔEOK 0.02), then clip.
///
/// Lightness and hue are what people notice first, so they are kept; only vividness is given up.
public enum GamutMapping {
    private static let justNoticeable = 0.02
    private static let epsilon = 0.0001

    /// The displayable sRGB color closest in appearance to `color`.
    public static func toSRGB(_ color: OKLCH) -> RGBColor {
        if color.lightness >= 1 { return RGBColor(white: 1, alpha: color.alpha) }
        if color.lightness <= 0 { return RGBColor(white: 0, alpha: color.alpha) }
        // Only chroma changes below, so the hue's direction in the a–b plane is found once and
        // each trial is a point along it (the same products OKLCH's own conversion computes).
        let direction = ColorMath.rectangular(chroma: 1, hue: color.hue)
        func lab(_ chroma: Double) -> OKLab {
            OKLab(
                lightness: color.lightness, a: chroma * direction.a, b: chroma * direction.b,
                alpha: color.alpha)
        }
        let origin = color.rgbColor
        if origin.isInGamut { return origin.clamped }

        var clipped = origin.clamped
        if OKLab(clipped).distance(to: color.oklab) < justNoticeable { return clipped }
        var low = 0.0
        var high = color.chroma
        var lowIsInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            let current = lab(chroma)
            let candidate = current.rgbColor
            if lowIsInGamut && candidate.isInGamut {
                low = chroma
                continue
            }
            clipped = candidate.clamped
            let error = OKLab(clipped).distance(to: current)
            if error < justNoticeable {
                if justNoticeable - error < epsilon { return clipped }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    /// The displayable sRGB color closest in appearance to `color`.
    public static func toSRGB(_ color: RGBColor) -> RGBColor {
        color.isInGamut ? color.clamped : toSRGB(OKLCH(color))
    }

}

extension RGBColor {
    /// The color as `#rrggbb` after CSS Color 4 gamut mapping, for output that must be one sRGB
    /// hex: unlike ``hex``, an out-of-gamut color keeps its hue and lightness instead of clipping.
    public var mappedHex: String { GamutMapping.toSRGB(self).hex }
}
