import Codecs

extension TokenReader {
    /// A file named nothing telling (text pasted in the app, a file from standard input): its
    /// format from its first bytes. A zip's signature, JSON's brace, XML's angle bracket, or
    /// CSS's custom properties (Tailwind when `@theme` is among them).
    static func sniff(_ files: [TokenFile]) -> TokenSourceFormat? {
        guard let file = files.first, files.count == 1 else { return nil }
        if file.bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return zipGuess(files) }
        let text = file.bytes.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        switch text.first {
        case UInt8(ascii: "{"): return jsonGuess(files)
        case UInt8(ascii: "<"): return .android
        default:
            guard CSSText.contains(file.bytes, needle: Array("--".utf8)) else { return nil }
            return cssGuess(files)
        }
    }

    /// Style sheets' dialect: Tailwind v4 keeps its theme in CSS too, and `@theme` is what
    /// tells it apart.
    static func cssGuess(_ files: [TokenFile]) -> TokenSourceFormat {
        files.contains { CSSText.contains($0.bytes, needle: Array("@theme".utf8)) } ? .tailwind : .css
    }

    /// A JSON file's format from its top-level keys: Material Theme Builder's `schemes`, Colr's
    /// theme (`modes` beside `brand`), else design tokens.
    static func jsonGuess(_ files: [TokenFile]) -> TokenSourceFormat {
        guard let file = files.first, files.count == 1, let root = try? JSONScanner.parse(file) else {
            return .designTokens
        }
        if root["schemes"]?.members != nil, root["$value"] == nil { return .material }
        if root["modes"]?.members != nil, root["brand"]?.string != nil { return .colrTheme }
        return .designTokens
    }

    /// A zip's format from its entries: an asset catalog's color sets, or Android resources.
    static func zipGuess(_ files: [TokenFile]) -> TokenSourceFormat? {
        guard let file = files.first, let archive = try? ZipReader(file.bytes) else { return nil }
        let paths = archive.files.map(\.path)
        if paths.contains(where: { AssetCatalogReader.name($0) != nil }) { return .assetCatalog }
        if paths.contains(where: { $0.hasSuffix(".xml") && $0.contains("values") }) { return .android }
        return nil
    }
}
