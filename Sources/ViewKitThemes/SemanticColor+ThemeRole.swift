import ColorKit
import ViewKit

/// Which ``ColorKit/ThemeRole`` gives each of ViewKit's semantic colors its value.
///
/// Every semantic color is one theme role, and every theme role colors at least one semantic
/// color. ViewKit's names (and its CSS variables, `--vk-<rawValue>`) are its own, older than
/// themes and kept as they are; where they differ from the role's name, this is the
/// correspondence:
///
/// | ViewKit (`SemanticColor`, CSS variable) | theme role | note |
/// | --- | --- | --- |
/// | `text` (`--vk-text`), `Color.label` | `label` | |
/// | `secondary` (`--vk-secondary`), `Color.secondaryLabel` | `secondaryLabel` | |
/// | `tertiary` (`--vk-tertiary`), `Color.tertiaryLabel` | `tertiaryLabel` | |
/// | `inactive` (`--vk-inactive`) | `secondaryLabel` | unselected tabs |
/// | `background` (`--vk-background`), `Color.secondarySystemBackground` | `secondaryBackground` | grouped backgrounds |
/// | `fill` (`--vk-fill`) | `secondaryBackground` | header wells sit on content |
/// | `bar` (`--vk-bar`) | `background` at 94 % opacity | translucent, as iOS's bars |
/// | `surface` (`--vk-surface`), `Color.systemBackground` | `surface` | |
/// | `field` (`--vk-field`) | `surface` | |
/// | `tint`, `tintFill` (`--vk-tint-fill`) | `tint` | |
/// | `secondaryTint` (`--vk-secondary-tint`) | `secondary` | |
/// | `onSecondaryTint` (`--vk-on-secondary-tint`) | `onSecondary` | |
/// | `focus` (`--vk-focus`) | `focusRing` | |
/// | `success`, `warning`, `destructive` (`Color.systemGreen`, `.systemOrange`, `.systemRed`) | the same | |
/// | `separator`, `onTint`, `onDestructive`, `tintContainer`, `onTintContainer` | the same | |
extension SemanticColor {
    /// The theme role whose color this semantic color takes (see the table above).
    public var themeRole: ThemeRole {
        switch self {
        case .tint, .tintFill: .tint
        case .onTint: .onTint
        case .text: .label
        case .secondary, .inactive: .secondaryLabel
        case .tertiary: .tertiaryLabel
        case .separator: .separator
        case .surface, .field: .surface
        case .background, .fill: .secondaryBackground
        case .bar: .background
        case .destructive: .destructive
        case .onDestructive: .onDestructive
        case .success: .success
        case .warning: .warning
        case .focus: .focusRing
        case .tintContainer: .tintContainer
        case .onTintContainer: .onTintContainer
        case .secondaryTint: .secondary
        case .onSecondaryTint: .onSecondary
        }
    }

    /// The opacity the role's color is shown at: bars are a little translucent, as iOS's are
    /// (0.94); every other semantic color is opaque.
    public var themeOpacity: Double { self == .bar ? 0.94 : 1 }
}

extension ThemeMode {
    /// The ViewKit appearance this mode is.
    public var appearance: ColorTheme.Appearance {
        switch self {
        case .light: .light
        case .dark: .dark
        case .lightHighContrast: .lightHighContrast
        case .darkHighContrast: .darkHighContrast
        }
    }
}

extension ColorTheme.Appearance {
    /// The theme mode this appearance shows.
    public var mode: ThemeMode {
        switch self {
        case .light: .light
        case .dark: .dark
        case .lightHighContrast: .lightHighContrast
        case .darkHighContrast: .darkHighContrast
        }
    }
}
