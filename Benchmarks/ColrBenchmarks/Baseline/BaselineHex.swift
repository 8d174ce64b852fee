// A frozen copy of ColorKit's parser before CSS Color 4/5 (commit 4e0bc4c): the baseline
// the benchmark measures today's parser against. It is not used anywhere else.
import ColorKit

/// Reads hex colors: 3, 4, 6 or 8 digits, any case, with or without `#`.
enum BaselineHex {
    /// The color, or nil when the text is not exactly a hex color.
    static func parse(_ text: Substring) -> RGB8? {
        let digits = text.hasPrefix("#") ? text.dropFirst() : text
        guard [3, 4, 6, 8].contains(digits.utf8.count) else { return nil }
        var values: [UInt8] = []
        values.reserveCapacity(8)
        for byte in digits.utf8 {
            guard let value = digitValue(byte) else { return nil }
            values.append(value)
        }
        let short = values.count <= 4
        func channel(_ index: Int) -> UInt8 {
            short ? values[index] * 17 : values[2 * index] << 4 | values[2 * index + 1]
        }
        let hasAlpha = values.count == 4 || values.count == 8
        return RGB8(red: channel(0), green: channel(1), blue: channel(2), alpha: hasAlpha ? channel(3) : 255)
    }

    /// Explains why text after `#` is not a hex color: the offset (within `digits`) and a reason.
    static func diagnose(_ digits: Substring) -> (offset: Int, reason: String) {
        for (offset, character) in digits.enumerated() where !character.isHexDigit {
            return (offset, "\"\(character)\" is not a hex digit (0-9, a-f)")
        }
        return (0, "expected 3, 4, 6 or 8 hex digits, found \(digits.count)")
    }

    /// Whether the text is made only of hex digits, in one of the lengths hex colors take.
    static func looksLikeHex(_ text: Substring) -> Bool {
        [3, 4, 6, 8].contains(text.utf8.count) && text.utf8.allSatisfy { digitValue($0) != nil }
    }

    @inline(__always)
    static func digitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
