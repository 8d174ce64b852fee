/// Every format a palette can be exported to, and which of them can be read back in.
public enum PaletteFormat: String, CaseIterable, Sendable, Codable {
    /// A Swift `AppColor` enum: alphabetized cases and a hex initializer for UIKit and AppKit.
    case swift
    /// A SwiftUI `Color` extension with one static color per entry.
    case swiftUI = "swiftui"
    /// An Xcode asset catalog (`.xcassets`), one color set per entry with a dark appearance, zipped.
    case assetCatalog = "xcassets"
    /// CSS custom properties on `:root`.
    case css
    /// A Tailwind CSS v4 `@theme` block (`--color-*` variables).
    case tailwind
    /// W3C Design Tokens (DTCG) JSON, color tokens in a group named after the palette.
    case designTokens = "dtcg"
    /// Android `res/values/colors.xml`.
    case android
    /// A GIMP palette (`.gpl`), also read by Inkscape and Krita.
    case gimp = "gpl"
    /// Adobe Swatch Exchange (`.ase`), read by Photoshop, Illustrator and InDesign.
    case ase
    /// An SVG strip of swatches with their names.
    case svg
    /// A PNG strip of swatches.
    case png

    /// The file name extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .swift, .swiftUI: "swift"
        case .assetCatalog: "xcassets.zip"
        case .css, .tailwind: "css"
        case .designTokens: "tokens.json"
        case .android: "xml"
        case .gimp: "gpl"
        case .ase: "ase"
        case .svg: "svg"
        case .png: "png"
        }
    }

    /// The media type to serve the export with.
    public var mediaType: String {
        switch self {
        case .swift, .swiftUI: "text/x-swift; charset=utf-8"
        case .assetCatalog: "application/zip"
        case .css, .tailwind: "text/css; charset=utf-8"
        case .designTokens: "application/design-tokens+json"
        case .android: "application/xml; charset=utf-8"
        case .gimp: "text/plain; charset=utf-8"
        case .ase: "application/octet-stream"
        case .svg: "image/svg+xml"
        case .png: "image/png"
        }
    }

    /// Whether the export is text a person can read and copy (the rest are downloads only).
    public var isText: Bool {
        switch self {
        case .assetCatalog, .ase, .png: false
        default: true
        }
    }

    /// Whether ``PaletteImporter`` reads this format.
    public var canImport: Bool {
        switch self {
        case .gimp, .ase, .css, .tailwind, .designTokens, .android, .assetCatalog: true
        default: false
        }
    }

    /// What people call the format, for menus.
    public var title: String {
        switch self {
        case .swift: "Swift enum"
        case .swiftUI: "SwiftUI Color"
        case .assetCatalog: "Xcode asset catalog"
        case .css: "CSS variables"
        case .tailwind: "Tailwind theme"
        case .designTokens: "Design Tokens (DTCG)"
        case .android: "Android colors.xml"
        case .gimp: "GIMP palette"
        case .ase: "Adobe Swatch Exchange"
        case .svg: "SVG swatches"
        case .png: "PNG swatches"
        }
    }
}
