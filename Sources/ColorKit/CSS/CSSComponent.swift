/// One component value of CSS text: a token, or a function call or parenthesized block with
/// what it holds, as CSS Syntax 3 groups them.
struct CSSComponent: Equatable {
    /// What the component is.
    enum Kind: Equatable {
        /// A number, with its unit: `""` for a plain number, `"%"`, or a dimension (lowercased).
        case number(Double, unit: String)
        /// An identifier, lowercased.
        case identifier(String)
        /// `#` and the name after it.
        case hash(String)
        /// A function call: its name (lowercased) and its arguments.
        case function(String, [CSSComponent])
        /// `( … )`.
        case block([CSSComponent])
        case comma
        case slash
        /// Spaces and comments.
        case whitespace
        /// Any other character, such as `+`, `-` or `*` in calc().
        case delimiter(Unicode.Scalar)
    }

    let kind: Kind
    /// Offset in Unicode scalars from the start of the whole input, for error messages.
    let position: Int
    /// The offset just past the component (past the `)` of a function or block).
    let end: Int

    init(kind: Kind, position: Int, end: Int? = nil) {
        self.kind = kind
        self.position = position
        self.end = end ?? position + 1
    }

    var isWhitespace: Bool { kind == .whitespace }

    /// How the component reads in an error message.
    var label: String {
        switch kind {
        case .number(let value, let unit): "\"\(CSSNumber.format(value))\(unit)\""
        case .identifier(let name): "\"\(name)\""
        case .hash(let name): "\"#\(name)\""
        case .function(let name, _): "\"\(name)()\""
        case .block: "\"(\""
        case .comma: "\",\""
        case .slash: "\"/\""
        case .whitespace: "a space"
        case .delimiter(let scalar): "\"\(scalar)\""
        }
    }
}

extension [CSSComponent] {
    /// The components without whitespace at either end.
    var trimmed: ArraySlice<CSSComponent> {
        var slice = self[...]
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return slice
    }
}
