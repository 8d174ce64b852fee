import ColorKit

/// The formats a theme is read from.
public enum TokenSourceFormat: String, CaseIterable, Hashable, Sendable, Codable {
    /// CSS custom properties: modes from the blocks that hold them.
    case css
    /// Tailwind v4: `@theme` blocks and their dark variants.
    case tailwind
    /// W3C Design Tokens (2025.10): token files, or a resolver document and its sets.
    case designTokens = "design-tokens"
    /// An Xcode asset catalog (a folder, or a zip of one): appearances as modes.
    case assetCatalog = "asset-catalog"
    /// Android `values/` and `values-night/` `colors.xml`.
    case android
    /// Material Theme Builder's JSON export: its schemes as modes.
    case material
    /// Colr's own theme JSON (`colr theme --json`, the API's answer).
    case colrTheme = "colr-theme"
}

/// Reads a theme's files into a ``TokenSet``.
public enum TokenReader {
    /// The most a check reads, in all files together: 8 MiB, far beyond any theme.
    public static let byteLimit = 8 * 1_048_576

    /// The token set in `files`, read as `format` (guessed from the files when nil).
    public static func read(_ files: [TokenFile], as format: TokenSourceFormat? = nil)
        throws(TokenFormatError)
        -> TokenSet
    {
        guard let first = files.first else { throw .noColors(file: "(no file)") }
        guard files.reduce(0, { $0 + $1.bytes.count }) <= byteLimit else {
            throw .tooLarge(file: first.path, limit: byteLimit)
        }
        switch format ?? guess(files) {
        case .css: return try CSSTokenReader.read(files, dialect: .css)
        case .tailwind: return try CSSTokenReader.read(files, dialect: .tailwind)
        case .designTokens: return try DesignTokensReader.read(files)
        case .assetCatalog: return try AssetCatalogReader.read(files)
        case .android: return try AndroidColorsReader.read(files)
        case .material: return try MaterialThemeReader.read(first)
        case .colrTheme: return try ColrThemeReader.read(first)
        case nil:
            throw .unrecognised(
                file: first.path,
                hint: "name it .css, .json, .tokens, .xml or .xcassets, or say which format it is")
        }
    }

    /// The format `files` look like, from their names and then their first bytes.
    public static func guess(_ files: [TokenFile]) -> TokenSourceFormat? {
        guard let path = files.first?.path.lowercased() else { return nil }
        if path.hasSuffix(".css") { return cssGuess(files) }
        if path.hasSuffix(".xml") { return .android }
        if path.contains(".xcassets") { return .assetCatalog }
        if path.hasSuffix(".zip") { return zipGuess(files) }
        // The resolver module's own extension, whatever else the folder holds.
        if path.hasSuffix(".resolver.json") { return .designTokens }
        if path.hasSuffix(".json") || path.hasSuffix(".tokens") { return jsonGuess(files) }
        return sniff(files)
    }
}
