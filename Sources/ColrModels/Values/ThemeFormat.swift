/// Every format a theme can be exported to: each carries all four modes (light, dark, and both
/// with Increase Contrast) in the way its platform switches between them.
public enum ThemeFormat: String, CaseIterable, Sendable, Codable {
    /// An Xcode asset catalog, one color set per role with four appearances (luminosity light
    /// or dark × contrast standard or high), in a namespace folder, zipped.
    case assetCatalog = "xcassets"
    /// A SwiftUI `Color` extension naming the asset catalog's colors.
    case swiftUI = "swiftui"
    /// CSS custom properties with `light-dark()`, and a `prefers-contrast: more` block.
    case css
    /// A Tailwind CSS v4 `@theme` whose variables change under the `dark` and `contrast-more` variants.
    case tailwind
    /// A W3C Design Tokens (DTCG 2025.10) resolver document: `appearance` and `contrast`
    /// modifiers whose combinations are the four modes, and the theme's pairs under
    /// `$extensions["org.colr.check"]`.
    case designTokens = "dtcg"
    /// Android `values/colors.xml` and `values-night/colors.xml`, high-contrast colors alongside, zipped.
    case android
    /// The theme as the API answers it (`ThemeBody`): every role in every mode, every pair
    /// measured, and what the theme could not do.
    case json

    /// The file name extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .assetCatalog: "xcassets.zip"
        case .swiftUI: "swift"
        case .css, .tailwind: "css"
        case .designTokens: "resolver.json"
        case .android: "zip"
        case .json: "theme.json"
        }
    }

    /// The media type to serve the export with.
    public var mediaType: String {
        switch self {
        case .assetCatalog, .android: "application/zip"
        case .swiftUI: "text/x-swift; charset=utf-8"
        case .css, .tailwind: "text/css; charset=utf-8"
        // The resolver module asks for plain JSON's type.
        case .designTokens, .json: "application/json"
        }
    }

    /// Whether the export is text a person can read and copy (the rest are downloads only).
    public var isText: Bool { self != .assetCatalog && self != .android }

    /// What people call the format, for menus.
    public var title: String {
        switch self {
        case .assetCatalog: "Xcode asset catalog"
        case .swiftUI: "SwiftUI Color"
        case .css: "CSS variables"
        case .tailwind: "Tailwind theme"
        case .designTokens: "Design Tokens (DTCG)"
        case .android: "Android resources"
        case .json: "JSON"
        }
    }
}
