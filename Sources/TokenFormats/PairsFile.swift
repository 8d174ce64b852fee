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
        var scanner = try JSONScanner(document: file)
        let promises = try PairsReader(file: file.path).promises(&scanner, allowsSchema: true)
        try scanner.finish()
        return promises
    }

    /// The promises in a pairs object already read from `file` as `node` (a DTCG file's
    /// `$extensions`), read again from its bytes the one way pairs are read.
    static func promises(in node: JSONNode, of file: TokenFile) throws(TokenFormatError) -> TokenPromises {
        var scanner = JSONScanner(file: file, at: node)
        return try PairsReader(file: file.path).promises(&scanner, allowsSchema: false)
    }

    /// `promises` as a pairs file: two-space indented, keys in the schema's order, defaults
    /// left out (no `modes` or `canvas` when empty, no `fix` when it is `text`).
    public static func write(_ promises: TokenPromises) -> String {
        JSONLayout.text(TokenPromisesJSON.value(promises)) + "\n"
    }
}
