/// A family of color names. They are kept apart because they disagree: UIKit's `green` is
/// (0, 1, 0) while CSS's is (0, 0.5, 0), and likewise for orange, brown, darkGray and lightGray.
public enum ColorNamespace: String, CaseIterable, Hashable, Sendable, Codable {
    /// UIKit's class colors (`UIColor.red`, `.darkGray`, `.clear`, …).
    case uikit
    /// The 148 named colors of CSS Color 4.
    case css
    /// The X11 `rgb.txt` names (a data file in ColorNames, not in ColorKit).
    case x11
    /// The 31,914 crowd-sourced names of the color-names list (a data file in ColorNames).
    case colornames
}

/// A color with a name in one namespace.
public struct NamedColor: Hashable, Sendable {
    /// The name as its list spells it (`darkGray`, `rebeccapurple`, `Ghost White`).
    public let name: String
    /// The color the name stands for.
    public let color: RGBColor
    /// The namespace the name belongs to.
    public let namespace: ColorNamespace

    /// Creates a named color.
    public init(name: String, color: RGBColor, namespace: ColorNamespace) {
        self.name = name
        self.color = color
        self.namespace = namespace
    }
}

/// The result of a nearest-name query.
public struct NameMatch: Hashable, Sendable {
    /// The named color found.
    public let named: NamedColor
    /// Perceptual distance from the query (ΔEOK, Euclidean in OKLab; 0.02 is about one just-noticeable step).
    public let distance: Double
    /// CIEDE2000 distance from the query, when the query asked for re-ranking by it.
    public let deltaE2000: Double?

    /// Creates a match.
    public init(named: NamedColor, distance: Double, deltaE2000: Double? = nil) {
        self.named = named
        self.distance = distance
        self.deltaE2000 = deltaE2000
    }
}
