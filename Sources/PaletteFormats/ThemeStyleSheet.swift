import ColorKit

/// A theme as CSS: custom properties that follow the page's color scheme and the reader's
/// contrast preference.
enum ThemeStyleSheet {
    /// `:root { color-scheme: light dark; --tint: light-dark(#…, #…); … }` and the same
    /// properties again inside `@media (prefers-contrast: more)`. `light-dark()` picks by the
    /// `color-scheme` in effect, so a page that sets `color-scheme: dark` gets the dark values.
    static func css(_ theme: Theme, name: String) -> String {
        var lines = [
            "/* \(CSSVariables.comment(name)) theme: exported from Colr. */", ":root {",
            "  color-scheme: light dark;",
        ]
        lines += declarations(theme, light: .light, dark: .dark, indent: "  ")
        lines += ["}"]
        lines += wide(theme, light: .light, dark: .dark, media: "(color-gamut: p3)")
        lines += ["", "@media (prefers-contrast: more) {", "  :root {"]
        lines += declarations(theme, light: .lightHighContrast, dark: .darkHighContrast, indent: "    ")
        lines += ["  }", "}"]
        lines += wide(
            theme, light: .lightHighContrast, dark: .darkHighContrast,
            media: "(prefers-contrast: more) and (color-gamut: p3)")
        lines += [""]
        return lines.joined(separator: "\n")
    }

    /// A wide-gamut brand where the theme uses it, for screens that show Display P3: the roles
    /// again with `color(display-p3 …)`, after their sRGB values, which older browsers and
    /// sRGB screens keep.
    private static func wide(_ theme: Theme, light: ThemeMode, dark: ThemeMode, media: String) -> [String] {
        let roles = ThemeRole.allCases.filter {
            theme.wideColor($0, in: light) != nil || theme.wideColor($0, in: dark) != nil
        }
        guard !roles.isEmpty else { return [] }
        func value(_ role: ThemeRole, _ mode: ThemeMode) -> String {
            theme.wideColor(role, in: mode).map(ThemeExporter.displayP3CSS)
                ?? ThemeExporter.hex(theme.color(role, in: mode))
        }
        return ["", "@media \(media) {", "  :root {"]
            + roles.map {
                "    --\(ThemeExporter.identifier($0, .kebab)): light-dark(\(value($0, light)), \(value($0, dark)));"
            } + ["  }", "}"]
    }

    private static func declarations(_ theme: Theme, light: ThemeMode, dark: ThemeMode, indent: String)
        -> [String]
    {
        ThemeRole.allCases.map { role in
            "\(indent)--\(ThemeExporter.identifier(role, .kebab)): light-dark("
                + "\(ThemeExporter.hex(theme.color(role, in: light))), \(ThemeExporter.hex(theme.color(role, in: dark))));"
        }
    }

    /// `@theme { --color-tint: #…; … }` with light values, then the dark and high-contrast values
    /// under Tailwind's `dark` and `contrast-more` variants, so `bg-tint` follows whichever the
    /// project's `dark` variant means (media query or class); a wide-gamut brand again under
    /// `@media (color-gamut: p3)`.
    static func tailwind(_ theme: Theme, name: String) -> String {
        let later = ThemeMode.allCases.filter { $0 != .light }
        return TailwindTheme(
            title: "\(name) theme for Tailwind CSS v4: exported from Colr.", base: block(theme, .light),
            variants: later.map {
                .init(path: TailwindTheme.path(forMode: $0.rawValue), declarations: block(theme, $0))
            },
            extra: tailwindWide(theme)
        ).css
    }

    /// A wide-gamut brand for Display P3 screens: the roles that use it, declared again in all
    /// four modes (the brand's `color(display-p3 …)` where a mode uses it, the sRGB value
    /// elsewhere), so within the block the modes cascade as they do outside it.
    private static func tailwindWide(_ theme: Theme) -> [String] {
        let roles = ThemeRole.allCases.filter { role in
            ThemeMode.allCases.contains { theme.wideColor(role, in: $0) != nil }
        }
        guard !roles.isEmpty else { return [] }
        func wideBlock(_ mode: ThemeMode) -> [String] {
            roles.map { role in
                let value =
                    theme.wideColor(role, in: mode).map(ThemeExporter.displayP3CSS)
                    ?? ThemeExporter.hex(theme.color(role, in: mode))
                return "--color-\(ThemeExporter.identifier(role, .kebab)): \(value);"
            }
        }
        let later = ThemeMode.allCases.filter { $0 != .light }.map {
            TailwindTheme.Variant(path: TailwindTheme.path(forMode: $0.rawValue), declarations: wideBlock($0))
        }
        return ["    @media (color-gamut: p3) {"] + wideBlock(.light).map { "      " + $0 }
            + TailwindTheme.nested(later, indent: "      ") + ["    }"]
    }

    private static func block(_ theme: Theme, _ mode: ThemeMode) -> [String] {
        ThemeRole.allCases.map { role in
            "--color-\(ThemeExporter.identifier(role, .kebab)): \(ThemeExporter.hex(theme.color(role, in: mode)));"
        }
    }
}
