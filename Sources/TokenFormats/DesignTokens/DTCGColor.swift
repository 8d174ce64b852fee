import ColorKit

/// A DTCG color `$value`: the 2025.10 color module's object (`colorSpace`, `components` with
/// `"none"`, `alpha`, `hex` as the fallback) or, as earlier drafts and many files have it, a
/// CSS color string.
enum DTCGColor {
    /// The color `node` gives, or why it gives none. `component` resolves a `{"$ref": …}` that
    /// stands for one component or the alpha (a property-level reference).
    static func color(_ node: JSONNode, component: (String) throws(TokenFormatError) -> JSONNode?)
        throws(TokenFormatError) -> CSSColor?
    {
        if let text = node.string {
            return try? ColorParser(catalogs: [.css]).parseCSS(text)
        }
        guard node.members != nil else { return nil }
        if let color = try structured(node, component: component) { return color }
        // The spec's fallback, for a space a tool does not know.
        if let hex = node["hex"]?.string, hex.hasPrefix("#") {
            return try? ColorParser(catalogs: [.css]).parseCSS(hex)
        }
        return nil
    }

    private static func structured(
        _ node: JSONNode, component: (String) throws(TokenFormatError) -> JSONNode?
    )
        throws(TokenFormatError) -> CSSColor?
    {
        guard let name = node["colorSpace"]?.string, let space = CSSColorSpace(rawValue: name),
            let elements = node["components"]?.elements, elements.count == 3
        else { return nil }
        var components: [Double?] = []
        for element in elements {
            let element = try dereference(element, component: component)
            if element.string == "none" {
                components.append(nil)
            } else if let number = element.number {
                components.append(number)
            } else {
                return nil
            }
        }
        var alpha = 1.0
        if let given = node["alpha"] {
            guard let number = try dereference(given, component: component).number, (0...1).contains(number)
            else {
                return nil
            }
            alpha = number
        }
        return CSSColor(space: space, components: components, alpha: alpha)
    }

    private static func dereference(
        _ node: JSONNode, component: (String) throws(TokenFormatError) -> JSONNode?
    )
        throws(TokenFormatError) -> JSONNode
    {
        guard let pointer = node["$ref"]?.string, node.members?.count == 1 else { return node }
        return try component(pointer) ?? node
    }

    /// The value's JSON text as written, shortened for a message.
    static func text(_ node: JSONNode, in bytes: [UInt8]) -> String {
        let end = min(node.range.upperBound, node.range.lowerBound + 120)
        let text = String(decoding: bytes[node.range.lowerBound..<end], as: UTF8.self)
        return end < node.range.upperBound ? text + "…" : text
    }
}
