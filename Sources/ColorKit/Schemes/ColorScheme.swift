/// A set of colors that go together, derived from one base color.
///
/// Hues are rotated in OKLCH, where equal angles look like equal steps and lightness stays put,
/// unlike HSL where a rotated yellow turns into a much darker blue. Every result is brought into
/// sRGB with ``GamutMapping`` (chroma reduced at constant lightness and hue), so all colors are
/// displayable. The base color always comes first.
public struct ColorScheme: Hashable, Sendable {
    /// How the colors relate to the base.
    public enum Mode: String, CaseIterable, Hashable, Sendable, Codable {
        /// The base and the hue opposite it (180°).
        case complementary
        /// The base and its neighbors 30° either side.
        case analogous
        /// Three hues 120° apart.
        case triadic
        /// The base and the two hues 30° either side of its complement (150°, 210°).
        case splitComplementary = "split-complementary"
        /// Four hues 90° apart.
        case tetradic
        /// The base hue at lighter and darker lightness: two darker, the base, two lighter.
        case monochrome
    }

    /// The mode the scheme was made with.
    public let mode: Mode
    /// The colors, base first (for monochrome, darkest to lightest with the base in the middle).
    public let colors: [RGBColor]

    /// Derives the scheme of `mode` from `base`.
    public init(base: RGBColor, mode: Mode) {
        self.mode = mode
        let origin = OKLCH(base)
        let exactBase = GamutMapping.toSRGB(base)
        func rotated(_ degrees: Double) -> RGBColor {
            // The base itself skips the OKLCH round trip, whose noise could flip an 8-bit rounding.
            if degrees == 0 { return exactBase }
            var color = origin
            color.hue = ColorMath.normalizeHue(origin.hue + degrees)
            return GamutMapping.toSRGB(color)
        }
        switch mode {
        case .complementary: colors = [0, 180].map(rotated)
        case .analogous: colors = [0, -30, 30].map(rotated)
        case .triadic: colors = [0, 120, 240].map(rotated)
        case .splitComplementary: colors = [0, 150, 210].map(rotated)
        case .tetradic: colors = [0, 90, 180, 270].map(rotated)
        case .monochrome:
            var steps = Self.monochrome(origin)
            steps[2] = exactBase
            colors = steps
        }
    }

    /// Lightness steps spread evenly between the base and the darkest (0.2) and lightest (0.96)
    /// levels that still show the hue.
    private static func monochrome(_ origin: OKLCH) -> [RGBColor] {
        let darkest = min(0.2, origin.lightness)
        let lightest = max(0.96, origin.lightness)
        let levels = [
            origin.lightness - (origin.lightness - darkest) * 2 / 3,
            origin.lightness - (origin.lightness - darkest) / 3,
            origin.lightness,
            origin.lightness + (lightest - origin.lightness) / 3,
            origin.lightness + (lightest - origin.lightness) * 2 / 3,
        ]
        return levels.map { level in
            var color = origin
            color.lightness = level
            return GamutMapping.toSRGB(color)
        }
    }
}
