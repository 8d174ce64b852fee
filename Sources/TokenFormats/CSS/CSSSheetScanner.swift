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
    private let bytes: [UInt8]
    private var index = 0
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
        let isCustom = bytes[nameRange].starts(with: [0x2D, 0x2D])
        let valueStart = index
        var significant = SignificantRange()
        // A custom property's value may hold `{}` blocks; any other declaration meeting `{` is
        // a nested rule.
        let stop = try scan(
            until: isCustom ? [.semicolon, .closeBrace] : [.semicolon, .openBrace, .closeBrace],
            braces: isCustom, significant: &significant)
        if stop == .openBrace {
            index = start
            return false
        }
        let (value, important) = significant.withoutImportant(in: bytes, from: valueStart)
        if isCustom {
            properties.append(
                Property(
                    name: names.intern(bytes[nameRange]), value: value, important: important, context: context
                ))
        } else if text(nameRange, lowercased: true) == "color-scheme" {
            schemes.append(
                SchemeDeclaration(value: text(value, lowercased: true), context: contexts[context]))
        }
        if stop == .semicolon { index += 1 }
        return true
    }

    // MARK: Scanning

    /// What ended a scan.
    enum Stop: Hashable { case semicolon, openBrace, closeBrace, end }

    /// The bytes a scan may stop at: a bit each, as the scan asks at every byte.
    struct Stops: OptionSet {
        let rawValue: UInt8
        static let semicolon = Stops(rawValue: 1)
        static let openBrace = Stops(rawValue: 2)
        static let closeBrace = Stops(rawValue: 4)
    }

    /// Moves to the first of `stops` outside parentheses and brackets (and `{}` when `braces`),
    /// skipping comments, strings and escapes; the index is left on it.
    private mutating func scan(until stops: Stops, braces: Bool) throws(TokenFormatError) -> Stop {
        var ignored = SignificantRange()
        return try scan(until: stops, braces: braces, significant: &ignored)
    }

    private mutating func scan(
        until stops: Stops, braces: Bool, significant: inout SignificantRange
    ) throws(TokenFormatError) -> Stop {
        // The closers still owed, innermost last, with where each was opened.
        var closers: [(byte: UInt8, at: Int)] = []
        // A local index, written back where a helper or the caller reads `self.index`: this
        // loop runs over nearly every byte of a sheet.
        var at = index
        defer { index = at }
        while at < bytes.count {
            let byte = bytes[at]
            if closers.isEmpty {
                switch byte {
                case UInt8(ascii: ";") where stops.contains(.semicolon): return .semicolon
                case UInt8(ascii: "{") where stops.contains(.openBrace): return .openBrace
                case UInt8(ascii: "}") where stops.contains(.closeBrace): return .closeBrace
                default: break
                }
            }
            switch byte {
            case UInt8(ascii: "/") where at + 1 < bytes.count && bytes[at + 1] == UInt8(ascii: "*"):
                index = at
                try skipComment()
                at = index
                continue
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C:
                at += 1
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let start = at
                index = at
                skipString()
                at = index
                significant.add(start..<at)
                continue
            case UInt8(ascii: "\\"):
                let start = at
                at = min(at + 2, bytes.count)
                significant.add(start..<at)
                continue
            case UInt8(ascii: "("): closers.append((UInt8(ascii: ")"), at))
            case UInt8(ascii: "["): closers.append((UInt8(ascii: "]"), at))
            case UInt8(ascii: "{") where braces || !closers.isEmpty:
                closers.append((UInt8(ascii: "}"), at))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if closers.last?.byte == byte { closers.removeLast() }
            case UInt8(ascii: "!") where closers.isEmpty:
                significant.markBang(at: at)
            default: break
            }
            significant.add(at..<at + 1)
            at += 1
        }
        if let unclosed = closers.last {
            let opener = Character(Unicode.Scalar(bytes[unclosed.at]))
            throw fail(at: unclosed.at, "this “\(opener)” is not closed before the end of the file")
        }
        return .end
    }

    private mutating func skipTrivia() throws(TokenFormatError) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C: index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"): try skipComment()
            default: return
            }
        }
    }

    private mutating func skipComment() throws(TokenFormatError) {
        let start = index
        index += 2
        while index + 1 < bytes.count,
            !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
            index += 1
        }
        guard index + 1 < bytes.count else { throw fail(at: start, "this comment is not closed with “*/”") }
        index += 2
    }

    /// A string ends at its quote, or (as CSS reads a bad string) at the end of its line.
    private mutating func skipString() {
        let quote = bytes[index]
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote || byte == 0x0A {
                if byte == quote { index += 1 }
                return
            }
            index += byte == UInt8(ascii: "\\") ? 2 : 1
        }
        index = min(index, bytes.count)
    }

    /// The bytes of an identifier starting here (`--x`, `-webkit-y`, `color`, escapes
    /// included); empty when none starts here.
    private mutating func identifier() -> Range<Int> {
        let start = index
        // A local index: the loop runs over every name's bytes, and `self.index` would be
        // written back to memory at each one.
        var end = index
        while end < bytes.count {
            let byte = bytes[end]
            if CSSText.isNameByte(byte) {
                end += 1
            } else if byte == UInt8(ascii: "\\"), end + 1 < bytes.count, bytes[end + 1] != 0x0A {
                end += 2
            } else {
                break
            }
        }
        index = end
        let range = start..<index
        // `-` alone or followed by a digit is a number or a delimiter, not a name.
        if range.count == 1 && bytes[start] == UInt8(ascii: "-")
            || range.first.map({ isDigit(bytes[$0]) }) == true
        {
            index = start
            return start..<start
        }
        return range
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func text(_ range: Range<Int>, lowercased: Bool = false, trivia: Bool = false) -> String {
        CSSText.string(bytes[range], lowercased: lowercased, droppingComments: trivia)
    }

    private func fail(at offset: Int, _ reason: String) -> TokenFormatError {
        let position = CSSLineMap(bytes).position(of: offset)
        return .malformed(file: file.path, line: position.line, column: position.column, reason: reason)
    }
}
