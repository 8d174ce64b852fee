/// Reads the arguments of a color function for ``FastColorReader``: plain numbers with an
/// optional `%` or angle unit, `none`, commas, `/` and the closing parenthesis, between CSS
/// white space. Anything else (comments, `calc()`, exponents, escapes, other units, non-ASCII)
/// reads as nil, which sends the input to the full parser.
struct FastScanner {
    /// One argument token.
    enum Token: Equatable {
        /// A number with its type; nil is `none`.
        case component(CSSNumeric?)
        case comma
        case slash
        case close
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    let end: Int

    var isAtEnd: Bool { index == end }

    /// CSS's white space in ASCII, as ``CSSTokenizer/isWhitespace(_:)`` has it.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// What the tokenizer would take as part of a name: letters, digits, `-`, `_`, and (here,
    /// so that they are refused) escapes and non-ASCII.
    @inline(__always)
    static func isNamePart(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "\\") || byte >= 0x80
    }

    private func byte(at offset: Int) -> UInt8? { offset < end ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while index < end, Self.isWhitespace(bytes[index]) { index += 1 }
    }

    /// A name's bytes, lowercased and packed one a byte (up to eight letters), or nil for a
    /// longer name or one with anything but letters.
    private mutating func packedName() -> UInt64? {
        let start = index
        var packed: UInt64 = 0
        while index < end, Self.isNamePart(bytes[index]) {
            guard Self.isLetter(bytes[index]), index - start < 8 else { return nil }
            packed = packed << 8 | UInt64(bytes[index] | 0x20)
            index += 1
        }
        return packed
    }

    private static func pack(_ name: String) -> UInt64 { name.utf8.reduce(0) { $0 << 8 | UInt64($1) } }
    private static let none = pack("none")
    private static let units: [UInt64: CSSNumeric.Written] = [
        pack("deg"): .deg, pack("rad"): .rad, pack("grad"): .grad, pack("turn"): .turn,
    ]

    /// The next token, or nil when it is one the fast path leaves to the full parser.
    mutating func next() -> Token? {
        skipWhitespace()
        guard index < end else { return nil }
        switch bytes[index] {
        case UInt8(ascii: ","):
            index += 1
            return .comma
        case UInt8(ascii: "/"):
            index += 1
            return byte(at: index) == UInt8(ascii: "*") ? nil : .slash
        case UInt8(ascii: ")"):
            index += 1
            return .close
        case let first where Self.isLetter(first):
            guard packedName() == Self.none, byte(at: index) != UInt8(ascii: "(") else { return nil }
            return .component(nil)
        default:
            return number().map { .component($0) }
        }
    }

    /// The color space named first in `color()`, or nil.
    mutating func spaceName() -> CSSColorSpace? {
        skipWhitespace()
        let start = index
        while index < end, Self.isNamePart(bytes[index]) { index += 1 }
        guard index > start, index < end, bytes[index] != UInt8(ascii: "(") else { return nil }
        var name = ""
        for offset in start..<index {
            let byte = bytes[offset]
            guard Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "-") else { return nil }
            name.unicodeScalars.append(Unicode.Scalar(Self.isLetter(byte) ? byte | 0x20 : byte))
        }
        return CSSColorSpace.predefined(named: name)
    }

    /// `[+-]? digits [. digits]` and a unit, as the tokenizer reads a number, or nil.
    ///
    /// The value is exact: with at most 15 significant digits the digits make an integer that a
    /// double holds exactly, and dividing it by an exact power of ten rounds once, correctly,
    /// which is what `Double(String)` gives too. Longer numbers and exponents go the full way.
    private mutating func number() -> CSSNumeric? {
        var negative = false
        if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var decimals = 0
        while index < end, Self.isDigit(bytes[index]) {
            mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        if index + 1 < end, bytes[index] == UInt8(ascii: "."), Self.isDigit(bytes[index + 1]) {
            index += 1
            while index < end, Self.isDigit(bytes[index]) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
                digits += 1
                decimals += 1
                index += 1
            }
        }
        guard digits > 0, digits <= 15 else { return nil }
        let magnitude = decimals == 0 ? Double(mantissa) : Double(mantissa) / Self.powersOfTen[decimals]
        let value = negative ? -magnitude : magnitude
        guard index < end else { return CSSNumeric(value, .number) }
        let next = bytes[index]
        if next == UInt8(ascii: "%") {
            index += 1
            return CSSNumeric(value, .percentage)
        }
        // A unit starts where a name could (a `-` only before a name character); `e` starts
        // an exponent or an unknown unit, either of them the full parser's.
        let startsName =
            Self.isLetter(next) || next == UInt8(ascii: "_") || next == UInt8(ascii: "\\") || next >= 0x80
            || (next == UInt8(ascii: "-")
                && byte(at: index + 1).map { Self.isNamePart($0) && !Self.isDigit($0) } == true)
        guard startsName else { return CSSNumeric(value, .number) }
        guard let packed = packedName(), let unit = Self.units[packed] else { return nil }
        return CSSNumeric(value, unit)
    }

    private static let powersOfTen: [Double] = (0...15).map { exponent in
        var power = 1.0
        for _ in 0..<exponent { power *= 10 }
        return power
    }
}
