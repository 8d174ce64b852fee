/// One token of a DTCG document as declared: its path, its type (declared or inherited from
/// its groups) and its `$value` node, not yet resolved.
struct DTCGToken: Sendable {
    /// The group names and the token's own name, from the document's root.
    var path: [String]
    /// `$type`, declared on the token or the nearest group that declares one.
    var type: String?
    /// The `$value` as written.
    var value: JSONNode
    /// The file the value is written in.
    var file: String

    /// The dotted name references use: `color.text.primary`.
    var name: String { path.joined(separator: ".") }
}

/// Turns a DTCG document's groups into its tokens, in document order: `$type` passes down from
/// groups, a group's `$extends` copies the tokens of the group it names beneath it (its own
/// tokens overriding), and `$root` is a group's own token.
struct DTCGFlattener {
    private let root: JSONNode
    private let file: String
    /// The tokens so far, and where each name is in the list, so an override keeps its place.
    private var tokens: [DTCGToken] = []
    private var index: [String: Int] = [:]

    private init(root: JSONNode, file: String) {
        self.root = root
        self.file = file
    }

    /// The tokens of the document `root`, read from `file`.
    static func tokens(in root: JSONNode, file: String) throws(TokenFormatError) -> [DTCGToken] {
        guard root.members != nil else {
            throw .malformed(
                file: file, line: root.position.line, column: root.position.column,
                reason: "a design tokens file is a JSON object, and this is \(root.kind)")
        }
        var flattener = DTCGFlattener(root: root, file: file)
        try flattener.group(root, at: [], type: nil, extending: [])
        return flattener.tokens
    }

    private mutating func add(_ token: DTCGToken) {
        if let existing = index[token.name] {
            tokens[existing] = token
        } else {
            index[token.name] = tokens.count
            tokens.append(token)
        }
    }

    /// Adds the tokens in `group` (at `path`) beneath `path`; `extending` holds the groups whose
    /// `$extends` led here, so that a circle of them is an error rather than a hang.
    private mutating func group(
        _ group: JSONNode, at path: [String], type inherited: String?, extending: [String]
    )
        throws(TokenFormatError)
    {
        guard let members = group.members else { return }
        let type = group["$type"]?.string ?? inherited
        if let extends = group["$extends"] {
            let target = try Self.groupPath(extends, file: file)
            let name = target.joined(separator: ".")
            guard !extending.contains(name) else {
                throw .cycle(file: file, line: extends.position.line, tokens: extending + [name])
            }
            guard let base = Self.node(at: target, in: root), base.members != nil, base["$value"] == nil
            else {
                throw .unknownReference(
                    file: file, line: extends.position.line, token: path.joined(separator: "."),
                    reference: "{\(name)}")
            }
            try self.group(base, at: path, type: type, extending: extending + [name])
        }
        for member in members {
            guard member.node.members != nil, !member.key.hasPrefix("$") || member.key == "$root" else {
                continue
            }
            if let value = member.node["$value"] {
                add(
                    DTCGToken(
                        path: path + [member.key], type: member.node["$type"]?.string ?? type, value: value,
                        file: file))
            } else {
                try self.group(member.node, at: path + [member.key], type: type, extending: extending)
            }
        }
    }

    /// The group `$extends` names: `"{a.b}"`, or `{"$ref": "#/a/b"}`.
    private static func groupPath(_ node: JSONNode, file: String) throws(TokenFormatError) -> [String] {
        if let text = node.string, let path = DTCGReference.curly(text) { return path }
        if let pointer = node["$ref"]?.string, let path = DTCGReference.pointer(pointer) { return path }
        throw .malformed(
            file: file, line: node.position.line, column: node.position.column,
            reason: "$extends names a group as \"{group.name}\" or {\"$ref\": \"#/group/name\"}")
    }

    /// The node at `path` beneath `root`, following object members.
    static func node(at path: [String], in root: JSONNode) -> JSONNode? {
        var node = root
        for key in path {
            if let elements = node.elements {
                guard let index = Int(key), elements.indices.contains(index) else { return nil }
                node = elements[index]
            } else {
                guard let next = node[key] else { return nil }
                node = next
            }
        }
        return node
    }
}
