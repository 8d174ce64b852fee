/// A contrast a text/background pair must reach.
public enum ContrastTarget: Hashable, Sendable {
    /// WCAG 2 AA for body text: 4.5:1.
    case aa
    /// WCAG 2 AAA for body text: 7:1.
    case aaa
    /// An APCA lightness contrast, as a magnitude (60 for body text, 75 preferred, 45 for large).
    case apca(Double)

    /// The measured contrast of `text` on `background` in this target's own scale (a ratio, or
    /// the magnitude of Lc).
    public func measure(text: RGBColor, background: RGBColor) -> Double {
        switch self {
        case .aa, .aaa: Contrast.ratio(text, background)
        case .apca: abs(APCA.contrast(text: text, background: background))
        }
    }

    /// The value `measure` must reach.
    public var threshold: Double {
        switch self {
        case .aa: 4.5
        case .aaa: 7
        case .apca(let lc): abs(lc)
        }
    }

    /// Whether `text` on `background` reaches the target.
    public func isMet(text: RGBColor, background: RGBColor) -> Bool {
        measure(text: text, background: background) >= threshold
    }
}
