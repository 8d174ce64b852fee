import Codecs
import ColorKit

/// An Xcode asset catalog: `<Name>.xcassets` with one `.colorset` per entry, zipped.
///
/// Each color set has the color for light appearance and one for dark. The dark one keeps the
/// hue and chroma and, when the color would not read on a dark background (under 4.5:1 against
/// black), is lightened in OKLCH just enough that it does.
enum AssetCatalog {
    /// The zipped catalog.
    static func write(_ palette: PaletteDocument) -> [UInt8] {
        let catalog = ColorIdentifier.identifier(palette.displayName, style: .pascal) + ".xcassets"
        var archive = ZipArchive()
        archive.add(
            catalog + "/Contents.json", Array(info(indent: "  ", prefix: "{\n", suffix: "\n}\n").utf8))
        for (name, entry) in zip(ColorIdentifier.unique(palette.entryNames, style: .pascal), palette.entries)
        {
            archive.add(catalog + "/" + name + ".colorset/Contents.json", Array(colorSet(entry.color).utf8))
        }
        return archive.bytes
    }

    /// The color for dark appearance: the color itself when it reads on black (AA, 4.5:1),
    /// else the nearest lightness of its hue that does (``ContrastRepair``; on black, lighter).
    static func darkVariant(_ color: RGB8) -> RGB8 {
        let black = RGBColor(white: 0)
        guard let repaired = ContrastRepair.repair(text: RGBColor(color), background: black, target: .aa)
        else { return color }
        var dark = repaired.rgb8
        dark.alpha = color.alpha
        return dark
    }

    private static func colorSet(_ color: RGB8) -> String {
        """
        {
          "colors" : [
            {
              "color" : \(components(color)),
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : \(components(darkVariant(color))),
              "idiom" : "universal"
            }
          ],
        \(info(indent: "  ", prefix: "", suffix: "\n"))}

        """
    }

    /// A color's `color` object as Xcode writes it: sRGB, channels as hex bytes, alpha to three places.
    static func components(_ color: RGB8) -> String {
        let channels = [("red", color.red), ("green", color.green), ("blue", color.blue)]
            .map { "\"\($0.0)\" : \"0x\(MarkupExports.hexByte($0.1))\"" }
        let alpha = "\"alpha\" : \"\(format3(Double(color.alpha) / 255))\""
        return
            "{ \"color-space\" : \"srgb\", \"components\" : { \(([alpha] + channels).joined(separator: ", ")) } }"
    }

    /// The `info` object Xcode writes into every `Contents.json`.
    static func info(indent: String, prefix: String, suffix: String) -> String {
        prefix + indent + "\"info\" : {\n" + indent + "  \"author\" : \"xcode\",\n" + indent
            + "  \"version\" : 1\n" + indent + "}" + suffix
    }

    /// A value with three decimals, as Xcode writes alpha.
    private static func format3(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
