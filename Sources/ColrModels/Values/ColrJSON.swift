import Foundation

/// Colr's JSON, configured in one place, so that what the server answers, what the SDK sends and
/// reads, what the store keeps, what the change feed carries between instances and what the CLI
/// and the reports print cannot drift apart.
///
/// Every coder writes and reads dates as ISO 8601 in whole seconds (`2024-05-01T12:00:00Z`), the
/// `date-time` the OpenAPI document promises, and no coder renames keys: a key is the property's
/// name. Every encoder sorts keys: without that, Foundation on Linux writes an object's keys in
/// its dictionary's order, which changes from one process to the next, so the same answer would
/// differ in bytes between two instances or two runs. The members are functions that return a
/// new coder rather than shared instances: a coder is a class whose settings anyone holding it
/// may change, so one shared instance would let a single caller change every module's JSON.
///
/// ViewKit keeps its own JSON (it owes Colr nothing), and colr.org's envelopes are written byte
/// for byte by ``LegacyJSON``.
public enum ColrJSON {
    /// Colr's JSON for programs: `/api/v1` answers and error bodies (the server's own 414 and 431
    /// too), the bodies the SDK sends, what the store keeps (a scheme's theme settings) and what
    /// the change feed announces (`{"revision":5,"scheme":12}`). Compact, keys sorted, `/`
    /// escaped as `\/` (Foundation's default, which the wire has always had).
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// Colr's JSON for people and for files: the same values as ``encoder()`` writes, indented,
    /// and `/` left as it is. What `colr … --json` prints and what check reports and theme exports
    /// write, so that it reads well and a change to a file reads as a small diff.
    public static func prettyEncoder() -> JSONEncoder {
        let encoder = self.encoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Reads what either encoder wrote (key order and whitespace do not matter to it): request
    /// and response bodies, stored settings, the feed's announcements.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
