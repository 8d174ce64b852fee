import Foundation

extension ColorNameCatalog {
    /// UIKit's class colors.
    public static let uikit = ColorNameCatalog(namespace: .uikit, entries: NamedColors.uikit)
    /// CSS Color 4's 148 named colors.
    public static let css = ColorNameCatalog(namespace: .css, entries: NamedColors.cssColors)

    private static let bundledX11 = Result { () throws(ColorKitError) -> ColorNameCatalog in
        try load(resource: "x11-rgb", ext: "txt", parse: parseX11)
    }
    private static let bundledColornames = Result { () throws(ColorKitError) -> ColorNameCatalog in
        try load(resource: "colornames", ext: "csv", parse: parseColornames)
    }

    /// The catalog for a namespace; the two file-backed lists are read once, on first use.
    ///
    /// Reading the package's own immutable resources is the only file access in ColorKit.
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
            guard fields.count >= 2, let rgb = HexNotation.parse(Substring(fields[1])), !fields[0].isEmpty
            else {
                throw .malformedData(
                    resource: "colornames.csv", line: number + 1, reason: "expected name,#rrggbb")
            }
            entries.append(NamedColor(name: String(fields[0]), color: RGBColor(rgb), namespace: .colornames))
        }
        return ColorNameCatalog(namespace: .colornames, entries: entries)
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
