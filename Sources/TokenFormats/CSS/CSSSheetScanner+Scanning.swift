/// The byte-level walk under ``CSSSheetScanner``: what CSS Syntax 3 skips (comments, strings,
/// escapes, nested brackets) and what it reads as a unit (an identifier).
extension CSSSheetScanner {
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
    mutating func scan(until stops: Stops, braces: Bool) throws(TokenFormatError) -> Stop {
        var ignored = SignificantRange()
        return try scan(until: stops, braces: braces, significant: &ignored)
    }

    mutating func scan(
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

    mutating func skipTrivia() throws(TokenFormatError) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C: index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"): try skipComment()
            default: return
            }
        }
    }

    mutating func skipComment() throws(TokenFormatError) {
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
    mutating func skipString() {
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
    mutating func identifier() -> Range<Int> {
        let start = index
        index = bytes.withUnsafeBufferPointer { buffer in
            CSSText.nameBytes.withUnsafeBufferPointer { isName in
                var end = start
                while end < buffer.count {
                    let byte = buffer[end]
                    if isName[Int(byte)] {
                        end += 1
                    } else if byte == UInt8(ascii: "\\"), end + 1 < buffer.count, buffer[end + 1] != 0x0A {
                        end += 2
                    } else {
                        break
                    }
                }
                return end
            }
        }
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

    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    func text(_ range: Range<Int>, lowercased: Bool = false, trivia: Bool = false) -> String {
        CSSText.string(bytes[range], lowercased: lowercased, droppingComments: trivia)
    }

    func fail(at offset: Int, _ reason: String) -> TokenFormatError {
        let position = CSSLineMap(bytes).position(of: offset)
        return .malformed(file: file.path, line: position.line, column: position.column, reason: reason)
    }

    /// Where a plain custom property value ends (the `;` or `}` after it) when every byte up to
    /// there is one of ``CSSText/plainValueBytes``: no block, function, string, escape, comment
    /// or `!important` to track. Nil sends the value to the full ``scan(until:braces:significant:)``.
    func plainValueEnd(from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            CSSText.plainValueBytes.withUnsafeBufferPointer { isPlain in
                var at = start
                while at < buffer.count, isPlain[Int(buffer[at])] { at += 1 }
                guard at < buffer.count, buffer[at] == UInt8(ascii: ";") || buffer[at] == UInt8(ascii: "}")
                else { return nil }
                return at
            }
        }
    }
}
