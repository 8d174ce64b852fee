/// Turns CSS text into component values: tokens as CSS Syntax 3 defines them (comments are
/// whitespace, numbers take their sign and unit), with functions and blocks nested.
struct CSSTokenizer {
    private let scalars: [Unicode.Scalar]
    private let input: String
    private var index = 0
    /// Deeper nesting than this is refused, which bounds the recursion hostile input can cause.
    static let maximumDepth = 32

    init(_ input: String, scalars: [Unicode.Scalar]) {
        self.input = input
        self.scalars = scalars
    }

    /// Every component of the input.
    mutating func components() throws(ColorKitError) -> [CSSComponent] {
        let list = try consumeList(depth: 0, closedBy: nil)
        return list
    }

    private func fail(at position: Int, _ reason: String) -> ColorKitError {
        .invalidColor(input: input, position: position, reason: reason)
    }

    private mutating func consumeList(depth: Int, closedBy open: Int?) throws(ColorKitError) -> [CSSComponent]
    {
        guard depth <= Self.maximumDepth else {
            throw fail(at: index, "nested more than \(Self.maximumDepth) deep")
        }
        var list: [CSSComponent] = []
        while index < scalars.count {
            let start = index
            let scalar = scalars[index]
            switch scalar {
            case ")":
                guard open != nil else { throw fail(at: start, "unexpected \")\"") }
                index += 1
                return list
            case "(":
                index += 1
                let inner = try consumeList(depth: depth + 1, closedBy: start)
                list.append(CSSComponent(kind: .block(inner), position: start, end: index))
            case ",":
                index += 1
                list.append(CSSComponent(kind: .comma, position: start))
            case "/" where peek(1) == "*":
                try skipComment()
                appendWhitespace(&list, at: start)
            case "/":
                index += 1
                list.append(CSSComponent(kind: .slash, position: start))
            case "#":
                index += 1
                let name = name()
                guard !name.isEmpty else { throw fail(at: start, "expected hex digits after \"#\"") }
                list.append(CSSComponent(kind: .hash(name), position: start))
            case _ where Self.isWhitespace(scalar):
                while index < scalars.count, Self.isWhitespace(scalars[index]) { index += 1 }
                appendWhitespace(&list, at: start)
            case _ where startsNumber(at: index):
                list.append(CSSComponent(kind: try number(), position: start))
            case _ where startsIdentifier(at: index):
                let word = lowercasedName()
                if index < scalars.count, scalars[index] == "(" {
                    index += 1
                    let arguments = try consumeList(depth: depth + 1, closedBy: start)
                    list.append(CSSComponent(kind: .function(word, arguments), position: start, end: index))
                } else {
                    list.append(CSSComponent(kind: .identifier(word), position: start))
                }
            case "\\":
                throw fail(at: start, "a \"\\\" escape can only be part of a name")
            default:
                index += 1
                list.append(CSSComponent(kind: .delimiter(scalar), position: start))
            }
        }
        if open != nil { throw fail(at: scalars.count, "missing \")\" at the end") }
        return list
    }

    /// CSS's whitespace: space, tab and the line breaks, not every Unicode space.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }

    private func appendWhitespace(_ list: inout [CSSComponent], at start: Int) {
        if list.last?.isWhitespace != true { list.append(CSSComponent(kind: .whitespace, position: start)) }
    }

    private mutating func skipComment() throws(ColorKitError) {
        let start = index
        index += 2
        while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
        guard index + 1 < scalars.count else { throw fail(at: start, "a comment is not closed with \"*/\"") }
        index += 2
    }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private func isDigit(_ offset: Int) -> Bool {
        offset < scalars.count && ("0"..."9").contains(scalars[offset])
    }

