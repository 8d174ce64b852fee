import ColorKit
import TokenFormats

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
