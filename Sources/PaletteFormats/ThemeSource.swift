import Codecs
import ColorKit
import ColrModels
import Foundation

/// A theme as source files: a SwiftUI extension over the asset catalog, a DTCG resolver, Android
/// resources, and the API's JSON.
enum ThemeSource {
    /// `AcmeTheme`: the asset catalog's namespace and the SwiftUI enum's name.
    static func namespace(_ name: String) -> String {
        let base = ColorIdentifier.identifier(name, style: .pascal)
        return base.hasSuffix("Theme") ? base : base + "Theme"
    }

    /// `extension Color { enum AcmeTheme { static let tint = Color("AcmeTheme/Tint") … } }`:
    /// the colors come from the asset catalog, which switches appearance by itself.
    static func swiftUI(_ theme: Theme, name: String) -> String {
        let namespace = namespace(name)
        var lines = [
            "// \(SwiftSource.comment(name)) theme: exported from Colr. Add \(namespace).xcassets to the target.",
            "",
            "#if canImport(SwiftUI)", "    import SwiftUI", "", "    extension Color {",
            "        /// The \(SwiftSource.comment(name)) theme's roles; each follows light, dark and Increase Contrast.",
            "        enum \(namespace) {",
        ]
        for role in ThemeRole.allCases {
            let light = theme.color(role, in: .light).hex
            lines.append("            /// \(role.heading) (\(light) in light mode).")
            lines.append(
                "            static let \(ThemeExporter.identifier(role, .camel)) = Color(\"\(namespace)/\(ThemeExporter.identifier(role, .pascal))\")"
            )
        }
        lines += ["        }", "    }", "#endif", ""]
        return lines.joined(separator: "\n")
    }

    /// A DTCG 2025.10 resolver document: an `appearance` modifier (light, dark) and a `contrast`
    /// modifier (standard, high) whose four combinations are the theme's modes, every role a
    /// color object (Display P3 with its sRGB hex for a wide-gamut brand), and the theme's pairs
    /// under `org.colr.check`, written from ``Theme/tokenSet`` and ``Theme/tokenPairs``.
    static func designTokens(_ theme: Theme, name: String) -> String {
        let modes = Dictionary(
            uniqueKeysWithValues: ThemeMode.allCases.map {
                ([$0.isDark ? "dark" : "light", $0.isHighContrast ? "high" : "standard"], $0.tokenName)
            })
        let resolver = DesignTokensResolver(
            name: name + " theme",
            description: "\(name) theme, exported from Colr: pick an appearance and a contrast.",
            setDescription: "The roles every mode shares, and the pairs the theme promises.",
            outer: .init(
                name: "appearance",
                description:
                    "Light or dark; each holds its colors at every contrast, which the contrast modifier picks.",
                contexts: ["light", "dark"]),
            inner: .init(
                name: "contrast",
                description: "Standard, or high for Increase Contrast and prefers-contrast: more.",
                contexts: ["standard", "high"]),
            modes: modes)
        return resolver.write(
            theme.tokenSet,
            promises: TokenPromises(pairs: theme.tokenPairs, background: ThemeRole.background.tokenName))
    }

    /// `res/values/colors.xml` (light) and `res/values-night/colors.xml` (dark), each with the
    /// mode's high-contrast colors alongside as `*_high_contrast`, zipped.
    static func android(_ theme: Theme, name: String) -> [UInt8] {
        var archive = ZipArchive()
        for (folder, mode, high) in [
            ("values", ThemeMode.light, ThemeMode.lightHighContrast),
            ("values-night", .dark, .darkHighContrast),
        ] {
            var lines = [
                "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
                "<!-- \(XMLText.comment(name)) theme, \(mode.title.lowercased()): exported from Colr. -->",
                "<resources>",
            ]
            for role in ThemeRole.allCases {
                let id = ThemeExporter.identifier(role, .snake)
                lines.append(
                    "    <color name=\"\(id)\">\(theme.color(role, in: mode).rgb8.hexString())</color>")
            }
            for role in ThemeRole.allCases {
                let id = ThemeExporter.identifier(role, .snake) + "_high_contrast"
                lines.append(
                    "    <color name=\"\(id)\">\(theme.color(role, in: high).rgb8.hexString())</color>")
            }
            lines += ["</resources>", ""]
            archive.add("res/\(folder)/colors.xml", Array(lines.joined(separator: "\n").utf8))
        }
        return archive.bytes
    }

    /// The API's answer for the theme, indented, keys sorted (as `colr theme --json` prints
    /// it), so the same theme always exports the same bytes.
    static func json(_ theme: Theme) -> [UInt8] {
        // A body of strings, numbers and arrays always encodes; an empty file would say otherwise.
        return (try? Array(ColrJSON.prettyEncoder().encode(ThemeBody(theme)))) ?? []
    }
}
