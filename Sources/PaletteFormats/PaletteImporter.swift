import ColrModels

/// Reads palettes from the formats that can be imported (``PaletteFormat/canImport``).
public enum PaletteImporter {
    /// The largest file an import reads; a palette file is a few kilobytes.
    public static let maximumBytes = 1 << 20
    /// The most colors an import keeps.
    public static let maximumColors = 256

    /// Reads `bytes` as `format`.
    public static func read(_ bytes: [UInt8], as format: PaletteFormat) throws(PaletteFormatError)
        -> PaletteDocument
    {
        guard bytes.count <= maximumBytes else { throw .tooLarge(bytes: bytes.count, limit: maximumBytes) }
        var document: PaletteDocument
        switch format {
        case .gimp: document = try GIMPPalette.read(text(bytes, format))
        case .ase: document = try AdobeSwatchExchange.read(bytes)
        case .css, .tailwind: document = try CSSVariables.read(text(bytes, format))
        case .designTokens: document = try DesignTokens.read(bytes)
        case .android: document = try AndroidColorResources.read(text(bytes, format))
        case .assetCatalog: document = try AssetCatalog.read(bytes)
        default: throw .notImportable(format)
        }
        document.entries = Array(document.entries.prefix(maximumColors))
        return document
    }

    /// The format a file's contents say (``sniff(_:)``), or its name's extension when they do not;
    /// nil when neither does.
    public static func format(of bytes: [UInt8], named name: String) -> PaletteFormat? {
        if let sniffed = sniff(bytes) { return sniffed }
        let name = name.lowercased()
        if name.hasSuffix(".gpl") { return .gimp }
        if name.hasSuffix(".ase") { return .ase }
        if name.hasSuffix(".css") { return .css }
        if name.hasSuffix(".json") || name.hasSuffix(".tokens") { return .designTokens }
        if name.hasSuffix(".xml") { return .android }
        if name.hasSuffix(".zip") { return .assetCatalog }
        return nil
    }

    /// Guesses the format from the file's first bytes, for uploads that do not say.
    public static func sniff(_ bytes: [UInt8]) -> PaletteFormat? {
        if bytes.starts(with: Array("ASEF".utf8)) { return .ase }
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .assetCatalog }
        // A UTF-8 byte order mark is allowed before XML and JSON; it is not the format's start.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let head = String(decoding: bytes.dropFirst(start).prefix(512), as: UTF8.self).drop {
            $0.isWhitespace
        }
        if head.hasPrefix("GIMP Palette") { return .gimp }
        if head.hasPrefix("{") { return .designTokens }
        // Before CSS: an XML comment holds "--" too.
        if head.hasPrefix("<"), head.contains("<resources") { return .android }
        if head.contains("--") { return .css }
        return nil
    }

    private static func text(_ bytes: [UInt8], _ format: PaletteFormat) throws(PaletteFormatError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .malformed(format: format, reason: "it is not UTF-8 text")
        }
        return text
    }
}
