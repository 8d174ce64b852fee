/// Finds the nearest color that reaches a contrast target against a background.
///
/// Only OKLCH lightness moves: hue is kept and chroma only gives way where the gamut demands it
/// (CSS Color 4 gamut mapping), so the repaired color still reads as the same color, lighter or
/// darker. Both directions are searched and the smaller change in ΔEOK wins.
public enum ContrastRepair {
    /// The nearest passing replacement for `text` on `background`, `text` itself if it already
    /// passes, or nil when no lightness of this hue can reach the target.
    public static func repair(text: RGBColor, background: RGBColor, target: ContrastTarget) -> RGBColor? {
        if target.isMet(text: text, background: background) { return text }
        return nearest(to: OKLCH(text)) { target.isMet(text: $0, background: background) }
    }

    /// The displayable 8-bit color of `origin`'s hue and chroma (chroma reduced where the gamut
    /// ends) whose lightness is nearest `origin`'s among those `passes` accepts; nil when neither
    /// black's end nor white's passes.
    ///
    /// `passes` must hold all the way from some lightness to one end (contrast against fixed
    /// colors does): each side is bisected for its first passing lightness, and the side nearer
    /// `origin` in ΔEOK wins.
    public static func nearest(to origin: OKLCH, where passes: (RGBColor) -> Bool) -> RGBColor? {
        let start = color(origin, lightness: origin.lightness)
        if passes(start) { return start }
        let reference = OKLab(origin.rgbColor)
        let candidates = [0.0, 1.0].compactMap { end -> RGBColor? in
            guard passes(color(origin, lightness: end)) else { return nil }
            var failing = origin.lightness
            var passing = end
            // 16 halvings leave the lightness within 1/65,536 of the line: far finer than 8-bit
            // rounding, which decides the final color.
            for _ in 0..<16 {
                let middle = (failing + passing) / 2
                if passes(color(origin, lightness: middle)) { passing = middle } else { failing = middle }
            }
            return color(origin, lightness: passing)
        }
        return candidates.min { OKLab($0).distance(to: reference) < OKLab($1).distance(to: reference) }
    }

    /// `origin` at `lightness`, gamut-mapped and rounded to 8 bits: what will be stored and
    /// shown must itself pass.
    static func color(_ origin: OKLCH, lightness: Double) -> RGBColor {
        var lch = origin
        lch.lightness = min(max(lightness, 0), 1)
        var mapped = GamutMapping.toSRGB(lch)
        mapped.alpha = origin.alpha
        return RGBColor(mapped.rgb8)
    }
}
