/// A JSON reader that records where every value is written: as a tree (``JSONNode``), or
/// value by value for a reader that takes each where it stands (``readObject(_:)``,
/// ``readArray(_:)``), with no tree made.
///
/// Files are untrusted: nesting is bounded, invalid UTF-8 and control characters are refused
/// where they are, duplicate keys are refused (which one a tool keeps differs), and every
/// failure is ``TokenFormatError/malformed(file:line:column:reason:)`` at the offending byte.
struct JSONScanner {
    /// How deeply arrays and objects may nest; real token files stay under a dozen.
    static let maximumDepth = 64

    let bytes: [UInt8]
    let file: String
    var offset = 0
    var line = 1
    var lineStart = 0
    private var strings = JSONStringCache()

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// A scanner at the start of `file`'s one JSON value, after a UTF-8 byte order mark if it
    /// has one; the whole file is checked to be UTF-8 first.
    init(document file: TokenFile) throws(TokenFormatError) {
        try UTF8Check.validate(file)
        self.init(bytes: file.bytes, file: file.path)
        if file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
        }
    }

    /// A scanner at `node`, a value already read from `file` (which is UTF-8): to read it again
    /// another way, with the same lines and columns.
    init(file: TokenFile, at node: JSONNode) {
        self.init(bytes: file.bytes, file: file.path)
        offset = node.range.lowerBound
        line = node.position.line
        lineStart = node.range.lowerBound - (node.position.column - 1)
    }

    /// The document in `file`: one JSON value, with an optional UTF-8 byte order mark before it.
    static func parse(_ file: TokenFile) throws(TokenFormatError) -> JSONNode {
        var scanner = try JSONScanner(document: file)
        let node = try scanner.value(depth: 0)
        try scanner.finish()
        return node
    }

    var position: JSONPosition { JSONPosition(line: line, column: offset - lineStart + 1) }

    func failure(_ reason: String) -> TokenFormatError {
        failure(reason, at: offset)
    }

    /// An error at `byte`, on the current line (strings and numbers span no line break).
    private func failure(_ reason: String, at byte: Int) -> TokenFormatError {
        .malformed(file: file, line: line, column: byte - lineStart + 1, reason: "not valid JSON: " + reason)
    }

    mutating func skipSpace() {
        // Through a buffer: an indented file is mostly space, the most common run a scan meets.
        var (offset, line, lineStart) = (offset, line, lineStart)
        bytes.withUnsafeBufferPointer { buffer in
            while offset < buffer.count {
                switch buffer[offset] {
                case 0x20, 0x09, 0x0D: offset += 1
                case 0x0A:
                    offset += 1
                    line += 1
                    lineStart = offset
                default: return
                }
            }
        }
        (self.offset, self.line, self.lineStart) = (offset, line, lineStart)
    }

    mutating func value(depth: Int) throws(TokenFormatError) -> JSONNode {
        guard depth < Self.maximumDepth else {
            throw failure("it nests more than \(Self.maximumDepth) levels deep")
        }
        skipSpace()
        guard offset < bytes.count else { throw failure("it ends where a value should be") }
        let start = offset
        let position = position
        let value: JSONNode.Value
        switch bytes[offset] {
        case UInt8(ascii: "{"): value = .object(try object(depth: depth))
        case UInt8(ascii: "["): value = .array(try array(depth: depth))
        case UInt8(ascii: "\""): value = .string(try string())
        case UInt8(ascii: "t"): value = try literal("true", .bool(true))
        case UInt8(ascii: "f"): value = try literal("false", .bool(false))
        case UInt8(ascii: "n"): value = try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try number())
        default: throw failure("a value cannot start with “\(Self.describe(bytes[offset]))”")
        }
        return JSONNode(value: value, range: start..<offset, position: position)
    }

    private mutating func literal(_ word: String, _ value: JSONNode.Value) throws(TokenFormatError)
        -> JSONNode.Value
    {
        let expected = Array(word.utf8)
        guard bytes.count - offset >= expected.count,
            bytes[offset..<offset + expected.count].elementsEqual(expected)
        else { throw failure("expected \(word)") }
        offset += expected.count
        return value
    }

    private mutating func object(depth: Int) throws(TokenFormatError) -> [JSONNode.Member] {
        var members: [JSONNode.Member] = []
        var keys = JSONKeys()
        try readObject { (scanner, key) throws(TokenFormatError) in
            let text = scanner.text(of: key)
            guard keys.insert(text) else { throw scanner.repeated(key) }
            members.append(
                .init(key: text, keyPosition: key.position, node: try scanner.value(depth: depth + 1)))
        }
        return members
    }

    private mutating func array(depth: Int) throws(TokenFormatError) -> [JSONNode] {
        var elements: [JSONNode] = []
        try readArray { (scanner) throws(TokenFormatError) in
            elements.append(try scanner.value(depth: depth + 1))
        }
        return elements
    }

    mutating func string() throws(TokenFormatError) -> String {
        let start = offset + 1
        guard let plain = try plainString() else { return try escapedString(from: start) }
        return text(of: plain)
    }

    /// The bytes of the string at `offset` (its opening quote), when it holds no escape (most
    /// strings: their bytes are their text, the file being valid UTF-8), with the scanner past
    /// it; nil with the scanner at the first backslash otherwise.
    mutating func plainString() throws(TokenFormatError) -> Range<Int>? {
        offset += 1
        let start = offset
        // The first byte that is not plain text ends the look: the closing quote, most often.
        offset = bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < buffer.count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                index += 1
            }
            return index
        }
        guard offset < bytes.count else { throw failure("a string is not closed") }
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\\") { return nil }
        if byte < 0x20 { throw failure("a string holds the control character \(Self.describe(byte))") }
        offset += 1
        return start..<(offset - 1)
    }

    /// The text of `range`, bytes of a string without escapes.
    mutating func text(of range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { strings.string(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The rest of a string that holds escapes, from its first byte at `start` (`offset` is at
    /// its first backslash).
    mutating func escapedString(from start: Int) throws(TokenFormatError) -> String {
        var text = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return String(decoding: text, as: UTF8.self)
            }
            if byte < 0x20 { throw failure("a string holds the control character \(Self.describe(byte))") }
            offset += 1
            if byte == UInt8(ascii: "\\") {
                UTF8.encode(try escape()) { text.append($0) }
            } else {
                text.append(byte)
            }
        }
        throw failure("a string is not closed")
    }

    private mutating func escape() throws(TokenFormatError) -> Unicode.Scalar {
        guard offset < bytes.count else { throw failure("a string ends inside an escape") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hexQuad()
            if (0xD800..<0xDC00).contains(high) {
                guard bytes.count - offset >= 2, bytes[offset] == UInt8(ascii: "\\"),
                    bytes[offset + 1] == UInt8(ascii: "u")
                else { throw failure("a surrogate \\u escape has no second half") }
                offset += 2
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                else { throw failure("a surrogate \\u escape has no second half") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw failure("a \\u escape is a lone surrogate") }
            return scalar
        default: throw failure("“\\\(Self.describe(byte))” is not an escape JSON has", at: offset - 2)
        }
    }

    private mutating func hexQuad() throws(TokenFormatError) -> UInt32 {
        guard bytes.count - offset >= 4 else { throw failure("a \\u escape needs four hex digits") }
        var code: UInt32 = 0
        for byte in bytes[offset..<offset + 4] {
            guard let digit = Self.hexDigit(byte) else { throw failure("a \\u escape needs four hex digits") }
            code = code << 4 | digit
        }
        offset += 4
        return code
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    mutating func number() throws(TokenFormatError) -> Double {
        let start = offset
        func digits(_ scanner: inout JSONScanner) -> Int {
            let first = scanner.offset
            while scanner.offset < scanner.bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(scanner.bytes[scanner.offset])
            {
                scanner.offset += 1
            }
            return scanner.offset - first
        }
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let leading = offset
        guard digits(&self) > 0 else { throw failure("a number has no digits") }
        guard bytes[leading] != UInt8(ascii: "0") || offset - leading == 1 else {
            throw failure("a number starts with 0", at: start)
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits(&self) > 0 else { throw failure("a number has no digits after its point") }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
            {
                offset += 1
            }
            guard digits(&self) > 0 else { throw failure("a number's exponent has no digits") }
        }
        if let exact = Self.shortDecimal(bytes[start..<offset]) { return exact }
        guard let number = Double(String(decoding: bytes[start..<offset], as: UTF8.self)), number.isFinite
        else {
            throw failure("a number is too large", at: start)
        }
        return number
    }

    /// A byte as a message shows it: itself when printable ASCII, else its code.
    static func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte)
            ? String(UnicodeScalar(byte)) : "U+" + String(byte, radix: 16, uppercase: true)
    }
}
