import ColorKit

extension TokenReader {
    /// The promises `files` declare themselves, read as `format` (guessed when nil): a DTCG
    /// file's `$extensions` `org.colr.check` object, or the pairs a Colr theme measures. Empty
    /// for a format that declares none; a pairs file beside the theme is ``PairsFile``.
    public static func promises(_ files: [TokenFile], as format: TokenSourceFormat? = nil)
        throws(TokenFormatError) -> TokenPromises
    {
        guard let first = files.first else { return TokenPromises() }
        switch format ?? guess(files) {
        case .designTokens: return try DesignTokensReader.promises(files)
        case .colrTheme: return try ColrThemeReader.promises(first)
        default: return TokenPromises()
        }
    }
}
