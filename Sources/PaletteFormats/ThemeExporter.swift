import ColorKit
import ColrModels

/// Writes a theme in a ``ThemeFormat``: every role in every mode, named the way each platform
/// names things (`--secondary-background`, `SecondaryBackground`, `secondary_background`).
public enum ThemeExporter {
    /// The theme as the bytes of a file in `format`; `name` names the theme ("Acme").
    public static func export(_ theme: Theme, name: String, as format: ThemeFormat) -> [UInt8] {
        let name = name.isEmpty ? "Colr" : name
        switch format {
        case .assetCatalog: return ThemeAssetCatalog.write(theme, name: name)
        case .swiftUI: return Array(ThemeSource.swiftUI(theme, name: name).utf8)
        case .css: return Array(ThemeStyleSheet.css(theme, name: name).utf8)
        case .tailwind: return Array(ThemeStyleSheet.tailwind(theme, name: name).utf8)
        case .designTokens: return Array(ThemeSource.designTokens(theme, name: name).utf8)
        case .android: return ThemeSource.android(theme, name: name)
        case .json: return ThemeSource.json(theme)
        }
    }

    /// The file name for the export: `AcmeTheme.css`, `AcmeTheme.xcassets.zip`.
    public static func fileName(name: String, as format: ThemeFormat) -> String {
        ThemeSource.namespace(name.isEmpty ? "Colr" : name) + "." + format.fileExtension
    }

    /// A role's name in `style`: `secondaryBackground`, `SecondaryBackground`, …
    static func identifier(_ role: ThemeRole, _ style: ColorIdentifier.Style) -> String {
        ColorIdentifier.identifier(role.rawValue, style: style)
    }

    /// A wide-gamut color's Display P3 channels, each 0…1.
    static func displayP3(_ color: RGBColor) -> [Double] {
        CSSColor(color).converted(to: .displayP3).components.map { min(max($0 ?? 0, 0), 1) }
    }

    /// `color(display-p3 r g b)`.
    static func displayP3CSS(_ color: RGBColor) -> String { color.formatted(.css(.displayP3)) }

    /// `#rrggbb`, lowercase.
    static func hex(_ color: RGBColor) -> String {
        color.rgb8.hexString(uppercase: false).prefix(7).description
    }
}
