import Codecs
import ColorKit
import ColrModels
import Foundation

/// A theme as source files: a SwiftUI extension over the asset catalog, DTCG tokens, Android
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

    /// `{"light": {"$type": "color", "background": {"$value": …}, …}, "dark": …}`: one group per
    /// mode, named in kebab case (`light-high-contrast`), tokens in role order.
    static func designTokens(_ theme: Theme, name: String) -> String {
        var lines = ["{", "  \"$description\": \(DesignTokens.string(name + " theme, exported from Colr")),"]
        for (modeIndex, mode) in ThemeMode.allCases.enumerated() {
            lines.append(
                "  \(DesignTokens.string(ColorIdentifier.identifier(mode.rawValue, style: .kebab))): {")
            lines.append("    \"$type\": \"color\",")
            for (index, role) in ThemeRole.allCases.enumerated() {
                let color = theme.color(role, in: mode).rgb8
                let comma = index == ThemeRole.allCases.count - 1 ? "" : ","
                let value =
                    theme.wideColor(role, in: mode).map { wideValue($0, fallback: color) }
                    ?? DesignTokens.value(color)
                lines.append(
                    "    \(DesignTokens.string(ThemeExporter.identifier(role, .kebab))): { \"$value\": \(value) }\(comma)"
                )
            }
            lines.append("  }" + (modeIndex == ThemeMode.allCases.count - 1 ? "" : ","))
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// A wide-gamut brand as a DTCG color: its Display P3 channels, with the sRGB hex as the
    /// format's fallback.
    static func wideValue(_ color: RGBColor, fallback: RGB8) -> String {
        let components = ThemeExporter.displayP3(color).map { String(($0 * 10_000).rounded() / 10_000) }
            .joined(separator: ", ")
        return "{ \"colorSpace\": \"display-p3\", \"components\": [\(components)], \"alpha\": 1, "
            + "\"hex\": \(DesignTokens.string(fallback.hexString(uppercase: false).prefix(7).description)) }"
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
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // A body of strings, numbers and arrays always encodes; an empty file would say otherwise.
        return (try? Array(encoder.encode(ThemeBody(theme)))) ?? []
    }
}
