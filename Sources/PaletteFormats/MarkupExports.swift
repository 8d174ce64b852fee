import ColorKit
import Foundation

/// The XML-shaped exports: Android's `colors.xml` and an SVG swatch strip.
enum MarkupExports {
    /// `<resources>` with one `<color>` per entry; Android writes alpha first (#AARRGGBB).
    static func android(_ palette: PaletteDocument) -> String {
        let names = ColorIdentifier.unique(palette.entryNames, style: .snake)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
            "<!-- \(comment(palette.displayName)): exported from Colr. -->",
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
                + "viewBox=\"0 0 \(width) \(size)\" role=\"img\" aria-label=\"\(escape(palette.displayName))\">",
            "  <title>\(escape(palette.displayName))</title>",
        ]
        for (index, (name, entry)) in zip(palette.entryNames, palette.entries).enumerated() {
            let x = index * size
            let c = entry.color
            let fill = c.hexString(prefix: "#").prefix(7)
            let opacity = c.isOpaque ? "" : " fill-opacity=\"\(SwiftSource.unit(c.alpha))\""
            let ink = Contrast.ratio(RGBColor(c), RGBColor(white: 0)) >= 4.5 ? "#000000" : "#FFFFFF"
            lines.append(
                "  <rect x=\"\(x)\" y=\"0\" width=\"\(size)\" height=\"\(size)\" fill=\"\(fill)\"\(opacity)/>"
            )
            lines.append(
                "  <text x=\"\(x + 8)\" y=\"\(size - 26)\" fill=\"\(ink)\" font-family=\"system-ui, sans-serif\" "
                    + "font-size=\"11\">\(escape(name))</text>")
            lines.append(
                "  <text x=\"\(x + 8)\" y=\"\(size - 10)\" fill=\"\(ink)\" font-family=\"ui-monospace, monospace\" "
                    + "font-size=\"11\">\(c.hexString())</text>")
        }
        lines += ["</svg>", ""]
        return lines.joined(separator: "\n")
    }

    /// A row of 64×64 swatches as PNG.
    static func png(_ palette: PaletteDocument) -> [UInt8] {
        let size = 64
        let count = max(1, palette.entries.count)
        var image = RGBAImage(width: count * size, height: size)
        for (index, entry) in palette.entries.enumerated() {
            let c = entry.color
            for y in 0..<size {
                for x in index * size..<(index + 1) * size {
                    let offset = (y * image.width + x) * 4
                    image.pixels[offset] = c.red
                    image.pixels[offset + 1] = c.green
                    image.pixels[offset + 2] = c.blue
                    image.pixels[offset + 3] = c.alpha
                }
            }
        }
        return PNGEncoder.encode(image)
    }

    /// XML's five predefined entities.
    static let entities: [Character: String] = [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;",
    ]

    /// Text safe inside XML content and attributes.
    static func escape(_ text: String) -> String {
        text.reduce(into: "") { out, character in
            if let entity = entities[character] { out += entity } else { out.append(character) }
        }
    }

    /// Text safe inside an XML comment (which may not contain `--`).
    static func comment(_ text: String) -> String {
        var out = escape(text)
        while out.contains("--") { out = out.replacingOccurrences(of: "--", with: "- -") }
        return out
    }

    static func hexByte(_ value: UInt8) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
