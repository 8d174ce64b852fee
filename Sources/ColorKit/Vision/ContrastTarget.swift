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
        case .aa: Contrast.Level.aa.minimumRatio
        case .aaa: Contrast.Level.aaa.minimumRatio
        case .apca(let lc): abs(lc)
        }
    }

    /// Whether `text` on `background` reaches the target.
    public func isMet(text: RGBColor, background: RGBColor) -> Bool {
        measure(text: text, background: background) >= threshold
    }
}

extension ContrastTarget {
    /// The target's short name: `aa`, `aaa`, or `apca` and the Lc it asks for (`apca60`).
    public var name: String {
        switch self {
        case .aa: "aa"
        case .aaa: "aaa"
        case .apca(let lc): "apca" + String(Int(abs(lc).rounded()))
        }
    }

    /// A target by its short name (case-insensitive); nil for anything else, and for an APCA
    /// level outside 15…108, the range APCA's scale has.
    public init?(name: String) {
        let lowered = name.lowercased()
        switch lowered {
        case "aa": self = .aa
        case "aaa": self = .aaa
        default:
            guard lowered.hasPrefix("apca"), lowered.count <= 7, let lc = Int(lowered.dropFirst(4)),
                (15...108).contains(lc)
            else { return nil }
            self = .apca(Double(lc))
        }
    }
}
