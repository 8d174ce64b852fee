/// A named use of color in an app, the way UIKit and Material name them: what a color is for,
/// not what it looks like. A theme gives every role a color in every ``ThemeMode``.
public enum ThemeRole: String, CaseIterable, Sendable, Codable {
    /// The screen behind everything.
    case background
    /// Grouped content's background, behind lists and sections.
    case secondaryBackground
    /// Cards, sheets and rows raised above a background.
    case surface
    /// Primary text.
    case label
    /// Secondary text: subtitles, captions, detail.
    case secondaryLabel
    /// Tertiary text: placeholders, hints.
    case tertiaryLabel
    /// Hairlines between rows and around fields.
    case separator
    /// The brand's interactive color: links, buttons, selection.
    case tint
    /// Text and icons on a `tint` fill.
    case onTint
    /// A quieter fill of the brand's hue: chips, selected rows, badges.
    case tintContainer
    /// Text and icons on a `tintContainer` fill.
    case onTintContainer
    /// A second accent for fills that should not compete with `tint`.
    case secondary
    /// Text and icons on a `secondary` fill.
    case onSecondary
    /// Done, saved, valid.
    case success
    /// Attention without alarm.
    case warning
    /// Delete, errors, irreversible actions.
    case destructive
    /// Text and icons on a `destructive` fill.
    case onDestructive
    /// The outline of the focused control, for keyboard users.
    case focusRing

    /// The three roles text and controls sit on.
    public static let backgrounds: [ThemeRole] = [.background, .secondaryBackground, .surface]
    /// The roles that say a state (success, warning, destructive): a chart series confusable
    /// with one would read as that state.
    public static let statusRoles: [ThemeRole] = [.success, .warning, .destructive]
    /// The roles whose hue carries meaning, which must stay apart for every kind of color vision.
    public static let signals: [ThemeRole] = [.tint, .success, .warning, .destructive]

    /// The role's name as a heading or a sentence starts: "Secondary background".
    public var heading: String { title.prefix(1).uppercased() + title.dropFirst() }

    /// The role's name as people read it: "secondary background", "on tint".
    public var title: String {
        rawValue.reduce(into: "") { title, character in
            if character.isUppercase {
                title += " " + character.lowercased()
            } else {
                title.append(character)
            }
        }
    }
}
