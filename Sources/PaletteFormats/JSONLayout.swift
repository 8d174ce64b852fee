import ColrModels

/// JSON laid out for people: two-space indents, and on one line whatever is flat enough to read
/// at a glance (a design token, a color, a pair), so a file reads one token or one promise a line.
public enum JSONLayout {
    /// `value` as indented text, without a final newline.
    public static func text(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: "", into: &out)
        return out
    }

    private static func write(_ value: JSONValue, indent: String, into out: inout String) {
        if isInline(value) {
            out += inline(value)
            return
        }
        let inner = indent + "  "
        switch value {
        case .object(let members):
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += inner + scalar(.string(member.key)) + ": "
                write(member.value, indent: inner, into: &out)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .array(let items):
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                write(item, indent: inner, into: &out)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        default:
            out += scalar(value)
        }
    }

    /// One line for what nests at most three deep (a design token holds a color that holds its
    /// components; a pair holds its modes) and holds neither a list of objects nor a group (an
    /// object with two objects or more in it): those read better one member per line.
    private static func isInline(_ value: JSONValue) -> Bool {
        depth(value) <= 3 && !holdsListOfObjects(value) && !holdsGroup(value)
    }

    private static func holdsGroup(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let members):
            members.filter { if case .object = $0.value { true } else { false } }.count > 1
                || members.contains { holdsGroup($0.value) }
        case .array(let items): items.contains(where: holdsGroup)
        default: false
        }
    }

    private static func depth(_ value: JSONValue) -> Int {
        switch value {
        case .object(let members): 1 + (members.map { depth($0.value) }.max() ?? 0)
        case .array(let items): 1 + (items.map(depth).max() ?? 0)
        default: 0
        }
    }

    private static func holdsListOfObjects(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let members): members.contains { holdsListOfObjects($0.value) }
        case .array(let items):
            items.contains {
                if case .object = $0 { return true }
                return holdsListOfObjects($0)
            }
        default: false
        }
    }

    private static func inline(_ value: JSONValue) -> String {
        switch value {
        case .object(let members):
            members.isEmpty
                ? "{}"
                : "{ "
                    + members.map { scalar(.string($0.key)) + ": " + inline($0.value) }.joined(
                        separator: ", ")
                    + " }"
        case .array(let items): "[" + items.map(inline).joined(separator: ", ") + "]"
        default: scalar(value)
        }
    }

    private static func scalar(_ value: JSONValue) -> String {
        String(decoding: value.serialized(), as: UTF8.self)
    }
}
