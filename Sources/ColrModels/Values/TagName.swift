import Foundation

/// A normalized tag: what is stored, compared and shown.
///
/// Normalization, in order:
/// 1. Unicode canonical composition (NFC), so "é" typed two ways is one tag.
/// 2. Control and format characters (C0/C1 controls, zero-width and bidirectional overrides)
///    are removed: they are invisible and only ever used to deceive.
/// 3. Runs of white space become one space; leading and trailing space is trimmed.
/// 4. Lowercased with Unicode's locale-independent full case mapping ("STRASSE" → "strasse",
///    "Ä" → "ä"); letters outside ASCII are kept, not transliterated.
/// 5. At most ``maximumLength`` characters; longer tags are refused, not cut.
///
/// Markup is data: `<b>` is stored as those three characters and escaped wherever it is shown.
public struct TagName: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    /// The longest tag accepted, in characters (extended grapheme clusters).
    public static let maximumLength = 64
    /// The most tags one request may add (each is a write, and one request holds one transaction).
    public static let maximumPerRequest = 20
    /// The most tags one color may carry, so one color cannot grow without bound.
    public static let maximumPerColor = 250
    /// Raw input beyond this many bytes is refused before any work is done on it.
    public static let maximumInputBytes = 1024

    /// The normalized text.
    public let value: String

    /// Normalizes `raw`, or explains why it cannot be a tag.
    public init(_ raw: String) throws(ColrError) {
        guard raw.utf8.count <= Self.maximumInputBytes else {
            throw .invalidTag(input: raw, reason: "longer than \(Self.maximumLength) characters")
        }
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in raw.precomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !scalars.isEmpty
                continue
            }
            if Self.isStripped(scalar) { continue }
            if pendingSpace {
                scalars.append(" ")
                pendingSpace = false
            }
            scalars.append(scalar)
        }
        let text = String(scalars).lowercased()
        guard !text.isEmpty else {
            throw .invalidTag(input: raw, reason: "a tag needs at least one visible character")
        }
        guard text.count <= Self.maximumLength else {
            throw .invalidTag(input: raw, reason: "longer than \(Self.maximumLength) characters")
        }
        value = text
    }

    /// Splits a form field of comma-separated tags, as colr.org's `addtag` accepted.
    ///
    /// Empty pieces (`"warm,,sunny"`) are skipped; duplicates after normalization are kept once.
    public static func list(fromCommaSeparated field: String) throws(ColrError) -> [TagName] {
        var seen = Set<TagName>()
        var tags: [TagName] = []
        for piece in field.split(separator: ",", omittingEmptySubsequences: true) {
            guard piece.contains(where: { !$0.isWhitespace }) else { continue }
            let tag = try TagName(String(piece))
            if seen.insert(tag).inserted { tags.append(tag) }
            // Stop reading at once: thousands of pieces must not cost thousands of normalizations.
            if tags.count > maximumPerRequest { break }
        }
        guard !tags.isEmpty else { throw .invalidTag(input: field, reason: "no tag given") }
        guard tags.count <= maximumPerRequest else {
            throw .invalidRequest(reason: "send at most \(maximumPerRequest) tags at once, not \(tags.count)")
        }
        return tags
    }

    /// Whether a scalar is removed from tags: controls (Cc), format characters (Cf), and
    /// unassigned or private-use code points.
    static func isStripped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .unassigned, .privateUse, .surrogate: return true
        default: return false
        }
    }

    /// The normalized text.
    public var description: String { value }

    /// Alphabetical by normalized text.
    public static func < (lhs: TagName, rhs: TagName) -> Bool { lhs.value < rhs.value }

    /// Decodes and normalizes a string.
    public init(from decoder: any Decoder) throws {
        try self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the normalized text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
