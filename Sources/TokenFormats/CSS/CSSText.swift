#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Byte-level helpers the CSS readers share: names, text of a byte range, trimming.
enum CSSText {
    /// Whether `byte` can be part of a CSS name: ASCII letters, digits, `-`, `_`, and every
    /// byte of a non-ASCII character.
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), 0x80...0xFF:
            true
        default: false
        }
    }

    /// ``isNameByte(_:)`` for every byte value: the sheet scanner asks it of every byte of every
    /// name, and one lookup costs less than the chain of comparisons.
    static let nameBytes: [Bool] = (0...255).map { isNameByte(UInt8($0)) }

    /// The bytes a plain custom property value is made of: any but `;`, `{`, `}`, `(`, `)`, `[`,
    /// `]`, quotes, `\`, `/` and `!`. A value of these alone (`#1f883d`, `0.5rem`) needs none of
    /// the full scan's bookkeeping.
    static let plainValueBytes: [Bool] = (0...255).map { byte in
        !";{}()[]\"'\\/!".utf8.contains(UInt8(byte))
    }

    /// CSS's whitespace: space, tab, line feed, carriage return, form feed.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    /// The bytes as text (invalid UTF-8 becomes U+FFFD), ASCII letters lowercased when asked,
    /// comments dropped when asked (each becomes a space, as CSS reads it).
    static func string(_ bytes: ArraySlice<UInt8>, lowercased: Bool = false, droppingComments: Bool = false)
        -> String
    {
        if !lowercased && !droppingComments { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if droppingComments, byte == UInt8(ascii: "/"), index + 1 < bytes.endIndex,
                bytes[index + 1] == UInt8(ascii: "*")
            {
                index += 2
                while index + 1 < bytes.endIndex,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index = min(index + 2, bytes.endIndex)
                out.append(0x20)
                continue
            }
            out.append(lowercased && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `text` holds `needle`, ASCII letters compared without case: a byte search, as
    /// Foundation's `contains` on `String` cost half of reading a design system's sheets.
    static func contains(_ text: some StringProtocol, _ needle: String) -> Bool {
        contains(lowered(text), needle: lowered(needle))
    }

    /// Whether `bytes` holds `needle`; both as ``lowered(_:)-swift.type.method`` gives them
    /// when the comparison ignores case.
    static func contains(_ bytes: [UInt8], needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard bytes.count >= needle.count else { return false }
        // This runs over whole style sheets (is it Tailwind?): `memchr` finds each candidate
        // first byte, and only those are compared.
        return bytes.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { needle in
                guard let base = text.baseAddress else { return false }
                let last = text.count - needle.count
                var start = 0
                while start <= last, let found = memchr(base + start, Int32(first), last + 1 - start) {
                    start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if UnsafeBufferPointer(rebasing: text[start..<(start + needle.count)]).elementsEqual(
                        needle)
                    {
                        return true
                    }
                    start += 1
                }
                return false
            }
        }
    }

    /// The UTF-8 bytes of `text`, ASCII capitals made small.
    static func lowered(_ text: some StringProtocol) -> [UInt8] { text.utf8.map(lowered) }

    /// An ASCII capital as its small letter; any other byte as it is.
    static func lowered(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

    /// Whether `bytes` holds the start of a comment, `/*`.
    static func holdsComment(_ bytes: ArraySlice<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if previous == UInt8(ascii: "/") && byte == UInt8(ascii: "*") { return true }
            previous = byte
        }
        return false
    }

    /// `range` of `bytes` without CSS whitespace at either end: positions only, so that no
    /// slice (which holds on to the whole file) is made for each of a sheet's declarations.
    static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// `bytes` without CSS whitespace at either end.
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var bytes = bytes
        while let first = bytes.first, isWhitespace(first) { bytes = bytes.dropFirst() }
        while let last = bytes.last, isWhitespace(last) { bytes = bytes.dropLast() }
        return bytes
    }

    /// `text` without CSS whitespace at either end.
    static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.utf8.first, isWhitespace(first) { text = text.dropFirst() }
        while let last = text.utf8.last, isWhitespace(last) { text = text.dropLast() }
        return text
    }

    /// Whether two byte ranges hold the same bytes: one `memcmp`, as the scanner compares
    /// thousands of names and values.
    static func same(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in same(a, b) } }
    }

    /// ``same(_:_:)-(ArraySlice<UInt8>,_)`` on bytes in place.
    static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }
}
