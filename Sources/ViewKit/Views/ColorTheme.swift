/// Colors for ViewKit's semantic roles in every appearance, given to a whole app at once.
///
/// The page's stylesheet variables (`--vk-tint`, `--vk-text`, …) are set from it: light values
/// on `:root`, dark ones under `prefers-color-scheme: dark`, and the high-contrast ones under
/// `prefers-contrast: more`. Roles the theme leaves out keep ViewKit's own colors. Views keep
/// using `Color.tint`, `Color.label` and the rest; nothing else in an app changes.
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

    /// The roles given, by role.
    public var colors: [SemanticColor: Appearances]

    /// A theme of `colors`.
    public init(_ colors: [SemanticColor: Appearances]) {
        self.colors = colors
    }

    /// The stylesheet that applies the theme, to load after ViewKit's own.
    public var stylesheet: String {
        let roles = SemanticColor.allCases.filter { colors[$0] != nil }
        func block(_ indent: String, _ pick: (Appearances) -> Color) -> String {
            roles.compactMap { role in
                colors[role].map { "\(indent)--vk-\(role.rawValue): \(pick($0).plainCSS);\n" }
            }
            .joined()
        }
        return ":root {\n" + block("  ", \.light) + "}\n"
            + "@media (prefers-color-scheme: dark) {\n  :root {\n" + block("    ", \.dark) + "  }\n}\n"
            + "@media (prefers-contrast: more) {\n  :root {\n" + block("    ", \.lightHighContrast)
            + "  }\n}\n"
            + "@media (prefers-contrast: more) and (prefers-color-scheme: dark) {\n  :root {\n"
            + block("    ", \.darkHighContrast) + "  }\n}\n"
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
