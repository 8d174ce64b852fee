/// Just enough XML for Android's resource files, with positions: the root element's children,
/// each with its attributes and its text and where that text is written.
///
/// Files are untrusted, so what XML attacks are made of is refused rather than handled: a
/// document type (and with it entity expansion) is an error, only the five predefined entities
/// and character references are decoded, and nesting is bounded. PaletteFormats'
/// `ResourceMarkup` reads the same subset without positions.
struct ResourceXML {
    /// One child of the root element.
    struct Element {
        var name: String
        var attributes: [String: String]
        /// The text, entities decoded, CDATA included, child elements left out, trimmed.
        var text: String
        /// The trimmed text's bytes, when it is written plainly (no entity, CDATA or child
        /// element), so that a fix can replace exactly it; empty otherwise.
        var textRange: Range<Int>
        /// Where the element's text starts (or its tag, when it has no text).
        var line: Int
        var column: Int
    }

    private let bytes: [UInt8]
    private let file: String
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    /// The children of the root element of `file`, which must be `<resources>`.
    static func children(of file: TokenFile) throws(TokenFormatError) -> [Element] {
        try UTF8Check.validate(file)
        var scanner = ResourceXML(bytes: file.bytes, file: file.path)
        return try scanner.children(root: "resources")
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private func failure(_ reason: String) -> TokenFormatError {
        .malformed(file: file, line: line, column: offset - lineStart + 1, reason: reason)
    }

    private mutating func advance() {
        if bytes[offset] == 0x0A {
            line += 1
            lineStart = offset + 1
        }
        offset += 1
    }

    private mutating func children(root: String) throws(TokenFormatError) -> [Element] {
        var open: [String] = []
        var children: [Element] = []
        var current: Element?
        var plain = true
        var sawRoot = false
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        while offset < bytes.count {
            if bytes[offset] != UInt8(ascii: "<") {
                let start = offset
                let position = (line, offset - lineStart + 1)
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "<") { advance() }
                let raw = String(decoding: bytes[start..<offset], as: UTF8.self)
                if open.count == 2, current != nil {
                    let decoded = try decodeEntities(raw)
                    if current?.text.isEmpty == true, current?.textRange.isEmpty == true, plain,
                        decoded == raw
                    {
                        let (range, skipped) = Self.trimmed(bytes, start..<offset)
                        current?.textRange = range
                        current?.line = position.0 + skipped.lines
                        current?.column = skipped.lines > 0 ? skipped.column : position.1 + skipped.column - 1
                    } else {
                        plain = false
                    }
                    current?.text += decoded
                } else if open.count > 2 {
                    plain = false
                } else if open.isEmpty, raw.contains(where: { !$0.isWhitespace }) {
                    throw failure("text appears outside the <\(root)> element")
                }
            } else if starts(with: "<!--") {
                try skip(past: "-->", unclosed: "a comment is not closed")
                if open.count >= 2 { plain = false }
            } else if starts(with: "<?") {
                try skip(past: "?>", unclosed: "a processing instruction is not closed")
            } else if starts(with: "<![CDATA[") {
                offset += 9
                let start = offset
                try skip(past: "]]>", unclosed: "a CDATA section is not closed")
                if open.count == 2 {
                    current?.text += String(decoding: bytes[start..<offset - 3], as: UTF8.self)
                    plain = false
                }
            } else if starts(with: "<!") {
                throw failure("it declares a document type, which a resource file has no use for")
            } else if starts(with: "</") {
                offset += 2
                let name = readName()
                skipSpace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ">"), open.last == name else {
                    throw failure("</\(name)> does not close the element that is open")
                }
                offset += 1
                open.removeLast()
                if open.count == 1, var element = current {
                    if !plain { element.textRange = 0..<0 }
                    element.text = element.text.trimmingXMLSpace()
                    children.append(element)
                    current = nil
                }
            } else {
                let position = (line, offset - lineStart + 1)
                offset += 1
                let name = readName()
                guard !name.isEmpty else { throw failure("a “<” starts no element") }
                let (attributes, selfClosing) = try readAttributes()
                if open.isEmpty {
                    guard !sawRoot else { throw failure("it has more than one root element") }
                    guard name == root else { throw failure("the root element is <\(name)>, not <\(root)>") }
                    sawRoot = true
                }
                if open.count == 1 {
                    current = Element(
                        name: name, attributes: attributes, text: "", textRange: 0..<0, line: position.0,
                        column: position.1)
                    plain = true
                } else if open.count >= 2 {
                    plain = false
                }
                if selfClosing {
                    if open.count == 1, let element = current { children.append(element) }
                    if open.count <= 1 { current = nil }
                } else {
                    guard open.count < 32 else { throw failure("its elements nest more than 32 deep") }
                    open.append(name)
                }
            }
        }
        guard sawRoot else { throw failure("it has no <\(root)> element") }
        guard open.isEmpty else { throw failure("it ends before </\(open.last ?? root)>") }
        return children
    }

    /// The range of `range` without XML space at either end, and the lines and column skipped
    /// at the start.
    private static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> (
        Range<Int>, (lines: Int, column: Int)
    ) {
        var lower = range.lowerBound
        var upper = range.upperBound
        var lines = 0
        var column = 1
        while lower < upper, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[lower]) {
            if bytes[lower] == 0x0A {
                lines += 1
                column = 1
            } else {
                column += 1
            }
            lower += 1
        }
        while upper > lower, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[upper - 1]) { upper -= 1 }
        return (lower..<upper, (lines, column))
    }

    private func starts(with literal: String) -> Bool {
        let expected = Array(literal.utf8)
        return bytes.count - offset >= expected.count
            && bytes[offset..<offset + expected.count].elementsEqual(expected)
    }

    private mutating func skip(past terminator: String, unclosed: String) throws(TokenFormatError) {
        while offset < bytes.count {
            if starts(with: terminator) {
                offset += terminator.utf8.count
                return
            }
            advance()
        }
        throw failure(unclosed)
    }

    private mutating func skipSpace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { advance() }
    }

    private mutating func readName() -> String {
        let start = offset
        let stops = Array(" \t\r\n<>/=\"'".utf8)
        while offset < bytes.count, !stops.contains(bytes[offset]) { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func readAttributes() throws(TokenFormatError) -> ([String: String], Bool) {
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard offset < bytes.count else { throw failure("it ends inside a tag") }
            if starts(with: "/>") {
                offset += 2
                return (attributes, true)
            }
            if bytes[offset] == UInt8(ascii: ">") {
                offset += 1
                return (attributes, false)
            }
            let name = readName()
            skipSpace()
            guard !name.isEmpty, offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
                throw failure("an attribute has no value")
            }
            offset += 1
            skipSpace()
            guard offset < bytes.count, bytes[offset] == 0x22 || bytes[offset] == 0x27 else {
                throw failure("an attribute's value is not quoted")
            }
            let quote = bytes[offset]
            offset += 1
            let start = offset
            while offset < bytes.count, bytes[offset] != quote, bytes[offset] != UInt8(ascii: "<") {
                advance()
            }
            guard offset < bytes.count, bytes[offset] == quote else {
                throw failure("an attribute is not closed")
            }
            let raw = String(decoding: bytes[start..<offset], as: UTF8.self)
            offset += 1
            attributes[name] = try decodeEntities(raw)
        }
    }

    /// Text with XML's five predefined entities and character references replaced.
    private func decodeEntities(_ text: String) throws(TokenFormatError) -> String {
        guard text.contains("&") else { return text }
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        var out = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            out += rest[..<ampersand]
            let after = rest.index(after: ampersand)
            guard let semicolon = rest[after...].prefix(10).firstIndex(of: ";") else {
                throw failure("an “&” starts no entity")
            }
            let name = rest[after..<semicolon]
            if let character = named[String(name)] {
                out += character
            } else if name.hasPrefix("#"),
                let code = name.hasPrefix("#x")
                    ? UInt32(name.dropFirst(2), radix: 16) : UInt32(name.dropFirst()),
                code != 0, let scalar = Unicode.Scalar(code)
            {
                out.unicodeScalars.append(scalar)
            } else {
                throw failure("&\(name); is not an entity XML defines")
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }
}

extension String {
    /// Without XML's space characters at either end.
    func trimmingXMLSpace() -> String {
        let space: Set<Character> = [" ", "\t", "\n", "\r", "\r\n"]
        guard let first = firstIndex(where: { !space.contains($0) }),
            let last = lastIndex(where: { !space.contains($0) })
        else { return "" }
        return String(self[first...last])
    }
}
