import Codecs

extension TokenReader {
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
