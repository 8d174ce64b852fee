/// A role a color plays in the system look, resolved by the page for light or dark.
///
/// Each role is a CSS custom property of ViewKit's stylesheet (`--vk-<rawValue>`), so a view
/// colored by role follows the person's appearance setting with no round trip to the server.
/// Every text role meets WCAG's 4.5:1 against the backgrounds it is used on, in both looks.
public enum SemanticColor: String, Hashable, Sendable, CaseIterable {
    /// Links, plain buttons, selection.
    case tint
    /// Body text.
    case text
    /// Secondary text.
    case secondary
    /// Content backgrounds.
    case surface
    /// Grouped and list backgrounds.
    case background
    /// Header and well fills.
    case fill
    /// Destructive actions and errors.
    case destructive

    /// The light appearance's components, for code that reads a color's channels.
    var lightComponents: (red: Double, green: Double, blue: Double, alpha: Double) {
        switch self {
        case .tint: (0, 102 / 255, 204 / 255, 1)
        case .text: (0, 0, 0, 1)
        case .secondary: (60 / 255, 60 / 255, 67 / 255, 0.8)
        case .surface: (1, 1, 1, 1)
        case .background: (242 / 255, 242 / 255, 247 / 255, 1)
        case .fill: (236 / 255, 236 / 255, 240 / 255, 1)
        case .destructive: (215 / 255, 0, 21 / 255, 1)
        }
    }
}
