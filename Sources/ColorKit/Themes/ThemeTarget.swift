/// How a theme measures the contrast it promises: WCAG 2 ratios at AA or AAA, or APCA
/// lightness contrast.
///
/// Every promised pair has a tier: 0 for what is not body text (separators, focus rings,
/// placeholders, WCAG 1.4.11's 3:1), 1 for text (4.5:1), 2 for primary text (7:1). AAA raises
/// text one tier and Increase Contrast raises everything one tier, up to the strongest.
public enum ThemeTarget: String, CaseIterable, Sendable, Codable {
    /// WCAG 2 AA: body text 4.5:1, primary text 7:1, non-text 3:1.
    case aa
    /// WCAG 2 AAA: every text 7:1, non-text 3:1.
    case aaa
    /// APCA: Lc 45 non-text, Lc 60 text, Lc 75 primary text, Lc 90 primary text in high contrast.
    case apca

    /// The minimum for a pair of `tier` (0…3): a ratio, or an Lc magnitude for APCA.
    public func minimum(tier: Int) -> Double {
        let tier = min(max(tier, 0), 3)
        switch self {
        case .aa, .aaa: return [3, 4.5, 7, 7][tier]
        case .apca: return [45, 60, 75, 90][tier]
        }
    }

    /// The contrast of `text` on `background` in this target's measure: the WCAG 2 ratio, or
    /// the magnitude of APCA's Lc (which depends on which color is the text).
    public func measure(text: RGBColor, on background: RGBColor) -> Double {
        measure(textLuminance: luminance(text), backgroundLuminance: luminance(background))
    }

    /// A color's luminance as this target's measure takes it: WCAG 2's relative luminance, or
    /// APCA's screen luminance. A color measured against many others is converted once.
    public func luminance(_ color: RGBColor) -> Double {
        switch self {
        case .aa, .aaa: Contrast.relativeLuminance(color)
        case .apca: APCA.luminance(color)
        }
    }

    /// The contrast of text of luminance `text` on a background of luminance `background`
    /// (both from ``luminance(_:)``).
    public func measure(textLuminance text: Double, backgroundLuminance background: Double) -> Double {
        switch self {
        case .aa, .aaa: Contrast.ratio(luminances: text, background)
        case .apca: abs(APCA.contrast(textLuminance: text, backgroundLuminance: background))
        }
    }

    /// The contrast of `text` on `background` as a Display P3 screen shows them, for colors
    /// that may lie outside sRGB: WCAG from their unclipped luminance, APCA from their P3 channels.
    public func measureOnWideDisplay(text: RGBColor, on background: RGBColor) -> Double {
        switch self {
        case .aa, .aaa:
            return Contrast.ratio(
                luminances: Contrast.wideGamutLuminance(text), Contrast.wideGamutLuminance(background))
        case .apca:
            func p3(_ color: RGBColor) -> Double {
                let c = CSSColor(color).converted(to: .displayP3).components.map { $0 ?? 0 }
                return APCA.luminance(displayP3: SIMD3(c[0], c[1], c[2]))
            }
            return abs(APCA.contrast(textLuminance: p3(text), backgroundLuminance: p3(background)))
        }
    }

    /// The minimum written as people read it: "4.5:1", "Lc 60".
    public func describe(_ minimum: Double) -> String {
        (self == .apca ? TokenPair.Measure.apca : .wcag).describe(minimum)
    }
}