    private func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar.value >= 0x80
    }

    private func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
    }

    private func startsNumber(at offset: Int) -> Bool {
        var offset = offset
        if scalars[offset] == "+" || scalars[offset] == "-" { offset += 1 }
        if offset < scalars.count && scalars[offset] == "." { offset += 1 }
        return isDigit(offset)
    }

    private func startsIdentifier(at offset: Int) -> Bool {
        guard offset < scalars.count else { return false }
        if scalars[offset] == "\\" { return offset + 1 < scalars.count && scalars[offset + 1] != "\n" }
        if scalars[offset] == "-" {
            guard offset + 1 < scalars.count else { return false }
            return isNameStart(scalars[offset + 1]) || scalars[offset + 1] == "-"
        }
        return isNameStart(scalars[offset])
    }

    private mutating func name() -> String {
        let start = index
        while index < scalars.count, isNameCharacter(scalars[index]) { index += 1 }
        return text(start..<index)
    }

    /// The scalars in `range` as a string; ASCII, the usual case, is copied byte by byte.
    private func text(_ range: Range<Int>, lowercased: Bool = false) -> String {
        guard scalars[range].allSatisfy(\.isASCII) else {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[range])
            return lowercased ? text.lowercased() : text
        }
        return String(unsafeUninitializedCapacity: range.count) { buffer in
            for (offset, scalar) in scalars[range].enumerated() {
                let byte = UInt8(truncatingIfNeeded: scalar.value)
                buffer[offset] = lowercased && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            }
            return range.count
        }
    }

    private mutating func lowercasedName() -> String {
        let start = index
        while index < scalars.count, isNameCharacter(scalars[index]) { index += 1 }
        guard index < scalars.count, scalars[index] == "\\" else {
            return text(start..<index, lowercased: true)
        }
        // A name with escapes (`r\gb`, `r\67 b`) is rare: decode it scalar by scalar.
        var decoded = ""
        decoded.unicodeScalars.append(contentsOf: scalars[start..<index])
        while index < scalars.count {
            if isNameCharacter(scalars[index]) {
                decoded.unicodeScalars.append(scalars[index])
                index += 1
            } else if scalars[index] == "\\", index + 1 < scalars.count, scalars[index + 1] != "\n" {
                index += 1
                decoded.unicodeScalars.append(escaped())
            } else {
                break
            }
        }
        return decoded.lowercased()
    }

    /// The scalar after a backslash: up to six hex digits and one optional space, or itself.
    private mutating func escaped() -> Unicode.Scalar {
        var value: UInt32 = 0
        var digits = 0
        while digits < 6, index < scalars.count,
            let digit = HexNotation.digitValue(UInt8(truncatingIfNeeded: scalars[index].value)),
            scalars[index].isASCII
        {
            value = value * 16 + UInt32(digit)
            digits += 1
            index += 1
        }
        guard digits > 0 else {
            defer { index += 1 }
            return scalars[index]
        }
        if index < scalars.count, Self.isWhitespace(scalars[index]) { index += 1 }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    private mutating func number() throws(ColorKitError) -> CSSComponent.Kind {
        let start = index
        func take() { index += 1 }
        if scalars[index] == "+" || scalars[index] == "-" { take() }
        while isDigit(index) { take() }
        if index < scalars.count, scalars[index] == ".", isDigit(index + 1) {
            take()
            while isDigit(index) { take() }
        }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            var lookahead = index + 1
            if lookahead < scalars.count, scalars[lookahead] == "+" || scalars[lookahead] == "-" {
                lookahead += 1
            }
            if isDigit(lookahead) {
                while index < lookahead { take() }
                while isDigit(index) { take() }
            }
        }
        let text = text(start..<index)
        guard let value = Double(text.hasPrefix("+") ? String(text.dropFirst()) : text) else {
            throw fail(at: start, "\"\(text)\" is not a number")
        }
        if index < scalars.count, scalars[index] == "%" {
            index += 1
            return .number(value, unit: "%")
        }
        let unit = startsIdentifier(at: index) ? lowercasedName() : ""
        return .number(value, unit: unit)
    }
}
