import ColorKit

/// The strict reading behind ``PairsFile``: each value checked for its type where it is written.
struct PairsReader {
    let file: String

    func failure(_ node: JSONNode, _ reason: String) -> TokenFormatError {
        .malformed(file: file, line: node.position.line, column: node.position.column, reason: reason)
    }

    /// An object's members by key (an object holds each key once, and only a few of them).
    struct Members {
        let list: [JSONNode.Member]

        subscript(key: String) -> JSONNode? { list.first { $0.key == key }?.node }
    }

    /// The members of `node`, which must be an object with only `keys`.
    func object(_ node: JSONNode, keys: [String], what: String) throws(TokenFormatError) -> Members {
        guard let members = node.members else {
            throw failure(node, "\(what) is an object, not \(node.kind)")
        }
        for member in members where !keys.contains(member.key) {
            throw .malformed(
                file: file, line: member.keyPosition.line, column: member.keyPosition.column,
                reason: "\(what) has no key “\(member.key)” (its keys: \(keys.joined(separator: ", ")))")
        }
        return Members(list: members)
    }

    func array(_ node: JSONNode, what: String) throws(TokenFormatError) -> [JSONNode] {
        guard let elements = node.elements else {
            throw failure(node, "\(what) is an array, not \(node.kind)")
        }
        return elements
    }

    func string(_ node: JSONNode, what: String) throws(TokenFormatError) -> String {
        guard let text = node.string else { throw failure(node, "\(what) is a string, not \(node.kind)") }
        return text
    }

    /// A token name: a string that is not empty.
    func name(_ node: JSONNode, what: String) throws(TokenFormatError) -> String {
        let text = try string(node, what: what)
        guard !text.isEmpty else { throw failure(node, "\(what) names no token") }
        return text
    }

    /// A list of token names. Checked in place, not through ``name(_:what:)``: a pairs file
    /// holds thousands, and each would build its message before knowing there is an error.
    func names(_ node: JSONNode, what: String) throws(TokenFormatError) -> [String] {
        let elements = try array(node, what: what)
        var out: [String] = []
        out.reserveCapacity(elements.count)
        for element in elements {
            guard let text = element.string else {
                throw failure(element, "each of \(what) is a string, not \(element.kind)")
            }
            guard !text.isEmpty else { throw failure(element, "each of \(what) names no token") }
            out.append(text)
        }
        return out
    }

    func minimum(_ node: JSONNode) throws(TokenFormatError) -> Double {
        guard let number = node.number else { throw failure(node, "minimum is a number, not \(node.kind)") }
        guard number >= 0 else { throw failure(node, "minimum is \(number); a contrast cannot be below 0") }
        return number
    }

    private static let pairKeys = ["text", "on", "minimum", "measure", "modes", "canvas", "fix"]

    func pair(_ node: JSONNode) throws(TokenFormatError) -> TokenPair {
        let members = try object(node, keys: Self.pairKeys, what: "a pair")
        guard let text = members["text"] else {
            throw failure(node, "a pair needs “text”, the token drawn on top")
        }
        guard let on = members["on"] else {
            throw failure(node, "a pair needs “on”, the token it is drawn on")
        }
        var measure = TokenPair.Measure.wcag
        if let given = members["measure"] {
            let raw = try string(given, what: "measure")
            guard let known = TokenPair.Measure(rawValue: raw) else {
                throw failure(given, "measure is wcag, apca or non-text, not “\(raw)”")
            }
            measure = known
        }
        var fix = TokenPair.Movable.text
        if let given = members["fix"] {
            let raw = try string(given, what: "fix")
            guard let known = TokenPair.Movable(rawValue: raw) else {
                throw failure(given, "fix is text, on or none, not “\(raw)”")
            }
            fix = known
        }
        var minimum: Double?
        if let given = members["minimum"] { minimum = try self.minimum(given) }
        return TokenPair(
            text: try name(text, what: "text"), on: try name(on, what: "on"), minimum: minimum,
            measure: measure,
            modes: try members["modes"].map { (node) throws(TokenFormatError) in
                try names(node, what: "modes")
            } ?? [],
            canvas: try members["canvas"].map { (node) throws(TokenFormatError) in
                try names(node, what: "canvas")
            }
                ?? [],
            fix: fix)
    }

    func signal(_ node: JSONNode) throws(TokenFormatError) -> SignalGroup {
        let members = try object(node, keys: ["name", "tokens", "minimum", "modes"], what: "a signal group")
        guard let name = members["name"] else { throw failure(node, "a signal group needs a “name”") }
        guard let tokens = members["tokens"] else { throw failure(node, "a signal group needs “tokens”") }
        let list = try names(tokens, what: "tokens")
        guard list.count >= 2 else {
            throw failure(tokens, "a signal group needs two tokens or more to tell apart")
        }
        var group = SignalGroup(name: try string(name, what: "name"), tokens: list)
        if let given = members["minimum"] { group.minimum = try minimum(given) }
        if let modes = members["modes"] { group.modes = try names(modes, what: "modes") }
        return group
    }
}
