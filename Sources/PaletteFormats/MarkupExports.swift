import Codecs
import ColorKit
import Foundation

/// The XML-shaped exports: Android's `colors.xml` and an SVG swatch strip.
enum MarkupExports {
    /// `<resources>` with one `<color>` per entry; Android writes alpha first (#AARRGGBB).
    static func android(_ palette: PaletteDocument) -> String {
        let names = ColorIdentifier.unique(palette.entryNames, style: .snake)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
            "<!-- \(XMLText.comment(palette.displayName)): exported from Colr. -->",
            "<resources>",
        ]
        for (name, entry) in zip(names, palette.entries) {
            let c = entry.color
            let value =
                c.isOpaque ? c.hexString() : "#" + hexByte(c.alpha) + c.hexString(prefix: "").prefix(6)
            lines.append("    <color name=\"\(name)\">\(value)</color>")
        }
        lines += ["</resources>", ""]
        return lines.joined(separator: "\n")
    }

    /// A row of 96×96 swatches, each with its name and hex underneath in a readable color.
    static func svg(_ palette: PaletteDocument) -> String {
        let size = 96
        let width = max(1, palette.entries.count) * size
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(size)\" "
                + "viewBox=\"0 0 \(width) \(size)\" role=\"img\" aria-label=\"\(XMLText.escape(palette.displayName))\">",
            "  <title>\(XMLText.escape(palette.displayName))</title>",
        ]
        for (index, (name, entry)) in zip(palette.entryNames, palette.entries).enumerated() {
            let x = index * size
            let c = entry.color
            let fill = c.hexString(prefix: "#").prefix(7)
            let opacity = c.isOpaque ? "" : " fill-opacity=\"\(SwiftSource.unit(c.alpha))\""
            let ink = Ink.on(RGBColor(c)) == .black ? "#000000" : "#FFFFFF"
            lines.append(
                "  <rect x=\"\(x)\" y=\"0\" width=\"\(size)\" height=\"\(size)\" fill=\"\(fill)\"\(opacity)/>"
            )
            lines.append(
                "  <text x=\"\(x + 8)\" y=\"\(size - 26)\" fill=\"\(ink)\" font-family=\"system-ui, sans-serif\" "
                    + "font-size=\"11\">\(XMLText.escape(name))</text>")
            lines.append(
                "  <text x=\"\(x + 8)\" y=\"\(size - 10)\" fill=\"\(ink)\" font-family=\"ui-monospace, monospace\" "
                    + "font-size=\"11\">\(c.hexString())</text>")
        }
        lines += ["</svg>", ""]
        return lines.joined(separator: "\n")
    }

    /// A row of 64×64 swatches as PNG.
    static func png(_ palette: PaletteDocument) -> [UInt8] {
        PNGEncoder.encode(stripes(palette, width: max(1, palette.entries.count) * 64, height: 64))
    }

    /// The palette as side-by-side stripes filling `width`×`height`, the last taking what is
    /// left over, so every pixel column belongs to one color.
    static func stripes(_ palette: PaletteDocument, width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        let count = palette.entries.count
        guard count > 0 else { return image }
        var row = [UInt8](repeating: 0, count: width * 4)
        for x in 0..<width {
            let c = palette.entries[min(count - 1, x * count / width)].color
            row.replaceSubrange(x * 4..<x * 4 + 4, with: [c.red, c.green, c.blue, c.alpha])
        }
        for y in 0..<height { image.pixels.replaceSubrange(y * width * 4..<(y + 1) * width * 4, with: row) }
        return image
    }

    static func hexByte(_ value: UInt8) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
