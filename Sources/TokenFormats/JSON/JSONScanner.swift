/// A JSON reader that records where every value is written (``JSONNode``).
///
/// Files are untrusted: nesting is bounded, invalid UTF-8 and control characters are refused
/// where they are, duplicate keys are refused (which one a tool keeps differs), and every
/// failure is ``TokenFormatError/malformed(file:line:column:reason:)`` at the offending byte.
struct JSONScanner {
    /// How deeply arrays and objects may nest; real token files stay under a dozen.
    static let maximumDepth = 64
    /// From how many members an object's keys are kept in a set to find a repeat.
    static let keysHashedFrom = 12

    private let bytes: [UInt8]
    private let file: String
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var strings = JSONStringCache()

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The document in `file`: one JSON value, with an optional UTF-8 byte order mark before it.
    static func parse(_ file: TokenFile) throws(TokenFormatError) -> JSONNode {
        try UTF8Check.validate(file)
        var scanner = JSONScanner(bytes: file.bytes, file: file.path)
        if file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            scanner.offset = 3
            scanner.lineStart = 3
        }
        let node = try scanner.value(depth: 0)
        scanner.skipSpace()
        guard scanner.offset == file.bytes.count else { throw scanner.failure("text follows the JSON value") }
        return node
    }

    private var position: JSONPosition { JSONPosition(line: line, column: offset - lineStart + 1) }

    private func failure(_ reason: String) -> TokenFormatError {
        failure(reason, at: offset)
    }

    /// An error at `byte`, on the current line (strings and numbers span no line break).
    private func failure(_ reason: String, at byte: Int) -> TokenFormatError {
        .malformed(file: file, line: line, column: byte - lineStart + 1, reason: "not valid JSON: " + reason)
    }

    private mutating func skipSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D: offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(TokenFormatError) -> JSONNode {
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
        offset += 1
        var members: [JSONNode.Member] = []
        var keys = Set<String>()
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return members
        }
        while true {
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw failure("expected a key in quotes")
            }
            let keyPosition = position
            let key = try string()
            // A linear look at a small object's keys costs less than hashing them all.
            if members.count == Self.keysHashedFrom { keys = Set(members.map(\.key)) }
            let repeated =
                members.count < Self.keysHashedFrom
                ? members.contains { $0.key == key } : !keys.insert(key).inserted
            guard !repeated else {
                throw .malformed(
                    file: file, line: keyPosition.line, column: keyPosition.column,
                    reason: "the key “\(key)” appears twice in one object")
            }
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw failure("expected “:” after the key “\(key)”")
            }
            offset += 1
            members.append(.init(key: key, keyPosition: keyPosition, node: try value(depth: depth + 1)))
            skipSpace()
            guard offset < bytes.count else { throw failure("an object is not closed") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
            } else if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return members
            } else {
                throw failure("expected “,” or “}” after a member")
            }
        }
    }

    private mutating func array(depth: Int) throws(TokenFormatError) -> [JSONNode] {
        offset += 1
        var elements: [JSONNode] = []
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return elements
        }
        while true {
            elements.append(try value(depth: depth + 1))
            skipSpace()
            guard offset < bytes.count else { throw failure("an array is not closed") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
            } else if bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return elements
            } else {
                throw failure("expected “,” or “]” after an element")
            }
        }
    }

    private mutating func string() throws(TokenFormatError) -> String {
        offset += 1
        let start = offset
        // Most strings hold no escape: their bytes are the text (the file is valid UTF-8).
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                let end = offset - 1
                return bytes.withUnsafeBufferPointer {
                    strings.string(UnsafeBufferPointer(rebasing: $0[start..<end]))
                }
            }
            if byte < 0x20 { throw failure("a string holds the control character \(Self.describe(byte))") }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            offset += 1
        }
        throw failure("a string is not closed")
    }

    /// The rest of a string that holds escapes, from its first byte at `start` (`offset` is at
    /// its first backslash).
    private mutating func escapedString(from start: Int) throws(TokenFormatError) -> String {
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

    private mutating func number() throws(TokenFormatError) -> Double {
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
