/// Writing JSON, members in their order.
extension JSONValue {
    /// How a document is laid out: separators, and which characters are escaped.
    public struct WritingStyle: Sendable {
        /// Between items of an array or members of an object.
        public var itemSeparator: String
        /// Between a member's key and its value.
        public var keySeparator: String
        /// Whether everything outside printable ASCII is written as `\uXXXX`.
        public var asciiOnly: Bool

        /// `{"a":1,"b":[2,3]}`, UTF-8 as is.
        public static let compact = WritingStyle(itemSeparator: ",", keySeparator: ":", asciiOnly: false)
        /// `{"a": 1, "b": [2, 3]}`, ASCII only: what colr.org's Python service wrote, byte for byte.
        public static let python = WritingStyle(itemSeparator: ", ", keySeparator: ": ", asciiOnly: true)
    }

    /// The document's bytes in `style`.
    public func serialized(_ style: WritingStyle = .compact) -> [UInt8] {
        var out: [UInt8] = []
        write(into: &out, style: style)
        return out
    }

    private func write(into out: inout [UInt8], style: WritingStyle) {
        switch self {
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out += style.itemSeparator.utf8 }
                JSONValue.string(member.key).write(into: &out, style: style)
                out += style.keySeparator.utf8
                member.value.write(into: &out, style: style)
            }
            out.append(UInt8(ascii: "}"))
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out += style.itemSeparator.utf8 }
                item.write(into: &out, style: style)
            }
            out.append(UInt8(ascii: "]"))
        case .string(let text): Self.writeString(text, into: &out, asciiOnly: style.asciiOnly)
        case .number(let value): out += Self.number(value).utf8
        case .bool(let value): out += (value ? "true" : "false").utf8
        case .null: out += "null".utf8
        }
    }

    /// Integers as integers (ids and timestamps), other numbers as Swift writes them; JSON has
    /// no infinities or NaN, so those are `null`.
    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return String(value)
    }

    private static func writeString(_ text: String, into out: inout [UInt8], asciiOnly: Bool) {
        out.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += #"\""#.utf8
            case "\\": out += #"\\"#.utf8
            case "\n": out += #"\n"#.utf8
            case "\r": out += #"\r"#.utf8
            case "\t": out += #"\t"#.utf8
            case "\u{08}": out += #"\b"#.utf8
            case "\u{0C}": out += #"\f"#.utf8
            case _ where scalar.value < 0x20 || (asciiOnly && scalar.value > 0x7F):
                for unit in String(scalar).utf16 { out += ("\\u" + hex4(unit)).utf8 }
            default: out += String(scalar).utf8
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
