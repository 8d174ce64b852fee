import ColorKit

/// Writes a fixed color into a DTCG `$value` the way the file wrote it, so that the file stays
/// JSON and stays in its own form: a token's origin is its whole `$value`, quotes and braces
/// included, so writing bare hex there (as for CSS) would break the document.
///
/// - A 2025.10 color object keeps its layout, space and `alpha`: only its `components` and its
///   `hex` change, the components in the object's own space.
/// - A CSS color string stays a string in its own notation (hex stays hex).
/// - A reference (`"{a.b}"` or `{"$ref": …}`) becomes a 2025.10 sRGB color object: the fix
///   changes that one token and nothing it referred to.
enum DTCGValueWriter {
    /// The text that replaces `old`, the `$value` as written, with `color`.
    static func replacement(for old: String, color: CSSColor) -> String {
        let bytes = Array(old.utf8)
        guard let node = try? JSONScanner.parse(TokenFile(path: "", bytes: bytes)) else {
            return object(color)
        }
        if let text = node.string, DTCGReference.curly(text) == nil {
            return "\"" + TokenNotation(of: text).write(color) + "\""
        }
        guard DTCGReference.target(of: node) == nil,
            let name = node["colorSpace"]?.string, let space = CSSColorSpace(rawValue: name),
            let elements = node["components"]?.elements, elements.count == 3
        else { return object(color) }
        // The new color as the file's 8-bit fallback shows it, so `hex` and `components` agree.
        let rgb = rgb8(color)
        let values =
            space == .srgb
            ? [rgb.red, rgb.green, rgb.blue].map { "\(Double($0) / 255)" }
            : CSSColor(RGBColor(rgb)).converted(to: space).components.map {
                $0.map { TokenNotation.number($0, 6) } ?? "\"none\""
            }
        var edits = zip(elements, values).map { (range: $0.range, text: $1) }
        if let hex = node["hex"], let old = hex.string {
            let uppercase = old.contains(where: { ("A"..."F").contains($0) })
            edits.append((hex.range, "\"" + rgb.hexString(uppercase: uppercase) + "\""))
        }
        var output = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            output.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `color` as a one-line 2025.10 sRGB color object, with its alpha and hex fallback.
    static func object(_ color: CSSColor) -> String {
        let rgb = rgb8(color)
        let components = [rgb.red, rgb.green, rgb.blue].map { "\(Double($0) / 255)" }
        let alpha = TokenNotation.number(min(max(color.alpha ?? 1, 0), 1), 4)
        return "{\"colorSpace\": \"srgb\", \"components\": [" + components.joined(separator: ", ")
            + "], \"alpha\": \(alpha), \"hex\": \"\(rgb.hexString(uppercase: false))\"}"
    }

    /// The color as an sRGB display shows it, opaque: the alpha is written (or kept) apart.
    private static func rgb8(_ color: CSSColor) -> RGB8 {
        var rgb = GamutMapping.toSRGB(color.rgbColor).rgb8
        rgb.alpha = 255
        return rgb
    }
}
