/// colr.org's exact JSON text: keys in its order, `", "` and `": "` separators, non-ASCII
/// escaped as `\uXXXX`: the output of the Python service existing clients were written against.
///
/// Foundation's encoder does not promise key order, so the envelope is built as a ``JSONValue``
/// and written in its ``JSONValue/WritingStyle/python`` style.
public enum LegacyJSON {
    /// The bytes of an envelope.
    public static func encode(_ envelope: LegacyEnvelope) -> [UInt8] {
        var members: [(key: String, value: JSONValue)] = [
            ("colors", .array(envelope.colors.map(color))),
            ("schemes", .array(envelope.schemes.map(scheme))),
            ("schemes_history", history(envelope.schemesHistory)),
            ("success", .bool(envelope.success)),
            ("colors_history", history(envelope.colorsHistory)),
            ("messages", .array(envelope.messages.map(JSONValue.string))),
            ("new_color", .string(envelope.newColor)),
        ]
        if let matching = envelope.matchingColors { members.append(("matching_colors", number(matching))) }
        return JSONValue.object(members).serialized(.python)
    }

    private static func number(_ value: Int) -> JSONValue { .number(Double(value)) }

    private static func tag(_ tag: LegacyTag) -> JSONValue {
        .object([("timestamp", number(tag.timestamp)), ("id", number(tag.id)), ("name", .string(tag.name))])
    }

    private static func color(_ color: LegacyColor) -> JSONValue {
        .object([
            ("timestamp", number(color.timestamp)), ("hex", .string(color.hex)), ("id", number(color.id)),
            ("tags", .array(color.tags.map(tag))),
        ])
    }

    private static func scheme(_ scheme: LegacyScheme) -> JSONValue {
        .object([
            ("timestamp", number(scheme.timestamp)), ("id", number(scheme.id)),
            ("colors", .array(scheme.colors.map(JSONValue.string))), ("tags", .array(scheme.tags.map(tag))),
        ])
    }

    /// History maps are written with their keys sorted, so equal data gives equal bytes.
    private static func history(_ history: [String: [LegacyHistoryEntry]]) -> JSONValue {
        .object(
            history.keys.sorted().map { key in
                let entries = (history[key] ?? []).map { entry -> JSONValue in
                    .object([
                        ("d_count", number(entry.deletedCount)), ("id", .string(entry.id)),
                        ("a_count", number(entry.addedCount)), ("name", .string(entry.name)),
                    ])
                }
                return (key, .array(entries))
            })
    }
}
