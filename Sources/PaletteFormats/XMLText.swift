/// Text made safe for XML: one escaper for every XML file Colr writes (SVG, Android resources,
/// JUnit reports).
public enum XMLText {
    /// XML's five predefined entities.
    public static let entities: [Character: String] = [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;",
    ]

    /// Text safe inside XML content and attributes; characters XML 1.0 forbids (control
    /// characters other than tab and line breaks) become U+FFFD, so the document stays well formed.
    public static func escape(_ text: String) -> String {
        text.unicodeScalars.reduce(into: "") { out, scalar in
            let character = Character(scalar)
            if let entity = entities[character] {
                out += entity
            } else if scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r" {
                out += "\u{FFFD}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }

    /// Text safe inside an XML comment (which may not contain `--`).
    public static func comment(_ text: String) -> String {
        var out = escape(text)
        while out.contains("--") { out = out.replacingOccurrences(of: "--", with: "- -") }
        return out
    }

    /// `text` without XML's space characters (space, tab, line feed, carriage return) at either
    /// end: the only space XML ignores around a value. JSON's insignificant whitespace is the
    /// same four, so an asset catalog's components are trimmed with it too.
    static func trimmingSpace(_ text: String) -> String {
        let space: Set<Character> = [" ", "\t", "\n", "\r", "\r\n"]
        guard let first = text.firstIndex(where: { !space.contains($0) }),
            let last = text.lastIndex(where: { !space.contains($0) })
        else { return "" }
        return String(text[first...last])
    }
}
