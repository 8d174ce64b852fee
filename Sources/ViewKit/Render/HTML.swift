/// Turns nodes into HTML, escaping every text and attribute value.
public enum HTML {
    /// Elements that have no closing tag.
    static let voidElements: Set<String> = ["input", "img", "br", "hr", "meta", "link"]

    /// The HTML of a node and its subtree.
    public static func render(_ node: Node) -> String {
        var out = ""
        out.reserveCapacity(256)
        write(node, into: &out)
        return out
    }

    static func write(_ node: Node, into out: inout String) {
        out += "<" + node.tag + " id=\"" + escape(node.id) + "\""
        for (name, value) in node.attributes {
            out += " " + name + "=\"" + escape(value) + "\""
        }
        out += ">"
        if voidElements.contains(node.tag) { return }
        if let text = node.text { out += escape(text) }
        for child in node.children { write(child, into: &out) }
        out += "</" + node.tag + ">"
    }

    /// Escapes `&`, `<`, `>`, `"` and `'`, which makes text safe in element content and in
    /// double-quoted attribute values alike.
    public static func escape(_ text: String) -> String {
        guard
            text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 })
        else {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
