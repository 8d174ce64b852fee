import ColorKit

/// Reads Material Theme Builder's JSON export: each of `schemes` (`light`, `dark`,
/// `light-medium-contrast`, …) is a mode, each of its members (`primary`, `onPrimary`) a token
/// with a hex value. `palettes` (the tonal palettes the schemes are drawn from) are not tokens
/// a theme uses, and are left out.
enum MaterialThemeReader {
    /// The token set in the export `file`.
    static func read(_ file: TokenFile) throws(TokenFormatError) -> TokenSet {
        let root = try JSONScanner.parse(file)
        guard let schemes = root["schemes"], let modes = schemes.members else {
            throw .malformed(
                file: file.path, line: root.position.line, column: root.position.column,
                reason: "a Material Theme Builder export has a “schemes” object")
        }
        return try ModeTable.read(modes, file: file, what: "scheme")
    }
}

/// A JSON object of modes, each an object of token names and CSS color strings: Material's
/// schemes and Colr's theme modes.
enum ModeTable {
    /// The token set `modes` (read from `file`) holds; `what` names a mode in messages.
    static func read(_ modes: [JSONNode.Member], file: TokenFile, what: String) throws(TokenFormatError)
        -> TokenSet
    {
        var order: [String] = []
        var values: [String: TokenValues] = [:]
        let parser = ColorParser(catalogs: [.css])
        for mode in modes {
            guard let tokens = mode.node.members else {
                throw .malformed(
                    file: file.path, line: mode.node.position.line, column: mode.node.position.column,
                    reason: "the \(what) \(mode.key) is an object of colors, not \(mode.node.kind)")
            }
            for token in tokens {
                guard let text = token.node.string, let color = try? parser.parseCSS(text) else {
                    throw .notAColor(
                        file: file.path, line: token.node.position.line, token: token.key,
                        value: DTCGColor.text(token.node, in: file.bytes))
                }
                if values[token.key] == nil {
                    order.append(token.key)
                    values[token.key] = [:]
                }
                values[token.key]?[mode.key] = TokenValue(
                    color: color, origin: token.node.origin(in: file.path))
            }
        }
        guard !order.isEmpty else { throw .noColors(file: file.path) }
        return TokenSet(
            modes: modes.map(\.key), tokens: order.map { TokenSet.Token(name: $0, values: values[$0] ?? [:]) }
        )
    }
}
