import ColorKit
import ColrModels

/// Promises as JSON in the pairs file's schema (`docs/schemas/colr-pairs.schema.json`), the
/// object a DTCG file carries under `$extensions["org.colr.check"]`: keys in the schema's order,
/// defaults left out (no `modes` or `canvas` when empty, no `fix` when it is `text`).
public enum TokenPromisesJSON {
    /// `promises` as a pairs object.
    public static func value(_ promises: TokenPromises) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if !promises.pairs.isEmpty {
            members.append(("pairs", .array(promises.pairs.map(pair))))
        }
        if !promises.signals.isEmpty {
            members.append(("signals", .array(promises.signals.map(signal))))
        }
        if let background = promises.background { members.append(("background", .string(background))) }
        return .object(members)
    }

    private static func pair(_ pair: TokenPair) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [
            ("text", .string(pair.text)), ("on", .string(pair.on)), ("minimum", .number(pair.minimum)),
            ("measure", .string(pair.measure.rawValue)),
        ]
        if !pair.modes.isEmpty { fields.append(("modes", list(pair.modes))) }
        if !pair.canvas.isEmpty { fields.append(("canvas", list(pair.canvas))) }
        if pair.fix != .text { fields.append(("fix", .string(pair.fix.rawValue))) }
        return .object(fields)
    }

    private static func signal(_ group: SignalGroup) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [
            ("name", .string(group.name)), ("tokens", list(group.tokens)),
            ("minimum", .number(group.minimum)),
        ]
        if !group.modes.isEmpty { fields.append(("modes", list(group.modes))) }
        return .object(fields)
    }

    private static func list(_ names: [String]) -> JSONValue { .array(names.map(JSONValue.string)) }
}
