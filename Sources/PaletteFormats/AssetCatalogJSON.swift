import ColrModels

/// What ``AssetCatalogColor`` reads from a JSON value: members by key, strings and numbers.
///
/// Palette import parses a color set's `Contents.json` into ColrModels' `JSONValue`, and
/// TokenFormats' theme checks into a JSON tree that keeps positions; both conform, so one
/// reading of Xcode's components serves both without either parser giving way to the other.
/// Sendable because the reading passes its generic functions around as values (`flatMap(channel)`),
/// which strict concurrency allows only for a type whose metatype may cross isolation.
package protocol AssetCatalogJSON: Sendable {
    /// The member named `key`, when this is an object that has one.
    subscript(key: String) -> Self? { get }
    /// The text, when this is a string.
    var string: String? { get }
    /// The number, when this is one.
    var number: Double? { get }
}

extension JSONValue: AssetCatalogJSON {
    /// The text, when this is a string.
    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, when this is one.
    package var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }
}
