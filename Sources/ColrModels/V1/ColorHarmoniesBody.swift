import ColorKit

/// `/api/v1` view of a color's harmonies: its hue rotated in OKLCH for each mode (complementary,
/// analogous, triadic, split-complementary, tetradic) and its monochrome steps.
public struct ColorHarmoniesBody: Codable, Hashable, Sendable {
    /// One mode's colors.
    public struct Harmony: Codable, Hashable, Sendable {
        /// `complementary`, `analogous`, `triadic`, `split-complementary`, `tetradic` or `monochrome`.
        public var mode: String
        /// Six lowercase hex digits each, the base first (monochrome: darkest to lightest).
        public var colors: [String]
    }

    /// The color the harmonies were made from, as hex (gamut-mapped if it lay outside sRGB).
    public var base: String
    /// The harmonies, in the order of `modes`.
    public var harmonies: [Harmony]

    /// The harmonies of `color` in `modes`.
    public init(color: RGBColor, modes: [ColorScheme.Mode] = ColorScheme.Mode.allCases) {
        base = ColorHex(GamutMapping.toSRGB(color).rgb8).value
        harmonies = modes.map { mode in
            Harmony(
                mode: mode.rawValue,
                colors: ColorScheme(base: color, mode: mode).colors.map { ColorHex($0.rgb8).value })
        }
    }
}
