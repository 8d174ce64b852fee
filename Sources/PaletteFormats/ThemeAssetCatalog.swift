import Codecs
import ColorKit
import Foundation

/// A theme as an Xcode asset catalog: `<Name>Theme.xcassets/<Name>Theme/` (a folder that
/// provides a namespace, so colors are `"<Name>Theme/Tint"`), one color set per role with its
/// four appearances, zipped.
enum ThemeAssetCatalog {
    static func write(_ theme: Theme, name: String) -> [UInt8] {
        let namespace = ThemeSource.namespace(name)
        let catalog = namespace + ".xcassets"
        var archive = ZipArchive()
        let info = AssetCatalog.info(indent: "  ", prefix: "", suffix: "\n")
        archive.add(catalog + "/Contents.json", Array("{\n\(info)}\n".utf8))
        archive.add(
            catalog + "/\(namespace)/Contents.json",
            Array(
                "{\n\(info.dropLast()),\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n"
                    .utf8))
        for role in ThemeRole.allCases {
            let path =
                "\(catalog)/\(namespace)/\(ThemeExporter.identifier(role, .pascal)).colorset/Contents.json"
            archive.add(path, Array(colorSet(theme, role).utf8))
        }
        return archive.bytes
    }

    /// The appearances Xcode writes for each mode: none for light, and luminosity and contrast
    /// entries for the others.
    static func appearances(_ mode: ThemeMode) -> [(String, String)] {
        switch mode {
        case .light: []
        case .dark: [("luminosity", "dark")]
        case .lightHighContrast: [("contrast", "high")]
        case .darkHighContrast: [("luminosity", "dark"), ("contrast", "high")]
        }
    }

    private static func colorSet(_ theme: Theme, _ role: ThemeRole) -> String {
        let entries = ThemeMode.allCases.map { mode in
            let appearances = appearances(mode).map {
                "        {\n          \"appearance\" : \"\($0.0)\",\n          \"value\" : \"\($0.1)\"\n        }"
            }
            let list =
                appearances.isEmpty
                ? "" : "      \"appearances\" : [\n\(appearances.joined(separator: ",\n"))\n      ],\n"
            let color =
                theme.wideColor(role, in: mode).map(wideComponents)
                ?? AssetCatalog.components(theme.color(role, in: mode).rgb8)
            return
                "    {\n\(list)      \"color\" : \(color),\n"
                + "      \"idiom\" : \"universal\"\n    }"
        }
        return "{\n  \"colors\" : [\n\(entries.joined(separator: ",\n"))\n  ],\n"
            + AssetCatalog.info(indent: "  ", prefix: "", suffix: "\n") + "}\n"
    }

    /// A wide-gamut brand as Xcode writes a Display P3 color: channels as decimals.
    static func wideComponents(_ color: RGBColor) -> String {
        let p3 = ThemeExporter.displayP3(color)
        let channels = zip(["red", "green", "blue"], p3).map {
            "\"\($0.0)\" : \"\(String(format: "%.4f", $0.1))\""
        }
        return "{ \"color-space\" : \"display-p3\", \"components\" : { "
            + (["\"alpha\" : \"1.000\""] + channels).joined(separator: ", ") + " } }"
    }
}
