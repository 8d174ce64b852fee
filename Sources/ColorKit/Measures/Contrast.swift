/// WCAG 2.x relative luminance and contrast ratio.
public enum Contrast {
    /// The WCAG thresholds a contrast ratio can meet.
    public enum Level: String, Sendable, CaseIterable, Codable {
        /// Fails every WCAG text threshold (below 3:1).
        case fail
        /// AA for large text only (at least 3:1).
        case aaLarge = "AA large"
        /// AA for normal text, AAA for large text (at least 4.5:1).
        case aa = "AA"
        /// AAA for normal text (at least 7:1).
        case aaa = "AAA"

        /// The lowest ratio that meets the level: WCAG's thresholds, written once.
        public var minimumRatio: Double {
            switch self {
            case .fail: 0
            case .aaLarge: 3
            case .aa: 4.5
            case .aaa: 7
            }
        }
    }

    /// Relative luminance, 0 (black) … 1 (white), from sRGB after clipping to the gamut.
    ///
    /// The linearization threshold is 0.04045 (the sRGB standard's), not the 0.03928 of the
    /// WCAG 2.0 text; the two differ by less than 0.00001 in the result.
    public static func relativeLuminance(_ color: RGBColor) -> Double {
        let clipped = color.clamped
        return 0.2126 * ColorMath.linearize(clipped.red) + 0.7152 * ColorMath.linearize(clipped.green)
            + 0.0722 * ColorMath.linearize(clipped.blue)
    }

    /// The contrast ratio between two colors, 1 … 21, the same whichever comes first.
    public static func ratio(_ first: RGBColor, _ second: RGBColor) -> Double {
        ratio(luminances: relativeLuminance(first), relativeLuminance(second))
    }

    /// The contrast ratio between two relative luminances, the same whichever comes first.
    public static func ratio(luminances l1: Double, _ l2: Double) -> Double {
        (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// The luminance a wide-gamut display shows for a color outside sRGB (components beyond
    /// 0…1, as a conversion from Display P3 or OKLCH leaves them): Y of CIE XYZ, not clipped.
    /// For a color inside sRGB it equals ``relativeLuminance(_:)``.
    public static func wideGamutLuminance(_ color: RGBColor) -> Double {
        0.2126 * ColorMath.linearize(color.red) + 0.7152 * ColorMath.linearize(color.green)
            + 0.0722 * ColorMath.linearize(color.blue)
    }

    /// The highest WCAG level a contrast ratio meets.
    public static func level(forRatio ratio: Double) -> Level {
        Level.allCases.last { ratio >= $0.minimumRatio } ?? .fail
    }

    /// The highest level `ratio` meets for body text: AAA, AA, or fail (large text's 3:1 does
    /// not count). The unrounded ratio decides, as WCAG asks: 4.497 shows as 4.5 but fails.
    public static func bodyTextLevel(forRatio ratio: Double) -> Level {
        let level = level(forRatio: ratio)
        return level == .aaLarge ? .fail : level
    }
}
