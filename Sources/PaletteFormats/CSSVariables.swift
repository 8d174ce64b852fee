import ColorKit
import Foundation

/// CSS custom properties, plain (`:root`) or as a Tailwind v4 `@theme` block, and reading them back.
enum CSSVariables {
    /// `:root { --deep-sea: #003366; }`.
    static func css(_ palette: PaletteDocument) -> String {
        block(palette, selector: ":root", prefix: "--")
    }

    /// `@theme { --color-deep-sea: #003366; }`: Tailwind v4 makes `bg-deep-sea` and friends of it.
    static func tailwind(_ palette: PaletteDocument) -> String {
        block(palette, selector: "@theme", prefix: "--color-")
    }

    private static func block(_ palette: PaletteDocument, selector: String, prefix: String) -> String {
        let names = ColorIdentifier.unique(palette.entryNames, style: .kebab)
        var lines = ["/* \(comment(palette.displayName)): exported from Colr. */", "\(selector) {"]
        for (name, entry) in zip(names, palette.entries) {
            lines.append("  \(prefix)\(name): \(entry.color.hexString(uppercase: false));")
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// Text safe inside a CSS comment.
    static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "\n", with: " ")
    }

    /// Every custom property whose value is a color, in order; Tailwind's `--color-` prefix and
    /// any other declarations are skipped. Names come back as words ("deep sea").
    static func read(_ text: String) throws(PaletteFormatError) -> PaletteDocument {
        let parser = ColorParser(catalogs: [.css])
        var entries: [PaletteDocument.Entry] = []
        let stripped = text.replacingOccurrences(
            of: #"/\*[\s\S]*?\*/"#, with: " ", options: .regularExpression)
        for declaration in stripped.split(whereSeparator: { $0 == ";" || $0 == "{" || $0 == "}" }) {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            let property = declaration[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
            let value = declaration[declaration.index(after: colon)...].trimmingCharacters(
                in: .whitespacesAndNewlines)
            guard property.hasPrefix("--"), let color = try? parser.parse(value) else { continue }
            var name = String(property.dropFirst(2))
            if name.hasPrefix("color-") { name = String(name.dropFirst("color-".count)) }
            entries.append(.init(name: name.replacingOccurrences(of: "-", with: " "), color: color.rgb8))
        }
        guard !entries.isEmpty else { throw .empty(format: .css) }
        return PaletteDocument(name: "", entries: entries)
    }
}
