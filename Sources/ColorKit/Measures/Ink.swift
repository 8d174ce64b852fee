/// Black or white text: the two inks that are readable on any color, one or the other.
public enum Ink: String, Hashable, Sendable, CaseIterable {
    /// Black text, `#000000`.
    case black
    /// White text, `#FFFFFF`.
    case white

    /// The ink as a color.
    public var color: RGBColor { RGBColor(white: self == .black ? 0 : 1) }

    /// The ink that reads better on `background` by WCAG 2's contrast ratio (black on a tie):
    /// Colr's one rule for text on a color someone chose, wherever it is drawn.
    public static func on(_ background: RGBColor) -> Ink {
        let opaque = background.clamped
        return Contrast.ratio(opaque, black.color) >= Contrast.ratio(opaque, white.color) ? .black : .white
    }
}
