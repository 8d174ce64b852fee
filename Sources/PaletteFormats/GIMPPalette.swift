import ColorKit
import Foundation

/// GIMP's `.gpl`: a header, then one `R G B<tab>Name` line per color (no alpha).
enum GIMPPalette {
    /// The palette as a `.gpl` file.
    static func write(_ palette: PaletteDocument) -> String {
        var lines = ["GIMP Palette", "Name: \(oneLine(palette.displayName))", "Columns: 0", "#"]
        for (name, entry) in zip(palette.entryNames, palette.entries) {
            let c = entry.color
            lines.append(pad(c.red) + " " + pad(c.green) + " " + pad(c.blue) + "\t" + oneLine(name))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a `.gpl` file; comment lines and the optional `Columns:` line are skipped.
    static func read(_ text: String) throws(PaletteFormatError) -> PaletteDocument {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).makeIterator()
        guard let first = lines.next(), first.trimmingCharacters(in: .whitespaces) == "GIMP Palette" else {
            throw .malformed(format: .gimp, reason: "the first line must be \"GIMP Palette\"")
        }
        var name = ""
        var entries: [PaletteDocument.Entry] = []
        var number = 1
        while let line = lines.next() {
            number += 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.hasPrefix("Name:") {
                name = trimmed.dropFirst("Name:".count).trimmingCharacters(in: .whitespaces)
                continue
            }
            if trimmed.hasPrefix("Columns:") { continue }
            var rest = Substring(trimmed)
            var channels: [UInt8] = []
            for _ in 0..<3 {
                rest = rest.drop { $0 == " " || $0 == "\t" }
                let digits = rest.prefix { $0.isASCII && $0.isNumber }
                guard let channel = UInt8(digits) else {
                    throw .malformed(
                        format: .gimp, reason: "line \(number) is not \"R G B name\" with 0–255 channels")
                }
                channels.append(channel)
                rest = rest.dropFirst(digits.count)
            }
            let label = rest.trimmingCharacters(in: .whitespaces)
            entries.append(
                .init(name: label, color: RGB8(red: channels[0], green: channels[1], blue: channels[2])))
        }
        guard !entries.isEmpty else { throw .empty(format: .gimp) }
        return PaletteDocument(name: name, entries: entries)
    }

    private static func pad(_ channel: UInt8) -> String {
        let text = String(channel)
        return String(repeating: " ", count: 3 - text.count) + text
    }

    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
