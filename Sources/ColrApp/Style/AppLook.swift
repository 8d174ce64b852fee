import ColorKit
import ViewKit

/// Colr's own look: a Colr theme of its brand blue, given to ViewKit's semantic colors in one
/// call, so every screen is made the way Colr tells its users to make theirs.
public enum AppLook {
    /// The brand: the blue Colr's tint has always been.
    static let brand = RGBColor(RGB8(rgb: 0x0066CC))

    /// The look the server gives ViewKit (`ViewKitConfiguration.theme`).
    public static let theme = colorTheme(Theme(brand: brand))

    /// A theme's roles as ViewKit's semantic colors, every role of the theme given.
    public static func colorTheme(_ theme: Theme) -> ColorTheme {
        colorTheme { theme.color($0, in: $1) }
    }

    /// ViewKit's semantic colors from each theme role's color in each mode: the one mapping
    /// between the two, for the app's look and for the Theme screen's previews.
    ///
    /// Grouped backgrounds take the theme's `secondaryBackground`, content its `surface`, bars
    /// its `background` (a little translucent, as iOS's are), header wells the grouped
    /// background again (they sit on content), inactive tabs its secondary text.
    static func colorTheme(_ color: (ThemeRole, ThemeMode) -> RGBColor) -> ColorTheme {
        func role(_ role: ThemeRole, alpha: Double = 1) -> ColorTheme.Appearances {
            func shown(_ mode: ThemeMode) -> ViewKit.Color {
                AppColor.color(color(role, mode).withAlpha(alpha))
            }
            return ColorTheme.Appearances(
                light: shown(.light), dark: shown(.dark), lightHighContrast: shown(.lightHighContrast),
                darkHighContrast: shown(.darkHighContrast))
        }
        return ColorTheme([
            .tint: role(.tint), .tintFill: role(.tint), .onTint: role(.onTint), .text: role(.label),
            .secondary: role(.secondaryLabel), .tertiary: role(.tertiaryLabel),
            .inactive: role(.secondaryLabel), .separator: role(.separator), .surface: role(.surface),
            .background: role(.secondaryBackground), .bar: role(.background, alpha: 0.94),
            .field: role(.surface), .fill: role(.secondaryBackground), .destructive: role(.destructive),
            .onDestructive: role(.onDestructive), .success: role(.success), .warning: role(.warning),
            .focus: role(.focusRing), .tintContainer: role(.tintContainer),
            .onTintContainer: role(.onTintContainer), .secondaryTint: role(.secondary),
            .onSecondaryTint: role(.onSecondary),
        ])
    }
}

extension ThemeMode {
    /// The ViewKit appearance this mode is.
    var appearance: ColorTheme.Appearance {
        switch self {
        case .light: .light
        case .dark: .dark
        case .lightHighContrast: .lightHighContrast
        case .darkHighContrast: .darkHighContrast
        }
    }
}
