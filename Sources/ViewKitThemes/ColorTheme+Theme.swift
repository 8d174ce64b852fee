import ColorKit
import ViewKit

/// A ColorKit ``ColorKit/Theme`` given to ViewKit's semantic colors in one call:
///
/// ```swift
/// configuration.theme = ColorTheme(brand: RGBColor(RGB8(rgb: 0x0066CC)))
/// ```
///
/// Every ``ViewKit/SemanticColor`` takes its ``ViewKit/SemanticColor/themeRole``'s color in each
/// of the four modes (light, dark and both with Increase Contrast), so the theme's contrast
/// promises hold on the page as ViewKit renders it.
extension ColorTheme {
    /// Every semantic color from `theme`'s roles, in all four appearances.
    public init(_ theme: Theme) {
        self.init { theme.color($0, in: $1) }
    }

    /// Every semantic color from a theme made from one brand color at `target`.
    ///
    /// The brand is the light tint unchanged whenever it can keep the tint's promises (see
    /// ``ColorKit/Theme``); `ColorTheme(theme)` takes a theme made with more control (a palette's
    /// colors, overrides).
    public init(brand: RGBColor, target: ThemeTarget = .aa) {
        self.init(Theme(brand: brand, target: target))
    }

    /// Every semantic color from `color`, the color of a role in a mode: the one mapping between
    /// theme roles and ViewKit's semantic colors, for a theme with colors changed on the way
    /// (a preview seen through a color-vision deficiency, one mode shown in every appearance).
    ///
    /// Colors outside sRGB are gamut-mapped as CSS Color 4 maps them; each semantic color takes
    /// its ``ViewKit/SemanticColor/themeOpacity``.
    public init(_ color: (ThemeRole, ThemeMode) -> RGBColor) {
        var colors: [SemanticColor: Appearances] = [:]
        for semantic in SemanticColor.allCases {
            func shown(_ mode: ThemeMode) -> ViewKit.Color {
                ViewKit.Color(color(semantic.themeRole, mode).withAlpha(semantic.themeOpacity))
            }
            colors[semantic] = Appearances(
                light: shown(.light), dark: shown(.dark), lightHighContrast: shown(.lightHighContrast),
                darkHighContrast: shown(.darkHighContrast))
        }
        self.init(colors)
    }
}

extension ViewKit.Color {
    /// A ViewKit color from a ColorKit color; one outside sRGB is gamut-mapped (CSS Color 4:
    /// chroma reduced, lightness and hue kept), and alpha is clamped to 0…1.
    public init(_ color: RGBColor) {
        let shown = GamutMapping.toSRGB(color).withAlpha(min(max(color.alpha, 0), 1))
        self.init(red: shown.red, green: shown.green, blue: shown.blue, alpha: shown.alpha)
    }
}
