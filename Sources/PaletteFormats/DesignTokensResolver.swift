import ColorKit
import ColrModels

/// A token set whose modes are the combinations of two modifiers' contexts (a theme's
/// appearance and contrast) as one DTCG 2025.10 resolver document, every source inline.
///
/// A resolver's modifiers are independent: a context of one cannot say what to do under each
/// context of the other. So each `outer` context holds its values under every `inner` context,
/// in a group named after it (`standard.tint`, `high.tint`), and each `inner` context names
/// every token after the group it picks (`tint: {standard.tint}`); references resolve once
/// everything is merged, so every combination gives its own mode's color. A token with one
/// color in every mode is written once, in the set, and the set's `$extensions` carry the
/// promises under `org.colr.check` (the resolver's root takes no `$extensions`). Modes in the
/// promises are renamed as readers name a combination: `appearance=dark,contrast=high`.
struct DesignTokensResolver {
    /// A modifier: its name, what it is for, and its contexts, the default first.
    struct Modifier {
        var name: String
        var description: String
        var contexts: [String]
    }

    /// The document's name and description.
    var name: String
    var description: String
    /// What the set holds.
    var setDescription: String
    /// The modifier whose contexts hold the colors, and the one that picks among them.
    var outer: Modifier
    var inner: Modifier
    /// The token set's mode for each combination: `[outer context, inner context]` → mode.
    var modes: [[String]: String]

    /// The name the set has in the document.
    static let setName = "theme"

    /// The document's text, with a final newline.
    func write(_ tokens: TokenSet, promises: TokenPromises) -> String {
        var common = Source()
        var held = Dictionary(uniqueKeysWithValues: outer.contexts.map { ($0, Source()) })
        var picks = Dictionary(uniqueKeysWithValues: inner.contexts.map { ($0, Source()) })
        for token in tokens.tokens {
            let path = token.name.split(separator: ".").map(String.init)
            let values = combinations.map { mode in token.values[mode.name].map(Self.color) }
            if let first = values.first, let value = first, values.allSatisfy({ $0 == value }) {
                common.add(path, .object([("$value", value)]))
                continue
            }
            var picked = Set<String>()
            for (combination, value) in zip(combinations, values) {
                guard let value else { continue }
                held[combination.outer]?.add([combination.inner] + path, .object([("$value", value)]))
                // Each contrast names the token once, whichever appearance holds its color.
                guard picked.insert(combination.inner).inserted else { continue }
                picks[combination.inner]?.add(
                    path,
                    .object([
                        ("$value", .string("{" + ([combination.inner] + path).joined(separator: ".") + "}"))
                    ]))
            }
        }
        var set: [(key: String, value: JSONValue)] = [
            ("description", .string(setDescription)),
            ("sources", .array(common.isEmpty ? [] : [common.json])),
        ]
        if !promises.pairs.isEmpty || !promises.signals.isEmpty || promises.background != nil {
            set.append(
                ("$extensions", .object([("org.colr.check", TokenPromisesJSON.value(renamed(promises)))])))
        }
        let document = JSONValue.object([
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("name", .string(name)), ("version", .string("2025.10")), ("description", .string(description)),
            ("sets", .object([(Self.setName, .object(set))])),
            ("modifiers", .object([modifier(outer, held), modifier(inner, picks)])),
            (
                "resolutionOrder",
                .array(
                    ["#/sets/" + Self.setName, "#/modifiers/" + outer.name, "#/modifiers/" + inner.name].map {
                        .object([("$ref", .string($0))])
                    })
            ),
        ])
        return JSONLayout.text(document) + "\n"
    }

    /// Every combination, outer first, with the token set's mode for it.
    private var combinations: [(outer: String, inner: String, name: String)] {
        outer.contexts.flatMap { o in
            inner.contexts.compactMap { i in modes[[o, i]].map { (o, i, $0) } }
        }
    }

    /// `appearance=dark,contrast=high`: how a reader names the mode this combination resolves to.
    private func resolvedName(outer o: String, inner i: String) -> String {
        "\(outer.name)=\(o),\(inner.name)=\(i)"
    }

    private func renamed(_ promises: TokenPromises) -> TokenPromises {
        let names = Dictionary(
            combinations.map { ($0.name, resolvedName(outer: $0.outer, inner: $0.inner)) },
            uniquingKeysWith: { first, _ in first })
        var renamed = promises
        for index in renamed.pairs.indices {
            renamed.pairs[index].modes = renamed.pairs[index].modes.map { names[$0] ?? $0 }
        }
        for index in renamed.signals.indices {
            renamed.signals[index].modes = renamed.signals[index].modes.map { names[$0] ?? $0 }
        }
        return renamed
    }

    private func modifier(_ modifier: Modifier, _ sources: [String: Source]) -> (
        key: String, value: JSONValue
    ) {
        let contexts = modifier.contexts.map { context -> (key: String, value: JSONValue) in
            let source = sources[context] ?? Source()
            return (context, .array(source.isEmpty ? [] : [source.json]))
        }
        return (
            modifier.name,
            .object([
                ("description", .string(modifier.description)), ("contexts", .object(contexts)),
                ("default", .string(modifier.contexts.first ?? "")),
            ])
        )
    }

    /// A token's `$value`: DTCG's color object in sRGB, or in Display P3 for a color beyond
    /// sRGB, with the sRGB hex a tool that knows no other space falls back to.
    static func color(_ value: TokenValue) -> JSONValue {
        let rgb = value.rgbColor
        let alpha = JSONValue.number((rgb.alpha * 10_000).rounded() / 10_000)
        let fallback = GamutMapping.toSRGB(rgb.withAlpha(1)).rgb8
        let hex = JSONValue.string(fallback.hexString(uppercase: false).prefix(7).description)
        guard value.color.space == .displayP3 || !rgb.isInGamut else {
            let channels = [fallback.red, fallback.green, fallback.blue].map {
                JSONValue.number((Double($0) / 255 * 10_000).rounded() / 10_000)
            }
            return .object([
                ("colorSpace", .string("srgb")), ("components", .array(channels)), ("alpha", alpha),
                ("hex", hex),
            ])
        }
        let p3 = ThemeExporter.displayP3(rgb).map { JSONValue.number(($0 * 10_000).rounded() / 10_000) }
        return .object([
            ("colorSpace", .string("display-p3")), ("components", .array(p3)), ("alpha", alpha), ("hex", hex),
        ])
    }

    /// One inline token source: groups and tokens in the order first added.
    private struct Source {
        private var members: [(key: String, value: JSONValue)] = [("$type", .string("color"))]

        var isEmpty: Bool { members.count == 1 }
        var json: JSONValue { .object(members) }

        mutating func add(_ path: [String], _ token: JSONValue) {
            Self.insert(path[...], token, into: &members)
        }

        private static func insert(
            _ path: ArraySlice<String>, _ token: JSONValue,
            into members: inout [(key: String, value: JSONValue)]
        ) {
            guard let key = path.first else { return }
            guard path.count > 1 else {
                members.append((key, token))
                return
            }
            var group: [(key: String, value: JSONValue)] = []
            let index = members.firstIndex { $0.key == key }
            if let index, case .object(let existing) = members[index].value { group = existing }
            insert(path.dropFirst(), token, into: &group)
            if let index {
                members[index].value = .object(group)
            } else {
                members.append((key, .object(group)))
            }
        }
    }
}
