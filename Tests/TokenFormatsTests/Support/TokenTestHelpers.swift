import ColorKit
import Testing

@testable import TokenFormats

/// Reads one style sheet given as text.
func readSheet(_ text: String, path: String = "theme.css", as format: TokenSourceFormat = .css)
    throws(TokenFormatError) -> TokenSet
{
    try TokenReader.read([TokenFile(path: path, text: text)], as: format)
}

extension TokenSet {
    /// The token's color in `mode` as lower-case hex (`#rrggbb`, `#rrggbbaa` when translucent).
    func hex(_ name: String, _ mode: String) -> String? {
        value(name, in: mode)?.rgbColor.rgb8.hexString(uppercase: false)
    }
}

extension TokenValue {
    /// The text of the file that its origin's range names.
    func originText(in file: TokenFile) -> String? {
        guard let range = origin?.range, range.upperBound <= file.bytes.count else { return nil }
        return String(decoding: file.bytes[range], as: UTF8.self)
    }
}

/// `original` as `fixes` should leave it, worked out apart from `colr check --fix`: each fixed
/// value (and each repeat of its declaration) replaced from the end of the file back, and not
/// one other byte touched; with how many values were replaced.
func expectedRewrite(of original: TokenFile, fixes: [TokenFix], format: TokenSourceFormat) throws
    -> (bytes: [UInt8], replaced: Int)
{
    var expected = original.bytes
    let changes = TokenRewriter.includingRepeats(
        try fixes.map {
            TokenChange(range: try #require($0.origin?.range), color: CSSColor(try #require($0.to)))
        },
        in: original, format: format)
    for change in changes.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
        let old = String(decoding: original.bytes[change.range], as: UTF8.self)
        let text = TokenRewriter.replacement(for: old, color: change.color, format: format)
        expected.replaceSubrange(change.range, with: Array(text.utf8))
    }
    return (expected, changes.count)
}

/// How far Colr's figures for `checks` are from an independent implementation's `references`
/// (one each, in order): the largest difference, and each check whose verdict differs.
func compare(_ checks: [TokenCheck], with references: [Double]) -> (worst: Double, disagreements: [String]) {
    var worst = 0.0
    var disagreements: [String] = []
    for (check, reference) in zip(checks, references) {
        worst = max(worst, abs(check.value - reference))
        if (reference >= check.pair.minimum) != check.passes {
            disagreements.append(
                "\(check.mode) \(check.pair.text) on \(check.pair.on): \(check.value) vs \(reference)")
        }
    }
    return (worst, disagreements)
}
