/// What kind of value a JSON value is, named as messages name it ("an object", "a string").
enum JSONKind: String, CustomStringConvertible {
    case object = "an object"
    case array = "an array"
    case string = "a string"
    case number = "a number"
    case bool = "a boolean"
    case null = "null"

    /// The kind of value that starts with `byte`, or nil when no value does.
    init?(startingWith byte: UInt8) {
        switch byte {
        case UInt8(ascii: "{"): self = .object
        case UInt8(ascii: "["): self = .array
        case UInt8(ascii: "\""): self = .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): self = .bool
        case UInt8(ascii: "n"): self = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): self = .number
        default: return nil
        }
    }

    var description: String { rawValue }
}
