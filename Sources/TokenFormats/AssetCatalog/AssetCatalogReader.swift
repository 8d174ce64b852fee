import ColorKit
import PaletteFormats

/// Reads an Xcode asset catalog, given as its `Contents.json` files (paths through
/// `….xcassets/…/Name.colorset/Contents.json`) or as a zip of the catalog.
///
/// Each color set is a token named by its path inside the catalog (`AcmeTheme/Tint`); its
/// appearances are modes: luminosity (none or light, dark) by contrast (none, high) gives
/// `light`, `dark`, `light-high-contrast` and `dark-high-contrast`, the ones present. The
/// universal idiom is preferred over device idioms; a color set that names a system color
/// (no components) is skipped.
enum AssetCatalogReader {
    /// The most bytes one color set's `Contents.json` may hold; Xcode writes under 1 KB.
    static let maximumColorSetBytes = 64 * 1024

    /// The modes in the order they are listed.
    static let modeOrder = ["light", "dark", "light-high-contrast", "dark-high-contrast"]

    /// The token set in `files`.
    static func read(_ files: [TokenFile]) throws(TokenFormatError) -> TokenSet {
        let files = try ArchiveFiles.expand(files) { name($0) != nil }
        var order: [String] = []
        var values: [String: [String: TokenValue]] = [:]
        for file in files {
            guard let token = name(file.path) else { continue }
            guard file.bytes.count <= maximumColorSetBytes else {
                throw .tooLarge(file: file.path, limit: maximumColorSetBytes)
            }
            let root = try JSONScanner.parse(file)
            let found = try colors(root, file: file, token: token)
            guard !found.isEmpty else { continue }
            if values[token] == nil { order.append(token) }
            values[token, default: [:]].merge(found) { first, _ in first }
        }
        guard !order.isEmpty else { throw .noColors(file: files.first?.path ?? "") }
        let present = Set(values.values.flatMap(\.keys))
        let modes = modeOrder.filter(present.contains)
        return TokenSet(
            modes: modes,
            tokens: order.map { name in
                let found = values[name] ?? [:]
                var ordered = TokenValues()
                for mode in modes { ordered[mode] = found[mode] }
                return TokenSet.Token(name: name, values: ordered)
            })
    }

    /// The token a color set's `Contents.json` at `path` gives: the folders inside the catalog
    /// and the color set's name, without `.colorset`.
    static func name(_ path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count >= 3, parts.last == "Contents.json", parts[parts.count - 2].hasSuffix(".colorset"),
            let catalog = parts.lastIndex(where: { $0.hasSuffix(".xcassets") }), catalog < parts.count - 2
        else { return nil }
        var inner = Array(parts[(catalog + 1)..<(parts.count - 1)])
        inner[inner.count - 1] = String(inner[inner.count - 1].dropLast(".colorset".count))
        return inner.joined(separator: "/")
    }

    /// The color set's color in each mode it has one.
    private static func colors(_ root: JSONNode, file: TokenFile, token: String) throws(TokenFormatError)
        -> [String: TokenValue]
    {
        guard let entries = root["colors"]?.elements else { return [:] }
        var chosen: [String: (universal: Bool, value: TokenValue)] = [:]
        for entry in entries {
            guard let color = entry["color"], color["components"] != nil else { continue }
            let mode = try self.mode(entry, file: file)
            guard let css = AssetCatalogColor.color(color) else {
                throw .notAColor(
                    file: file.path, line: color.position.line, token: token,
                    value: DTCGColor.text(color, in: file.bytes))
            }
            let universal = entry["idiom"]?.string.map { $0 == "universal" } ?? true
            if let existing = chosen[mode], existing.universal || !universal { continue }
            let origin = ArchiveFiles.origin(color.origin(in: file.path))
            chosen[mode] = (universal, TokenValue(color: css, origin: origin))
        }
        return chosen.mapValues(\.value)
    }

    /// The mode an entry's `appearances` make.
    private static func mode(_ entry: JSONNode, file: TokenFile) throws(TokenFormatError) -> String {
        var dark = false
        var high = false
        for appearance in entry["appearances"]?.elements ?? [] {
            switch (appearance["appearance"]?.string, appearance["value"]?.string) {
            case ("luminosity", "dark"): dark = true
            case ("luminosity", _), ("contrast", _): high = high || appearance["value"]?.string == "high"
            default:
                throw .malformed(
                    file: file.path, line: appearance.position.line, column: appearance.position.column,
                    reason: "an appearance is luminosity (light, dark) or contrast (high)")
            }
        }
        return (dark ? "dark" : "light") + (high ? "-high-contrast" : "")
    }
}

/// Color sets are read as palette import reads them (PaletteFormats' `AssetCatalogColor`),
/// from this tree, which keeps the positions a diagnostic points at.
extension JSONNode: AssetCatalogJSON {}
