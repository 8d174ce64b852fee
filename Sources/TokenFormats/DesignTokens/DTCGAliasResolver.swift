import ColorKit

/// Resolves the tokens of one mode: follows `{a.b}` and `$ref` chains to a literal, each token
/// once (so an alias graph that would explode when expanded is read in linear time), and gives
/// every color token its color and the chain it came through.
struct DTCGAliasResolver {
    /// How many references one chain may follow: far beyond any real file, and what keeps
    /// the recursion and each token's `via` bounded.
    static let maximumChain = 64

    /// A token's meaning once its references are followed.
    struct Resolved {
        /// The type it has: its own, or the one of the token it refers to.
        var type: String?
        /// The literal value at the end of its chain.
        var literal: JSONNode
        /// The token holding that literal.
        var literalToken: DTCGToken
        /// The tokens passed through, nearest first.
        var via: [String]
    }

    private let tokens: [String: DTCGToken]
    private let bytes: [String: [UInt8]]
    private var resolved: [String: Resolved] = [:]
    private var colors: [String: CSSColor] = [:]
    private var visiting: [String] = []

    /// A resolver over `tokens` (the mode's, by dotted name); `bytes` are the files' contents,
    /// by path, for messages that quote a value.
    init(tokens: [String: DTCGToken], bytes: [String: [UInt8]]) {
        self.tokens = tokens
        self.bytes = bytes
    }

    /// The token named `name` resolved; `from` is the token whose reference led here.
    mutating func resolve(_ name: String, from: DTCGToken? = nil) throws(TokenFormatError) -> Resolved {
        if let done = resolved[name] { return done }
        guard let token = tokens[name] else {
            let origin = from ?? tokens.values.first
            throw .unknownReference(
                file: origin?.file ?? "", line: origin?.value.position.line ?? 0, token: origin?.name ?? name,
                reference: "{\(name)}")
        }
        if let start = visiting.firstIndex(of: name) {
            throw .cycle(
                file: token.file, line: token.value.position.line, tokens: visiting[start...] + [name])
        }
        guard visiting.count < Self.maximumChain else {
            throw .malformed(
                file: token.file, line: token.value.position.line, column: token.value.position.column,
                reason: "\(name) is reached through more than \(Self.maximumChain) references")
        }
        visiting.append(name)
        defer { visiting.removeLast() }
        let result: Resolved
        if let target = DTCGReference.target(of: token.value) {
            let targetName = target.token.joined(separator: ".")
            let next = try resolve(targetName, from: token)
            // The chain, not the recursion, is what grows: earlier tokens are already resolved.
            guard next.via.count < Self.maximumChain else {
                throw .malformed(
                    file: token.file, line: token.value.position.line, column: token.value.position.column,
                    reason: "\(name) is reached through more than \(Self.maximumChain) references")
            }
            if target.property.isEmpty {
                result = Resolved(
                    type: token.type ?? next.type, literal: next.literal, literalToken: next.literalToken,
                    via: [targetName] + next.via)
            } else {
                // A pointer into another value (one component, the alpha): a literal of its own.
                guard let part = DTCGFlattener.node(at: target.property, in: next.literal) else {
                    throw .unknownReference(
                        file: token.file, line: token.value.position.line, token: name,
                        reference: "#/" + (target.token + ["$value"] + target.property).joined(separator: "/")
                    )
                }
                result = Resolved(type: token.type, literal: part, literalToken: token, via: [targetName])
            }
        } else {
            let isStructuredColor = token.value["colorSpace"] != nil
            result = Resolved(
                type: token.type ?? (isStructuredColor ? "color" : nil), literal: token.value,
                literalToken: token,
                via: [])
        }
        resolved[name] = result
        return result
    }

    /// The color of the color token `name`, or nil when it is not a color token.
    mutating func color(_ name: String) throws(TokenFormatError) -> (CSSColor, [String])? {
        let result = try resolve(name)
        guard result.type == "color", let token = tokens[name] else { return nil }
        let end = result.literalToken.name
        if let known = colors[end] { return (known, result.via) }
        let literal = result.literal
        let color = try DTCGColor.color(literal) { (pointer: String) throws(TokenFormatError) -> JSONNode? in
            guard let path = DTCGReference.pointer(pointer) else { return nil }
            let target = DTCGReference.split(path)
            let base = try resolve(target.token.joined(separator: "."), from: token)
            return DTCGFlattener.node(at: target.property, in: base.literal)
        }
        guard let color else {
            throw .notAColor(
                file: token.file, line: token.value.position.line, token: name,
                value: DTCGColor.text(literal, in: bytes[result.literalToken.file] ?? []))
        }
        colors[end] = color
        return (color, result.via)
    }
}
