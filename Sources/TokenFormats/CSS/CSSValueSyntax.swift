/// The little of CSS value syntax the reader and rewriter need over raw bytes: comments,
/// strings, balanced parentheses, arguments split at top-level commas.
enum CSSValueSyntax {
    /// The offset after the comment starting at `start` (the end when it is not closed).
    static func afterComment(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int {
        var index = start + 2
        while index + 1 < end, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
            index += 1
        }
        return min(index + 2, end)
    }

    /// The offset after the string starting at `start`: its quote, or the end of its line.
    static func afterString(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int {
        let quote = bytes[start]
        var index = start + 1
        while index < end {
            if bytes[index] == quote { return index + 1 }
            if bytes[index] == 0x0A { return index }
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return end
    }

    /// The `)` matching the `(` at `open`, before `end`.
    static func matchingParenthesis(_ bytes: [UInt8], _ open: Int, _ end: Int) -> Int? {
        var depth = 0
        var index = open
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "/") where index + 1 < end && bytes[index + 1] == UInt8(ascii: "*"):
                index = afterComment(bytes, index, end)
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index = afterString(bytes, index, end)
                continue
            case UInt8(ascii: "\\"):
                index += 2
                continue
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The arguments in `range`, split at commas outside parentheses and brackets.
    static func splitArguments(_ bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var depth = 0
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            switch bytes[index] {
            case UInt8(ascii: "/")
            where index + 1 < range.upperBound && bytes[index + 1] == UInt8(ascii: "*"):
                index = afterComment(bytes, index, range.upperBound)
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index = afterString(bytes, index, range.upperBound)
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                parts.append(start..<index)
                start = index + 1
            default: break
            }
            index += 1
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// When the value in `range` is one `light-dark(a, b)` and nothing else, the bytes of `a`
    /// and `b`, trimmed: what a fix of one mode rewrites, leaving the other mode's side alone.
    static func lightDarkSides(_ bytes: [UInt8], _ range: Range<Int>) -> (
        light: Range<Int>, dark: Range<Int>
    )? {
        let prefix = lightDarkPrefix
        guard range.count > prefix.count, CSSText.lowered(bytes[range.lowerBound]) == UInt8(ascii: "l"),
            bytes[range.lowerBound..<(range.lowerBound + prefix.count)].lazy.map(CSSText.lowered)
                .elementsEqual(prefix),
            matchingParenthesis(bytes, range.lowerBound + prefix.count - 1, range.upperBound) == range
                .upperBound - 1
        else { return nil }
        let arguments = splitArguments(bytes, (range.lowerBound + prefix.count)..<(range.upperBound - 1))
        guard arguments.count == 2 else { return nil }
        return (CSSText.trimmed(bytes, arguments[0]), CSSText.trimmed(bytes, arguments[1]))
    }

    private static let lightDarkPrefix = Array("light-dark(".utf8)

    /// Whether `bytes` can be a color at all: CSS writes one as `#…`, a name, or a function, so
    /// a value that starts otherwise (`1px`, `"Mona Sans"`) or is words (`inset 0 1px …`) is not
    /// one. A design system's sizes, borders and shadows are a tenth of its properties, and
    /// each would otherwise go through the full parser to its error.
    static func mayBeColor(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        while start < bytes.count, CSSText.isWhitespace(bytes[start]) { start += 1 }
        guard start < bytes.count else { return false }
        let first = bytes[start]
        if first == UInt8(ascii: "#") { return true }
        guard CSSText.isNameByte(first), !(first >= 0x30 && first <= 0x39), first != UInt8(ascii: "-") else {
            return false
        }
        // A name, alone or opening a function; whitespace after it ends the value or starts a word.
        var end = start
        while end < bytes.count, CSSText.isNameByte(bytes[end]) { end += 1 }
        guard end < bytes.count else { return true }
        if bytes[end] == UInt8(ascii: "(") { return true }
        var after = end
        while after < bytes.count, CSSText.isWhitespace(bytes[after]) { after += 1 }
        return after == bytes.count
    }

    /// The functions a color is written with, which tell an attempt at a color from a size or a
    /// font when the attempt fails.
    private static let colorFunctions = [
        "rgb(", "rgba(", "hsl(", "hsla(", "hwb(", "lab(", "lch(", "oklab(", "oklch(", "color(", "color-mix(",
        "light-dark(",
    ].map { Array($0.utf8) }

    /// Whether `text` is written as a color is (`#…`, a color function), read or not. Compared
    /// as bytes: a read of a design system asks this of every declaration.
    static func looksLikeColor(_ text: String) -> Bool {
        let text = CSSText.trimmed(text[...]).utf8.prefix(12).map(CSSText.lowered)
        return text.first == UInt8(ascii: "#") || colorFunctions.contains { text.starts(with: $0) }
    }

    /// Whether `text` is one `var(…)` and nothing else.
    static func isReference(_ text: String) -> Bool {
        let bytes = Array(CSSText.trimmed(text[...]).utf8)
        guard bytes.lazy.map(CSSText.lowered).starts(with: "var(".utf8) else { return false }
        return matchingParenthesis(bytes, 3, bytes.count) == bytes.count - 1
    }
}
