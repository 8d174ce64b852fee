import ColorKit
import PaletteFormats

/// A pairs file: what a token set promises, kept beside it (`colr-pairs.json`), or the same
/// object in a DTCG file's `$extensions` under ``extensionKey``.
///
/// ```json
/// {"pairs": [{"text": "--text-primary", "on": "--surface-page", "minimum": 4.5, "measure": "wcag",
///             "modes": ["dark"], "canvas": [], "fix": "text"}],
///  "signals": [{"name": "status", "tokens": ["--success", "--danger"], "minimum": 0.1}],
///  "background": "--surface-page"}
/// ```
///
/// Reading is strict, because a typo in a promise would silently check less: an unknown key,
/// a wrong type, a pair without `text` or `on`, or a negative minimum is an error at its line
/// and column. The schema is `docs/schemas/colr-pairs.schema.json`.
public enum PairsFile {
    /// The key under DTCG `$extensions` that holds the same object.
    public static let extensionKey = "org.colr.check"

    /// The promises in `file`.
    public static func read(_ file: TokenFile) throws(TokenFormatError) -> TokenPromises {
        try promises(in: JSONScanner.parse(file), file: file.path, allowsSchema: true)
    }

    /// The promises in a pairs object already read from `file`.
    static func promises(in node: JSONNode, file: String, allowsSchema: Bool = false) throws(TokenFormatError)
        -> TokenPromises
    {
        let reader = PairsReader(file: file)
        var keys = ["pairs", "signals", "background"]
        if allowsSchema { keys.append("$schema") }
        let members = try reader.object(node, keys: keys, what: "a pairs file")
        var promises = TokenPromises()
        if let pairs = members["pairs"] {
            for element in try reader.array(pairs, what: "pairs") {
                promises.pairs.append(try reader.pair(element))
            }
        }
        if let signals = members["signals"] {
            for element in try reader.array(signals, what: "signals") {
                promises.signals.append(try reader.signal(element))
            }
        }
        if let background = members["background"] {
            promises.background = try reader.name(background, what: "background")
        }
        if let schema = members["$schema"] { _ = try reader.string(schema, what: "$schema") }
        return promises
    }

    /// `promises` as a pairs file: two-space indented, keys in the schema's order, defaults
    /// left out (no `modes` or `canvas` when empty, no `fix` when it is `text`).
    public static func write(_ promises: TokenPromises) -> String {
        JSONLayout.text(TokenPromisesJSON.value(promises)) + "\n"
    }
}
