/// Walks a style sheet's bytes as CSS Syntax 3 reads them (comments, strings, escapes, nested
/// blocks, at-rules, CSS nesting) and collects its custom properties, each with the blocks
/// around it.
///
/// The walk keeps its open blocks on a heap stack, not in recursion, so ten thousand nested
/// blocks cost memory, not the thread's stack. What CSS would quietly swallow to the end of the
/// file (an unclosed comment, block or parenthesis) is an error here: in a theme it is a typo,
/// and reading on would drop every later token without a word.
struct CSSSheetScanner {
    /// One custom property as written.
    struct Property {
        /// The name's id in the ``CSSNameTable`` the scan was given (the name has its `--`).
        var name: Int
        /// The value's bytes: trimmed of whitespace and comments, without `!important`.
        var value: Range<Int>
        /// Whether it is `!important`, which wins over later declarations in the same mode.
        var important: Bool
        /// The blocks it sits in: an index into ``CSSSheetScanner/contexts``, shared by the
        /// block's declarations.
        var context: Int
    }

    /// A `color-scheme` declaration, which says whether the base mode is dark.
    struct SchemeDeclaration {
        /// Its value, lowercased.
        var value: String
        /// The blocks it sits in.
        var context: CSSBlockContext
    }

    let file: TokenFile
    /// The sheet's bytes, and where the walk is in them.
    let bytes: [UInt8]
    var index = 0
    private(set) var properties: [Property] = []
    private(set) var schemes: [SchemeDeclaration] = []
    /// The context of each block met, the top level first; properties point into it.
    private(set) var contexts = [CSSBlockContext()]

    init(_ file: TokenFile) {
        self.file = file
        self.bytes = file.bytes
    }

    /// Reads the whole sheet, interning its custom properties' names in `names`.
    mutating func scan(names: inout CSSNameTable) throws(TokenFormatError) {
        // Each open block: where its `{` is and the context outside it.
        var open: [(brace: Int, outer: Int)] = []
        var context = 0
        // A theme's declarations take about 46 bytes each (Primer's): room for a sheet of them
        // at once, in proportion to its size, instead of a dozen copies as the list grows.
        properties.reserveCapacity(bytes.count / 40)
        while true {
            try skipTrivia()
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: "}"):
                index += 1
                if let block = open.popLast() { context = block.outer }
            case UInt8(ascii: ";"):
                index += 1
            case UInt8(ascii: "@"):
                try atRule(&context, &open)
            default:
                if !open.isEmpty, try declaration(in: context, names: &names) { continue }
                try styleRule(&context, &open, topLevel: open.isEmpty)
            }
        }
        if let block = open.last {
            throw fail(at: block.brace, "this “{” is not closed with “}” before the end of the file")
        }
    }

    private mutating func atRule(_ context: inout Int, _ open: inout [(brace: Int, outer: Int)])
        throws(TokenFormatError)
    {
        index += 1
        let name = text(identifier(), lowercased: true)
        let prelude = index
        let stop = try scan(until: [.semicolon, .openBrace, .closeBrace], braces: false)
        guard stop == .openBrace else {
            if stop == .semicolon { index += 1 }
            return
        }
        let inner = contexts[context].entering(atRule: name, prelude: text(prelude..<index, trivia: true))
        open.append((index, context))
        context = enter(inner)
        index += 1
    }

    private mutating func styleRule(
        _ context: inout Int, _ open: inout [(brace: Int, outer: Int)], topLevel: Bool
    )
        throws(TokenFormatError)
    {
        let prelude = index
        // At the top level a prelude runs to its block, `;` included, as CSS Syntax reads it.
        let stops: Stops = topLevel ? [.openBrace] : [.semicolon, .openBrace, .closeBrace]
        let stop = try scan(until: stops, braces: false)
        switch stop {
        case .openBrace:
            let inner = contexts[context].entering(selector: text(prelude..<index, trivia: true))
            open.append((index, context))
            context = enter(inner)
            index += 1
        case .semicolon: index += 1
        case .closeBrace, .end: break
        }
    }

    /// The index of a block's context, kept for its properties to point at.
    private mutating func enter(_ context: CSSBlockContext) -> Int {
        contexts.append(context)
        return contexts.count - 1
    }

    /// Reads a declaration if one starts here (a name, then `:`, and no `{` before its end,
    /// which would make it a nested rule such as `a:hover { … }`); false leaves the index as it was.
    private mutating func declaration(in context: Int, names: inout CSSNameTable) throws(TokenFormatError)
        -> Bool
    {
        let start = index
        let nameRange = identifier()
        guard !nameRange.isEmpty else { return false }
        try skipTrivia()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            index = start
            return false
        }
        index += 1
        let isCustom =
            nameRange.count >= 2 && bytes[nameRange.lowerBound] == 0x2D
            && bytes[nameRange.lowerBound + 1] == 0x2D
        let valueStart = index
        let stop: Stop
        var value: Range<Int>
        var important = false
        if isCustom, let end = plainValueEnd(from: valueStart) {
            // Most of a theme: the value is its bytes without the whitespace around them.
            let trimmed = CSSText.trimmed(bytes, valueStart..<end)
            value = trimmed.isEmpty ? valueStart..<valueStart : trimmed
            index = end
            stop = bytes[end] == UInt8(ascii: ";") ? .semicolon : .closeBrace
        } else {
            var significant = SignificantRange()
            // A custom property's value may hold `{}` blocks; any other declaration meeting `{`
            // is a nested rule.
            stop = try scan(
                until: isCustom ? [.semicolon, .closeBrace] : [.semicolon, .openBrace, .closeBrace],
                braces: isCustom, significant: &significant)
            if stop == .openBrace {
                index = start
                return false
            }
            (value, important) = significant.withoutImportant(in: bytes, from: valueStart)
        }
        if isCustom {
            properties.append(
                Property(
                    name: bytes.withUnsafeBufferPointer {
                        names.intern(UnsafeBufferPointer(rebasing: $0[nameRange]))
                    }, value: value, important: important, context: context
                ))
        } else if text(nameRange, lowercased: true) == "color-scheme" {
            schemes.append(
                SchemeDeclaration(value: text(value, lowercased: true), context: contexts[context]))
        }
        if stop == .semicolon { index += 1 }
        return true
    }
}
