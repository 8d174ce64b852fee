import ColorKit
import Foundation

/// Reads Android's `res/values/colors.xml` (the export is ``MarkupExports/android(_:)``).
///
/// Android apps keep their palette in this file, so it is the one people have to bring over.
/// Colors are `<color name="…">` elements (or `<item type="color">`) with `#RGB`, `#ARGB`,
/// `#RRGGBB` or `#AARRGGBB` values; a value that refers to another color in the same file
/// (`@color/brand`) takes that color. Other resources are skipped.
package enum AndroidColorResources {
    /// How many `@color/` references are followed before giving up on a chain (or a cycle).
    static let maximumReferenceDepth = 16

    /// Every color in the file, in order; names come back as words ("deep sea").
    static func read(_ text: String) throws(PaletteFormatError) -> PaletteDocument {
        let elements: [ResourceXML.Element]
        do {
            elements = try ResourceXML.children(of: Array(text.utf8), root: "resources")
        } catch {
            // Import names no line: a palette is one dropped file, and its error one sentence.
            throw .malformed(format: .android, reason: error.reason)
        }
        let colors = elements.compactMap { element -> (name: String, value: String)? in
            let isColor =
                element.name == "color" || (element.name == "item" && element.attributes["type"] == "color")
            guard isColor, let name = element.attributes["name"], !name.isEmpty else { return nil }
            return (name, element.text)
        }
        var byName: [String: String] = [:]
        for color in colors where byName[color.name] == nil { byName[color.name] = color.value }
        var entries: [PaletteDocument.Entry] = []
        for (name, value) in colors {
            var resolved = value
            for _ in 0..<maximumReferenceDepth where resolved.hasPrefix("@color/") {
                resolved = byName[String(resolved.dropFirst("@color/".count))] ?? ""
            }
            guard let color = parse(resolved) else { continue }
            entries.append(.init(name: name.replacingOccurrences(of: "_", with: " "), color: color))
        }
        guard !entries.isEmpty else { throw .empty(format: .android) }
        return PaletteDocument(name: "", entries: entries)
    }

    /// An Android color literal, `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` (alpha comes first
    /// when there is one), as written, without space around it; nil for anything else. Theme
    /// checks (TokenFormats) read Android values with it too.
    package static func parse(_ value: String) -> RGB8? {
        guard value.hasPrefix("#") else { return nil }
        let digits = value.dropFirst()
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit),
            let number = UInt32(digits, radix: 16)
        else { return nil }
        func nibble(_ shift: UInt32) -> UInt8 { UInt8((number >> shift) & 0xF) * 17 }
        func byte(_ shift: UInt32) -> UInt8 { UInt8((number >> shift) & 0xFF) }
        switch digits.count {
        case 3: return RGB8(red: nibble(8), green: nibble(4), blue: nibble(0))
        case 4: return RGB8(red: nibble(8), green: nibble(4), blue: nibble(0), alpha: nibble(12))
        case 6: return RGB8(red: byte(16), green: byte(8), blue: byte(0))
        default: return RGB8(red: byte(16), green: byte(8), blue: byte(0), alpha: byte(24))
        }
    }
}
