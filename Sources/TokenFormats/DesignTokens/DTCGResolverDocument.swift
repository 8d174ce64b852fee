/// The 2025.10 resolver module: a document whose `resolutionOrder` lists sets (token files
/// always applied) and modifiers (named contexts, each its own token files), later ones
/// overriding earlier ones token by token.
///
/// Every combination of the modifiers' contexts is a mode, named `modifier=context` joined by
/// commas in resolution order (`theme=dark,contrast=high`); with no modifier the one mode is
/// `default`. Sources are `{"$ref": "path"}` to another of the files given, relative to the
/// resolver's folder (`#/sets/name` and `#/modifiers/name` within the resolver), or inline
/// token groups.
enum DTCGResolverDocument {
    /// The most modes a resolver may make; modifiers multiply, and a check reads every one.
    static let maximumModes = 64

    /// One mode: its name and its tokens, merged.
    struct Mode {
        var name: String
        var tokens: [DTCGToken]
    }

    private enum Step {
        case set([JSONNode])
        case modifier(name: String, contexts: [(name: String, sources: [JSONNode])])
    }

    /// The modes `resolver` (the document in `file`) describes over `documents`.
    static func modes(_ file: TokenFile, _ resolver: JSONNode, documents: [(file: TokenFile, node: JSONNode)])
        throws(TokenFormatError) -> [Mode]
    {
        guard let order = resolver["resolutionOrder"]?.elements else {
            throw malformed(file, resolver["resolutionOrder"] ?? resolver, "resolutionOrder is an array")
        }
        var steps: [Step] = []
        for entry in order { steps.append(try step(entry, file: file, resolver: resolver)) }
        var combinations: [[(modifier: String, context: String, sources: [JSONNode])]] = [[]]
        for case .modifier(let name, let contexts) in steps {
            guard !contexts.isEmpty else {
                throw malformed(file, resolver, "the modifier \(name) has no contexts")
            }
            combinations = combinations.flatMap { prefix in
                contexts.map { prefix + [(name, $0.name, $0.sources)] }
            }
            guard combinations.count <= maximumModes else {
                throw malformed(
                    file, resolver,
                    "its modifiers make more than \(maximumModes) combinations, each a mode to check")
            }
        }
        var loader = SourceLoader(resolver: file, documents: documents)
        var modes: [Mode] = []
        for combination in combinations {
            var merged = DTCGTokenList()
            var modifierIndex = 0
            for step in steps {
                let sources: [JSONNode]
                switch step {
                case .set(let given): sources = given
                case .modifier:
                    sources = combination[modifierIndex].sources
                    modifierIndex += 1
                }
                for source in sources { merged.add(try loader.tokens(source)) }
            }
            let name = combination.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",")
            modes.append(Mode(name: name.isEmpty ? "default" : name, tokens: merged.tokens))
        }
        return modes
    }

    /// One entry of `resolutionOrder`: a reference to a set or modifier, or one inline.
    private static func step(_ entry: JSONNode, file: TokenFile, resolver: JSONNode) throws(TokenFormatError)
        -> Step
    {
        var node = entry
        var name = entry["name"]?.string ?? ""
        var kind = entry["type"]?.string
        if let ref = entry["$ref"]?.string {
            guard let path = DTCGReference.pointer(ref), path.count == 2,
                ["sets", "modifiers"].contains(path[0]),
                let target = DTCGFlattener.node(at: path, in: resolver)
            else {
                throw .unknownReference(
                    file: file.path, line: entry.position.line, token: "resolutionOrder", reference: ref)
            }
            node = target
            name = path[1]
            kind = path[0] == "sets" ? "set" : "modifier"
        }
        switch kind {
        case "set":
            guard let sources = node["sources"]?.elements else {
                throw malformed(file, node, "the set \(name) has no sources array")
            }
            return .set(sources)
        case "modifier":
            guard let contexts = node["contexts"]?.members else {
                throw malformed(file, node, "the modifier \(name) has no contexts object")
            }
            var list: [(name: String, sources: [JSONNode])] = []
            for context in contexts {
                guard let sources = context.node.elements else {
                    throw malformed(
                        file, context.node, "the context \(context.key) of \(name) is not an array")
                }
                list.append((context.key, sources))
            }
            return .modifier(name: name, contexts: list)
        default:
            throw malformed(file, entry, "a resolutionOrder entry is a $ref, or has type set or modifier")
        }
    }

    static func malformed(_ file: TokenFile, _ node: JSONNode, _ reason: String) -> TokenFormatError {
        .malformed(file: file.path, line: node.position.line, column: node.position.column, reason: reason)
    }

    /// Reads each source once, however many modes use it.
    private struct SourceLoader {
        let resolver: TokenFile
        let documents: [(file: TokenFile, node: JSONNode)]
        var cache: [String: [DTCGToken]] = [:]

        init(resolver: TokenFile, documents: [(file: TokenFile, node: JSONNode)]) {
            self.resolver = resolver
            self.documents = documents
        }

        mutating func tokens(_ source: JSONNode) throws(TokenFormatError) -> [DTCGToken] {
            guard let ref = source["$ref"]?.string else {
                // An inline group of tokens, written in the resolver itself.
                return try DTCGFlattener.tokens(in: source, file: resolver.path)
            }
            if let cached = cache[ref] { return cached }
            let parts = ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let target = Self.join(Self.folder(resolver.path), String(parts[0]))
            guard let document = documents.first(where: { Self.normalize($0.file.path) == target }) else {
                throw .unknownReference(
                    file: resolver.path, line: source.position.line, token: "sources", reference: ref)
            }
            var node = document.node
            if parts.count == 2 {
                guard let path = DTCGReference.pointer("#" + parts[1]),
                    let inner = DTCGFlattener.node(at: path, in: node)
                else {
                    throw .unknownReference(
                        file: resolver.path, line: source.position.line, token: "sources", reference: ref)
                }
                node = inner
            }
            let tokens = try DTCGFlattener.tokens(in: node, file: document.file.path)
            cache[ref] = tokens
            return tokens
        }

        static func folder(_ path: String) -> String {
            guard let slash = path.lastIndex(of: "/") else { return "" }
            return String(path[..<slash])
        }

        /// `folder/relative`, with `.` and `..` taken out.
        static func join(_ folder: String, _ relative: String) -> String {
            normalize(relative.hasPrefix("/") || folder.isEmpty ? relative : folder + "/" + relative)
        }

        static func normalize(_ path: String) -> String {
            var parts: [Substring] = []
            for part in path.split(separator: "/") {
                if part == "." { continue }
                if part == "..", let last = parts.last, last != ".." {
                    parts.removeLast()
                } else {
                    parts.append(part)
                }
            }
            return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
        }
    }
}
