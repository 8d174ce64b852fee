/// Colors for ViewKit's semantic roles in every appearance, given to a whole app at once.
///
/// The page's stylesheet variables (`--vk-tint`, `--vk-text`, …) are set from it: light values
/// on `:root`, dark ones under `prefers-color-scheme: dark`, and the high-contrast ones under
/// `prefers-contrast: more`. Roles the theme leaves out keep ViewKit's own colors. Views keep
/// using `Color.tint`, `Color.label` and the rest; nothing else in an app changes. One view
/// (and what it holds) can show a theme in a chosen appearance of its own with
/// ``View/colorThemeOverride``, as a preview beside the app's own look.
public struct ColorTheme: Hashable, Sendable {
    /// One role's color in each appearance.
    public struct Appearances: Hashable, Sendable {
        /// Light appearance.
        public var light: Color
        /// Dark appearance.
        public var dark: Color
        /// Light appearance with Increase Contrast.
        public var lightHighContrast: Color
        /// Dark appearance with Increase Contrast.
        public var darkHighContrast: Color

        /// A role's colors; without high-contrast ones, the standard ones serve.
        public init(
            light: Color, dark: Color, lightHighContrast: Color? = nil, darkHighContrast: Color? = nil
        ) {
            self.light = light
            self.dark = dark
            self.lightHighContrast = lightHighContrast ?? light
            self.darkHighContrast = darkHighContrast ?? dark
        }
    }

    /// One of the four looks a theme has.
    public enum Appearance: String, CaseIterable, Hashable, Sendable {
        /// Light.
        case light
        /// Dark.
        case dark
        /// Light with Increase Contrast.
        case lightHighContrast
        /// Dark with Increase Contrast.
        case darkHighContrast

        /// Whether the look is a dark one (form controls and scroll bars follow it).
        public var isDark: Bool { self == .dark || self == .darkHighContrast }
    }

    /// A theme in one appearance, given to one view and everything inside it whatever the
    /// page's own appearance (``View/colorThemeOverride``).
    public struct Override: Hashable, Sendable {
        /// The theme.
        public var theme: ColorTheme
        /// The look it is shown in.
        public var appearance: Appearance

        /// `theme` as it looks in `appearance`.
        public init(_ theme: ColorTheme, appearance: Appearance) {
            self.theme = theme
            self.appearance = appearance
        }

        /// Inline declarations setting the roles' variables (and `color-scheme`) on one element;
        /// CSS custom properties inherit, so its whole subtree takes them.
        var declarations: String {
            "color-scheme:\(appearance.isDark ? "dark" : "light");"
                + theme.roles.map { "--vk-\($0.rawValue):\(theme.value($0, appearance));" }.joined()
        }
    }

    /// The roles given, by role.
    public var colors: [SemanticColor: Appearances]

    /// A theme of `colors`.
    public init(_ colors: [SemanticColor: Appearances]) {
        self.colors = colors
    }

    /// The roles the theme gives, in ViewKit's order.
    var roles: [SemanticColor] { SemanticColor.allCases.filter { colors[$0] != nil } }

    /// A given role's CSS value in `appearance`.
    func value(_ role: SemanticColor, _ appearance: Appearance) -> String {
        guard let colors = colors[role] else { return Color(role).css }
        switch appearance {
        case .light: return colors.light.plainCSS
        case .dark: return colors.dark.plainCSS
        case .lightHighContrast: return colors.lightHighContrast.plainCSS
        case .darkHighContrast: return colors.darkHighContrast.plainCSS
        }
    }

    /// The stylesheet that applies the theme, to load after ViewKit's own.
    public var stylesheet: String {
        func block(_ indent: String, _ appearance: Appearance) -> String {
            roles.map { "\(indent)--vk-\($0.rawValue): \(value($0, appearance));\n" }.joined()
        }
        return ":root {\n" + block("  ", .light) + "}\n"
            + "@media (prefers-color-scheme: dark) {\n  :root {\n" + block("    ", .dark) + "  }\n}\n"
            + "@media (prefers-contrast: more) {\n  :root {\n" + block("    ", .lightHighContrast)
            + "  }\n}\n"
            + "@media (prefers-contrast: more) and (prefers-color-scheme: dark) {\n  :root {\n"
            + block("    ", .darkHighContrast) + "  }\n}\n"
    }
}

extension Color {
    /// The color's own components as CSS, even for a semantic color (whose `css` is its variable).
    var plainCSS: String {
        var copy = self
        copy.dropSemantic()
        return copy.css
    }
}
