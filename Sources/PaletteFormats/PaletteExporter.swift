import Codecs
import ColorKit
import ColrModels

/// Writes a palette in any ``PaletteFormat``.
public enum PaletteExporter {
    /// The exported file's bytes (UTF-8 for the text formats).
    public static func export(_ palette: PaletteDocument, as format: PaletteFormat) -> [UInt8] {
        switch format {
        case .swift: Array(SwiftSource.appColorEnum(palette).utf8)
        case .swiftUI: Array(SwiftSource.swiftUIExtension(palette).utf8)
        case .assetCatalog: AssetCatalog.write(palette)
        case .css: Array(CSSVariables.css(palette).utf8)
        case .tailwind: Array(CSSVariables.tailwind(palette).utf8)
        case .designTokens: Array(DesignTokens.write(palette).utf8)
        case .android: Array(MarkupExports.android(palette).utf8)
        case .gimp: Array(GIMPPalette.write(palette).utf8)
        case .ase: AdobeSwatchExchange.write(palette)
        case .svg: Array(MarkupExports.svg(palette).utf8)
        case .png: MarkupExports.png(palette)
        }
    }

    /// A file name for the export: the palette's name in kebab case with the format's extension.
    public static func fileName(_ palette: PaletteDocument, as format: PaletteFormat) -> String {
        switch format {
        case .swift: "AppColor.swift"
        case .swiftUI: "Color+\(ColorIdentifier.identifier(palette.displayName, style: .pascal)).swift"
        case .android: "colors.xml"
        default: ColorIdentifier.identifier(palette.displayName, style: .kebab) + "." + format.fileExtension
        }
    }

    /// The 1200×630 preview link unfurlers show for a shared palette (Open Graph's image size):
    /// the colors as stripes, left to right.
    public static func openGraphImage(_ palette: PaletteDocument) -> [UInt8] {
        PNGEncoder.encode(MarkupExports.stripes(palette, width: 1200, height: 630))
    }
}
