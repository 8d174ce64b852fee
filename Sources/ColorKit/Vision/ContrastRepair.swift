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
        let origin = OKLCH(text)
        let candidates = [0.0, 1.0].compactMap { end in
            nearestPassing(from: origin, toward: end, background: background, target: target)
        }
        return candidates.min { ColorDifference.deltaEOK($0, text) < ColorDifference.deltaEOK($1, text) }
    }

    /// Bisects lightness between the color's own and `end` (black or white) for the first
    /// lightness that passes, keeping the passing side.
    private static func nearestPassing(
        from origin: OKLCH, toward end: Double, background: RGBColor, target: ContrastTarget
    ) -> RGBColor? {
        func color(_ lightness: Double) -> RGBColor {
            var lch = origin
            lch.lightness = lightness
            var mapped = GamutMapping.toSRGB(lch)
            mapped.alpha = origin.alpha
            // Rounded to 8 bits: what will be stored and shown must itself pass.
            return RGBColor(mapped.rgb8)
        }
        guard target.isMet(text: color(end), background: background) else { return nil }
        var failing = origin.lightness
        var passing = end
        for _ in 0..<30 {
            let middle = (failing + passing) / 2
            if target.isMet(text: color(middle), background: background) {
                passing = middle
            } else {
                failing = middle
            }
        }
        return color(passing)
    }
}
