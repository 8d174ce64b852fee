/// The two ways a DTCG value refers to another: `"{group.token}"` (the whole value) and a JSON
/// Pointer, `{"$ref": "#/group/token/$value"}`.
enum DTCGReference {
    /// The path in `"{a.b.c}"`, when `text` is a whole-value reference.
    static func curly(_ text: String) -> [String]? {
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        let path = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return path.contains(where: \.isEmpty) ? nil : path
    }

    /// The path a same-document JSON Pointer (`#/a/b`) names, its `~1` and `~0` decoded.
    static func pointer(_ text: String) -> [String]? {
        guard text.hasPrefix("#/") else { return text == "#" ? [] : nil }
        return text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// A reference in a token's `$value`: the token it names and, for a pointer into a value
    /// (`#/a/$value/components/0`), the keys within that value.
    struct Target: Hashable {
        var token: [String]
        var property: [String]
    }

    /// What `value` refers to, when it is a reference.
    static func target(of value: JSONNode) -> Target? {
        if let text = value.string, let path = curly(text) { return Target(token: path, property: []) }
        guard let ref = value["$ref"]?.string, value.members?.count == 1, let path = pointer(ref) else {
            return nil
        }
        return split(path)
    }

    /// A pointer's path as a token's and the keys within its `$value`.
    static func split(_ path: [String]) -> Target {
        guard let marker = path.firstIndex(of: "$value") else { return Target(token: path, property: []) }
        return Target(token: Array(path[..<marker]), property: Array(path[(marker + 1)...]))
    }
}
