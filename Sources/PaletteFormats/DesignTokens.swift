import ColorKit
import ColrModels
import Foundation

/// W3C Design Tokens (the DTCG format): color tokens in a group named after the palette, each
/// `$value` in the format's structured sRGB form with its hex alongside.
enum DesignTokens {
    /// The palette as a DTCG JSON document, tokens in the palette's order.
    static func write(_ palette: PaletteDocument) -> String {
        let group = ColorIdentifier.identifier(palette.displayName, style: .kebab)
        let names = ColorIdentifier.unique(palette.entryNames, style: .kebab)
        var lines = ["{", "  \(string(group)): {", "    \"$type\": \"color\","]
        lines.append(
            "    \"$description\": \(string(palette.displayName + ", exported from Colr"))\(names.isEmpty ? "" : ",")"
        )
        for (index, (name, entry)) in zip(names, palette.entries).enumerated() {
            let comma = index == names.count - 1 ? "" : ","
            lines.append("    \(string(name)): { \"$value\": \(value(entry.color)) }\(comma)")
        }
        lines += ["  }", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// A color token's `$value`: DTCG's structured sRGB form with its hex alongside.
    static func value(_ c: RGB8) -> String {
        let components = [c.red, c.green, c.blue].map { SwiftSource.unit($0) }.joined(separator: ", ")
        return
            "{ \"colorSpace\": \"srgb\", \"components\": [\(components)], \"alpha\": \(SwiftSource.unit(c.alpha)), "
            + "\"hex\": \(string(c.hexString(uppercase: false).prefix(7).description)) }"
    }

    /// Every color token in a DTCG document, in document order; groups nest, and a group's
    /// `$type` applies to the tokens inside it.
    static func read(_ bytes: [UInt8]) throws(PaletteFormatError) -> PaletteDocument {
        let root: JSONValue
        do {
            root = try JSONValue.parse(bytes)
        } catch {
            throw .malformed(format: .designTokens, reason: error.description)
        }
        guard case .object = root else {
            throw .malformed(format: .designTokens, reason: "the top level is not an object")
        }
        var entries: [(group: String, entry: PaletteDocument.Entry)] = []
        collect(root, path: [], inheritedType: nil, into: &entries)
        guard !entries.isEmpty else { throw .empty(format: .designTokens) }
        let groups = Set(entries.map(\.group))
        let name = groups.count == 1 ? (groups.first ?? "").replacingOccurrences(of: "-", with: " ") : ""
        return PaletteDocument(name: name, entries: entries.map(\.entry))
    }

    private static func collect(
        _ node: JSONValue, path: [String], inheritedType: String?,
        into entries: inout [(group: String, entry: PaletteDocument.Entry)]
    ) {
        guard case .object(let members) = node else { return }
        var type = inheritedType
        if case .string(let declared)? = node["$type"] { type = declared }
        if let value = node["$value"] {
            guard type == "color", let color = color(value) else { return }
            let name = (path.last ?? "").replacingOccurrences(of: "-", with: " ")
            entries.append((path.dropLast().joined(separator: "."), .init(name: name, color: color)))
            return
        }
        for member in members where !member.key.hasPrefix("$") {
            collect(member.value, path: path + [member.key], inheritedType: type, into: &entries)
        }
    }

    /// A token value: a CSS color string (older drafts) or `{colorSpace, components, alpha, hex}`.
    private static func color(_ value: JSONValue) -> RGB8? {
        let parser = ColorParser(catalogs: [.css])
        if case .string(let text) = value { return (try? parser.parse(text))?.clamped.rgb8 }
        if case .string(let space)? = value["colorSpace"], case .array(let components)? = value["components"],
            components.count == 3
        {
            let numbers = components.map { component -> String in
                if case .number(let number) = component { return String(number) }
                return "none"
            }
            var alpha = 1.0
            if case .number(let given)? = value["alpha"] { alpha = given }
            let functions = ["hsl", "hwb", "lab", "lch", "oklab", "oklch"]
            let arguments = numbers.joined(separator: " ") + " / " + String(alpha)
            let css = functions.contains(space) ? "\(space)(\(arguments))" : "color(\(space) \(arguments))"
            if let parsed = try? parser.parse(css) { return parsed.clamped.rgb8 }
        }
        if case .string(let hex)? = value["hex"] { return (try? parser.parse(hex))?.clamped.rgb8 }
        return nil
    }

    /// A JSON string literal.
    static func string(_ text: String) -> String {
        String(decoding: JSONValue.string(text).serialized(), as: UTF8.self)
    }
}
