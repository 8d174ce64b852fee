/// A role a color plays in the system look, resolved by the page for light or dark.
///
/// Each role is a CSS custom property of ViewKit's stylesheet (`--vk-<rawValue>`), so a view
/// colored by role follows the person's appearance setting with no round trip to the server.
/// Every text role meets WCAG's 4.5:1 against the backgrounds it is used on, in both looks. An
/// app can give every role its own colors at once with a ``ColorTheme``.
public enum SemanticColor: String, Hashable, Sendable, CaseIterable {
    /// Links, plain buttons, selection.
    case tint
    /// A filled button's fill.
    case tintFill = "tint-fill"
    /// Text on a filled button.
    case onTint = "on-tint"
    /// Body text.
    case text
    /// Secondary text.
    case secondary
    /// Tertiary text: placeholders, disabled titles, hints (non-text contrast, 3:1).
    case tertiary
    /// Text of unselected tabs and other inactive controls.
    case inactive
    /// Hairlines between rows and under bars.
    case separator
    /// Content backgrounds.
    case surface
    /// Grouped and list backgrounds.
    case background
    /// Navigation and tab bars (translucent).
    case bar
    /// Text field backgrounds.
    case field
    /// Header and well fills.
    case fill
    /// Destructive actions and errors.
    case destructive
    /// Text on a destructive fill.
    case onDestructive = "on-destructive"
    /// Done, saved, valid.
    case success
    /// Attention without alarm.
    case warning
    /// The keyboard focus outline.
    case focus
    /// A quiet fill in the tint's hue: selected rows, chips, tonal buttons.
    case tintContainer = "tint-container"
    /// Text on a tint container.
    case onTintContainer = "on-tint-container"
    /// A second accent, beside the tint.
    case secondaryTint = "secondary-tint"
    /// Text on the second accent.
    case onSecondaryTint = "on-secondary-tint"

    /// The light appearance's components, for code that reads a color's channels (ViewKit's
    /// own look; a ``ColorTheme`` changes what the page shows, not these).
    var lightComponents: (red: Double, green: Double, blue: Double, alpha: Double) {
        switch self {
        case .tint, .tintFill, .focus: (0, 102 / 255, 204 / 255, 1)
        case .onTint, .onDestructive, .surface, .field: (1, 1, 1, 1)
        case .text: (0, 0, 0, 1)
        case .secondary: (60 / 255, 60 / 255, 67 / 255, 0.8)
        case .tertiary: (128 / 255, 128 / 255, 133 / 255, 1)
        case .tintContainer: (214 / 255, 232 / 255, 1, 1)
        case .onTintContainer: (0, 51 / 255, 102 / 255, 1)
        case .secondaryTint: (88 / 255, 86 / 255, 214 / 255, 1)
        case .onSecondaryTint: (1, 1, 1, 1)
        case .inactive: (108 / 255, 108 / 255, 112 / 255, 1)
        case .separator: (60 / 255, 60 / 255, 67 / 255, 0.29)
        case .background: (242 / 255, 242 / 255, 247 / 255, 1)
        case .bar: (249 / 255, 249 / 255, 249 / 255, 0.94)
        case .fill: (236 / 255, 236 / 255, 240 / 255, 1)
        case .destructive: (215 / 255, 0, 21 / 255, 1)
        case .success: (36 / 255, 128 / 255, 61 / 255, 1)
        case .warning: (153 / 255, 93 / 255, 0, 1)
        }
    }
}
