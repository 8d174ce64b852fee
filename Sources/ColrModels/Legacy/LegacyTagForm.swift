/// Reads the body of colr.org's `POST /js/color/{hex}/addtag/`: an URL-encoded form
/// (`application/x-www-form-urlencoded`) whose `tags` field holds comma-separated tags.
///
/// The body is untrusted bytes, so it is read here without a web framework, with every bound
/// checked before the work it guards: fields are counted before any is decoded, and a malformed
/// percent escape or text that is not UTF-8 is refused rather than guessed at.
///
/// As colr.org's PHP and Vapor's form decoder both did, `+` is a space, and when a field is sent
/// twice the last one counts.
public enum LegacyTagForm {
    /// The most fields a form body may have (its `&`-separated pieces, empty ones included).
    ///
    /// Decoding thousands of fields costs seconds of CPU, and colr.org's form has one.
    public static let maximumFieldCount = 64

    /// The tags a form body adds: its `tags` field, split with ``TagName/list(fromCommaSeparated:)``.
    ///
    /// Throws ``ColrError/invalidRequest(reason:)`` for a body with more than
    /// ``maximumFieldCount`` fields, a malformed percent escape, or text that is not UTF-8, and
    /// ``ColrError/invalidTag(input:reason:)`` when there is no `tags` field or no tag in it.
    public static func tags(fromBody body: [UInt8]) throws(ColrError) -> [TagName] {
        guard let field = try fields(fromBody: body).last(where: { $0.name == "tags" }) else {
            throw .invalidTag(input: "", reason: "send the tags in a form field named \"tags\"")
        }
        return try TagName.list(fromCommaSeparated: field.value)
    }

    /// Every `name=value` field of a form body, decoded, in order; pieces without `=` are skipped.
    static func fields(fromBody body: [UInt8]) throws(ColrError) -> [(name: String, value: String)] {
        guard !body.isEmpty else { return [] }
        let pieces = body.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false)
        guard pieces.count <= maximumFieldCount else {
            throw .invalidRequest(reason: "the form has more than \(maximumFieldCount) fields")
        }
        var fields: [(name: String, value: String)] = []
        for piece in pieces {
            guard let equals = piece.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = try decode(piece[..<equals])
            let value = try decode(piece[(equals + 1)...])
            fields.append((name, value))
        }
        return fields
    }

    /// One name or value: `+` is a space, `%XX` is the byte XX, and the bytes must be UTF-8.
    static func decode(_ encoded: ArraySlice<UInt8>) throws(ColrError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(encoded.count)
        var index = encoded.startIndex
        while index < encoded.endIndex {
            let byte = encoded[index]
            switch byte {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
                index += 1
            case UInt8(ascii: "%"):
                let end = min(index + 3, encoded.endIndex)
                guard end - index == 3, let high = hexValue(encoded[index + 1]),
                    let low = hexValue(encoded[index + 2])
                else {
                    let escape = String(decoding: encoded[index..<end], as: UTF8.self)
                    throw .invalidRequest(
                        reason: "the form has a malformed percent escape \"\(ColrError.excerpt(escape))\"; "
                            + "a % must be followed by two hex digits")
                }
                bytes.append(high << 4 | low)
                index = end
            default:
                bytes.append(byte)
                index += 1
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .invalidRequest(reason: "the form is not UTF-8 text")
        }
        return text
    }

    /// The value of one hex digit, either case.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
