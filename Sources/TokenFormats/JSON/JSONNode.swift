import ColorKit

/// A JSON value with where it is written: what the token readers need and ColrModels' `JSONValue`
/// does not keep, so that every token, error and fix can point at its exact bytes.
struct JSONNode: Sendable {
    /// The value itself; objects keep their members in document order.
    enum Value: Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// One member of an object, with where its key is written.
    struct Member: Sendable {
        var key: String
        var keyPosition: JSONPosition
        var node: JSONNode
    }

    var value: Value
    /// The value's bytes in the file, from its first byte to just after its last.
    var range: Range<Int>
    /// Where the value starts.
    var position: JSONPosition

    /// The member named `key`, when this is an object that has one.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.node
    }

    /// The members, when this is an object.
    var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The text, when this is a string.
    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The number, when this is one.
    var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// The elements, when this is an array.
    var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// What kind of value this is, as messages name it ("an object", "a string").
    var kind: JSONKind {
        switch value {
        case .object: .object
        case .array: .array
        case .string: .string
        case .number: .number
        case .bool: .bool
        case .null: .null
        }
    }

    /// The origin a token declared by this value has in `file`.
    func origin(in file: String) -> TokenOrigin {
        TokenOrigin(file: file, line: position.line, column: position.column, range: range)
    }
}

/// A line and column, both from 1; the column counts UTF-8 bytes.
struct JSONPosition: Hashable, Sendable {
    var line: Int
    var column: Int
}
