/// The pieces of markup ``ResourceXML`` reads: names, attributes, entities, and the space
/// around a value.
extension ResourceXML {
    /// XML's space characters, the only ones trimmed or skipped between markup.
    static let space: [UInt8] = [0x20, 0x09, 0x0A, 0x0D]

    /// The characters XML's predefined entities stand for, by entity name (`amp` is `&`), from
    /// the table the escaper writes with, so reading and writing agree.
    private static let predefined: [Substring: Character] = Dictionary(
        uniqueKeysWithValues: XMLText.entities.map { ($0.value.dropFirst().dropLast(), $0.key) })

    func starts(with literal: String) -> Bool {
        let expected = Array(literal.utf8)
        return bytes.count - offset >= expected.count
            && bytes[offset..<offset + expected.count].elementsEqual(expected)
    }

    mutating func skip(past terminator: String, unclosed: String) throws(Failure) {
        while offset < bytes.count {
            if starts(with: terminator) {
                offset += terminator.utf8.count
                return
            }
            advance()
        }
        throw failure(unclosed)
    }

    mutating func skipSpace() {
        while offset < bytes.count, Self.space.contains(bytes[offset]) { advance() }
    }

    /// An element or attribute name: everything up to space or markup. It holds no line break,
    /// so the offset moves without counting lines.
    mutating func readName() -> String {
        let start = offset
        let stops = Array(" \t\r\n<>/=\"'".utf8)
        while offset < bytes.count, !stops.contains(bytes[offset]) { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// A start tag's attributes, up to and including its `>` or `/>`; and whether it was `/>`.
    mutating func readAttributes() throws(Failure) -> ([String: String], Bool) {
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
            // A "<" inside a value is not XML; stopping there keeps an unclosed quote from
            // swallowing the rest of the file into one attribute.
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

    /// Text with XML's five predefined entities and character references replaced; any other
    /// entity would need a document type to define it, which is refused.
    func decodeEntities(_ text: String) throws(Failure) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            out += rest[..<ampersand]
            let after = rest.index(after: ampersand)
            // No entity name or reference is longer; looking further would scan the whole text.
            guard let semicolon = rest[after...].prefix(10).firstIndex(of: ";") else {
                throw failure("an \"&\" starts no entity")
            }
            let name = rest[after..<semicolon]
            if let character = Self.predefined[name] {
                out.append(character)
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

    /// The part of `range` without XML space at either end, and the lines and column skipped
    /// at its start, so that a value's position is where its first character is.
    static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> (Range<Int>, (lines: Int, column: Int)) {
        var lower = range.lowerBound
        var upper = range.upperBound
        var lines = 0
        var column = 1
        while lower < upper, space.contains(bytes[lower]) {
            if bytes[lower] == 0x0A {
                lines += 1
                column = 1
            } else {
                column += 1
            }
            lower += 1
        }
        while upper > lower, space.contains(bytes[upper - 1]) { upper -= 1 }
        return (lower..<upper, (lines, column))
    }
}
