import ColorKit

/// Writes fixes back into a theme's file: each change's bytes replaced by its color, in the
/// notation the old text used, and every other byte left as it was.
public enum TokenRewriter {
    /// `file`'s bytes with `changes` written; the changes must lie inside the file, replace at
    /// least one byte each, and not overlap.
    public static func rewrite(_ file: TokenFile, format: TokenSourceFormat, changes: [TokenChange])
        throws(TokenFormatError) -> [UInt8]
    {
        let bytes = file.bytes
        let sorted = changes.sorted { $0.range.lowerBound < $1.range.lowerBound }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16 * changes.count)
        var cursor = 0
        for change in sorted {
            let range = change.range
            guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= bytes.count else {
                throw unwritable(
                    file, at: min(max(range.lowerBound, 0), bytes.count),
                    "a fix names bytes \(range.lowerBound)..<\(range.upperBound), which are not a value in this file "
                        + "(it has \(bytes.count) bytes); read the file again and check again")
            }
            guard range.lowerBound >= cursor else {
                throw unwritable(
                    file, at: range.lowerBound,
                    "two fixes overlap at byte \(range.lowerBound); each value can be fixed once")
            }
            output += bytes[cursor..<range.lowerBound]
            let old = String(decoding: bytes[range], as: UTF8.self)
            output += replacement(for: old, color: change.color, format: format).utf8
            cursor = range.upperBound
        }
        output += bytes[cursor...]
        return output
    }

    /// The text that replaces `old` (a value as the file writes it) with `color`.
    public static func replacement(for old: String, color: CSSColor, format: TokenSourceFormat) -> String {
        switch format {
        case .css, .tailwind: return TokenNotation(of: old).write(color)
        case .designTokens: return DTCGValueWriter.replacement(for: old, color: color)
        default: return TokenNotation.hex.write(color)
        }
    }

    private static func unwritable(_ file: TokenFile, at offset: Int, _ reason: String) -> TokenFormatError {
        .unwritable(file: file.path, line: CSSLineMap(file.bytes).position(of: offset).line, reason: reason)
    }
}
