/// JSON read and written with objects' keys in document order, which tokens files and colr.org's
/// envelopes rely on and Foundation's JSON reader and writer do not keep. Typed wire bodies use
/// Foundation's Codable; this is for documents whose order or exact bytes matter.
public enum JSONValue: Equatable, Sendable {
    /// An object, its members in order.
    case object([(key: String, value: JSONValue)])
    /// An array.
    case array([JSONValue])
    /// A string.
    case string(String)
    /// A number; integral values are written without a fraction.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// Equal when of the same kind with equal contents, object members in the same order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    /// The member named `key`, when this is an object that has one.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Parses a JSON document, nesting at most `maximumDepth` levels; what is not JSON is
    /// ``ColrError/invalidRequest(reason:)`` saying where it went wrong.
    public static func parse(_ bytes: [UInt8], maximumDepth: Int = 64) throws(ColrError) -> JSONValue {
        var parser = Parser(bytes: bytes, maximumDepth: maximumDepth)
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.offset == bytes.count else { throw Parser.failure("text after the JSON value") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        let maximumDepth: Int
        var offset = 0

        init(bytes: [UInt8], maximumDepth: Int) {
            self.bytes = bytes
            self.maximumDepth = maximumDepth
        }

        static func failure(_ reason: String) -> ColrError {
            .invalidRequest(reason: "it is not valid JSON (\(reason))")
        }

        mutating func skipSpace() {
            while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        }

        mutating func expect(_ literal: String) throws(ColrError) {
            let expected = Array(literal.utf8)
            guard bytes.count - offset >= expected.count,
                Array(bytes[offset..<offset + expected.count]) == expected
            else { throw Self.failure("expected \(literal)") }
            offset += expected.count
        }

        mutating func value(depth: Int) throws(ColrError) -> JSONValue {
            guard depth < maximumDepth else { throw Self.failure("nested too deeply") }
            skipSpace()
            guard offset < bytes.count else { throw Self.failure("it ends early") }
            switch bytes[offset] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["):
                offset += 1
                var items: [JSONValue] = []
                skipSpace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                    offset += 1
                    return .array(items)
                }
                while true {
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    if try separator(closing: "]") { return .array(items) }
                }
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"):
                try expect("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try expect("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try expect("null")
                return .null
            default: return .number(try number())
            }
        }

        /// After an item: true at the closing bracket, false after a comma.
        mutating func separator(closing: Character) throws(ColrError) -> Bool {
            guard offset < bytes.count else { throw Self.failure("it ends early") }
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: ",") { return false }
            if Character(UnicodeScalar(byte)) == closing { return true }
            throw Self.failure("expected , or \(closing)")
        }

        mutating func object(depth: Int) throws(ColrError) -> JSONValue {
            offset += 1
            var members: [(key: String, value: JSONValue)] = []
            skipSpace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                    throw Self.failure("expected a key")
                }
                let key = try string()
                skipSpace()
                try expect(":")
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                if try separator(closing: "}") { return .object(members) }
            }
        }

        mutating func number() throws(ColrError) -> Double {
            let start = offset
            while offset < bytes.count, "+-0123456789.eE".utf8.contains(bytes[offset]) { offset += 1 }
            guard let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)), value.isFinite
            else {
                throw Self.failure("expected a value")
            }
            return value
        }

        mutating func string() throws(ColrError) -> String {
            offset += 1
            var units: [UInt16] = []
            var raw: [UInt8] = []
            func flush() {
                units += String(decoding: raw, as: UTF8.self).utf16
                raw.removeAll()
            }
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                switch byte {
                case UInt8(ascii: "\""):
                    flush()
                    return String(decoding: units, as: UTF16.self)
                case UInt8(ascii: "\\"):
                    flush()
                    guard offset < bytes.count else { break }
                    let escape = bytes[offset]
                    offset += 1
                    switch escape {
                    case UInt8(ascii: "n"): units.append(0x0A)
                    case UInt8(ascii: "t"): units.append(0x09)
                    case UInt8(ascii: "r"): units.append(0x0D)
                    case UInt8(ascii: "b"): units.append(0x08)
                    case UInt8(ascii: "f"): units.append(0x0C)
                    case UInt8(ascii: "u"):
                        guard bytes.count - offset >= 4,
                            let unit = UInt16(
                                String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
                        else { throw Self.failure("a bad \\u escape") }
                        units.append(unit)
                        offset += 4
                    default: units.append(UInt16(escape))
                    }
                case 0..<0x20: throw Self.failure("a control character in a string")
                default: raw.append(byte)
                }
            }
            throw Self.failure("an unterminated string")
        }
    }
}
