import ColorKit
import Foundation

extension ColorNameCatalog {
    private static let bundledX11 = Result { () throws(ColorKitError) -> ColorNameCatalog in
        try load(resource: "x11-rgb", ext: "txt", parse: parseX11)
    }
    private static let bundledColornames = Result { () throws(ColorKitError) -> ColorNameCatalog in
        try load(resource: "colornames", ext: "csv", parse: parseColornames)
    }

    /// The catalog for any namespace; the two file-backed lists are read once, on first use.
    ///
    /// UIKit and CSS come from ColorKit (`builtIn`); X11 and the color-names list are this
    /// module's resources, the only files the name lists need and the only IO they do.
    public static func bundled(_ namespace: ColorNamespace) throws(ColorKitError) -> ColorNameCatalog {
        switch namespace {
        case .uikit: return uikit
        case .css: return css
        case .x11: return try bundledX11.get()
        case .colornames: return try bundledColornames.get()
        }
    }

    /// Parses X11 `rgb.txt`: `R G B name words`, with `!` comment lines.
    public static func parseX11(_ text: String) throws(ColorKitError) -> ColorNameCatalog {
        var entries: [NamedColor] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("!") { continue }
            let fields = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 4, let r = UInt8(fields[0]), let g = UInt8(fields[1]),
                let b = UInt8(fields[2])
            else {
                throw .malformedData(resource: "x11-rgb.txt", line: number + 1, reason: "expected R G B name")
            }
            let name = fields[3...].joined(separator: " ")
            entries.append(
                NamedColor(name: name, color: RGBColor(RGB8(red: r, green: g, blue: b)), namespace: .x11))
        }
        return ColorNameCatalog(namespace: .x11, entries: entries)
    }

    /// Parses the color-names CSV: a header, then `name,#rrggbb,flag` lines.
    public static func parseColornames(_ text: String) throws(ColorKitError) -> ColorNameCatalog {
        var entries: [NamedColor] = []
        entries.reserveCapacity(32_000)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if number == 0 || line.isEmpty { continue }
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count >= 2, let rgb = rrggbb(fields[1]), !fields[0].isEmpty else {
                throw .malformedData(
                    resource: "colornames.csv", line: number + 1, reason: "expected name,#rrggbb")
            }
            entries.append(NamedColor(name: String(fields[0]), color: RGBColor(rgb), namespace: .colornames))
        }
        return ColorNameCatalog(namespace: .colornames, entries: entries)
    }

    /// Reads exactly `#rrggbb`, the one form the list uses; anything else is a malformed line.
    /// (ColorKit keeps its hex reader internal, and a whole `ColorParser` would accept far more.)
    private static func rrggbb(_ field: Substring) -> RGB8? {
        let digits = field.utf8.dropFirst()
        guard field.utf8.first == UInt8(ascii: "#"), digits.count == 6,
            digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
            let value = UInt32(field.dropFirst(), radix: 16)
        else { return nil }
        return RGB8(rgb: value)
    }

    private static func load(
        resource: String, ext: String, parse: (String) throws(ColorKitError) -> ColorNameCatalog
    ) throws(ColorKitError) -> ColorNameCatalog {
        guard let url = Bundle.module.url(forResource: resource, withExtension: ext),
            let data = try? Data(contentsOf: url)
        else {
            throw .malformedData(resource: "\(resource).\(ext)", line: 0, reason: "resource is missing")
        }
        return try parse(String(decoding: data, as: UTF8.self))
    }
}
