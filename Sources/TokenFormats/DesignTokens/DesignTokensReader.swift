import ColorKit

/// Reads W3C Design Tokens (the 2025.10 format, color and resolver modules) into a token set.
///
/// Modes come from, in order of precedence:
/// - a resolver document among the files (one with `resolutionOrder`): every combination of
///   its modifiers' contexts is a mode, named `modifier=context` joined by commas in resolution
///   order (`theme=dark,contrast=high`), and `default` when it has no modifier;
/// - one file (or several, merged in the order given) whose top-level groups are all modes, as
///   Colr's own export writes (`{"light": {…}, "dark": {…}}`): at least two groups, each named
///   like a mode (containing light, dark, contrast, dim, night, day or mode); those groups are
///   the modes and token names start beneath them;
/// - otherwise the files are one mode, `default`.
///
/// Token names are dotted paths (`color.text.primary`); only tokens of `$type` color (declared,
/// inherited, or taken from the token referred to) are read.
enum DesignTokensReader {
    /// The words that make a top-level group a mode.
    static let modeWords = ["light", "dark", "contrast", "dim", "night", "day", "mode"]

    /// The token set in `files`.
    static func read(_ files: [TokenFile]) throws(TokenFormatError) -> TokenSet {
        let documents = try parse(files)
        let bytes = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let modes: [(name: String, tokens: [DTCGToken], prefix: Int)]
        // What references resolve against: the mode's own tokens, or all of them when the modes
        // are groups of one document (references there are absolute paths).
        var everyToken: [DTCGToken] = []
        if let resolver = documents.first(where: { $0.node["resolutionOrder"] != nil }) {
            modes = try DTCGResolverDocument.modes(resolver.file, resolver.node, documents: documents).map {
                ($0.name, $0.tokens, 0)
            }
        } else {
            var merged = DTCGTokenList()
            for document in documents {
                merged.add(try DTCGFlattener.tokens(in: document.node, file: document.file.path))
            }
            modes = split(merged.tokens)
            everyToken = merged.tokens
        }
        var order: [String] = []
        var values: [String: TokenValues] = [:]
        for mode in modes {
            var byName: [String: DTCGToken] = [:]
            for token in mode.prefix == 0 ? mode.tokens : everyToken { byName[token.name] = token }
            var resolver = DTCGAliasResolver(tokens: byName, bytes: bytes)
            for token in mode.tokens {
                guard let (color, via) = try resolver.color(token.name) else { continue }
                let name = token.path.dropFirst(mode.prefix).joined(separator: ".")
                if values[name] == nil {
                    order.append(name)
                    values[name] = [:]
                }
                values[name]?[mode.name] = TokenValue(
                    color: color, origin: token.value.origin(in: token.file), via: via)
            }
        }
        guard !order.isEmpty else { throw .noColors(file: files.first?.path ?? "") }
        return TokenSet(
            modes: modes.map(\.name),
            tokens: order.map { TokenSet.Token(name: $0, values: values[$0] ?? [:]) })
    }

    /// The pairs, signal groups and background the files declare in `$extensions`, under
    /// `org.colr.check`: at the root of a token file, and in a resolver document on its sets and
    /// modifiers (named or inline in `resolutionOrder`), where the resolver module puts a tool's
    /// metadata; its root takes no `$extensions`, but one written there is read too. All are
    /// merged in the order found.
    static func promises(_ files: [TokenFile]) throws(TokenFormatError) -> TokenPromises {
        var promises = TokenPromises()
        for document in try parse(files) {
            var holders = [document.node]
            if let order = document.node["resolutionOrder"]?.elements {
                holders += (document.node["sets"]?.members ?? []).map(\.node)
                holders += (document.node["modifiers"]?.members ?? []).map(\.node)
                holders += order.filter { $0["$ref"] == nil }
            }
            for holder in holders {
                guard let check = holder["$extensions"]?[PairsFile.extensionKey] else { continue }
                let found = try PairsFile.promises(in: check, of: document.file)
                promises.pairs += found.pairs
                promises.signals += found.signals
                promises.background = promises.background ?? found.background
            }
        }
        return promises
    }

    static func parse(_ files: [TokenFile]) throws(TokenFormatError) -> [(file: TokenFile, node: JSONNode)] {
        var documents: [(file: TokenFile, node: JSONNode)] = []
        for file in files { documents.append((file, try JSONScanner.parse(file))) }
        return documents
    }

    /// The modes of a token list: its top-level groups when every one is named like a mode,
    /// else one mode.
    static func split(_ tokens: [DTCGToken]) -> [(name: String, tokens: [DTCGToken], prefix: Int)] {
        var groups: [String] = []
        var byGroup: [String: [DTCGToken]] = [:]
        for token in tokens {
            guard token.path.count >= 2, let first = token.path.first else { return [("default", tokens, 0)] }
            if byGroup[first] == nil { groups.append(first) }
            byGroup[first, default: []].append(token)
        }
        let modeLike = groups.allSatisfy { group in modeWords.contains { group.lowercased().contains($0) } }
        guard groups.count >= 2, modeLike else { return [("default", tokens, 0)] }
        // References are absolute paths, so each mode resolves against every token.
        return groups.map { group in (group, tokens.filter { $0.path.first == group }, 1) }
    }
}

/// Tokens by name in declaration order, where a later declaration of a name replaces the value
/// of the earlier one and keeps its place.
struct DTCGTokenList {
    private(set) var tokens: [DTCGToken] = []
    private var index: [String: Int] = [:]

    /// Adds `more`, each replacing a token of the same name.
    mutating func add(_ more: [DTCGToken]) {
        for token in more {
            if let existing = index[token.name] {
                tokens[existing] = token
            } else {
                index[token.name] = tokens.count
                tokens.append(token)
            }
        }
    }
}
