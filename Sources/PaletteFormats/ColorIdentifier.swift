/// Turns color names into the identifiers each format needs, the same way for every format.
///
/// Only ASCII letters and digits survive (every target language accepts them); words are split
/// at anything else and at lower-to-upper case changes, so "Deep Sea", "deep-sea" and "DeepSea"
/// all become `deepSea`, `deep-sea` or `deep_sea`.
public enum ColorIdentifier {
    /// How words are joined.
    public enum Style: Sendable {
        /// `deepSea`: Swift cases and properties.
        case camel
        /// `DeepSea`: asset catalog color sets.
        case pascal
        /// `deep-sea`: CSS custom properties and design tokens.
        case kebab
        /// `deep_sea`: Android resource names.
        case snake
    }

    /// Words Swift reserves, which cannot name a case without backticks.
    static let swiftKeywords: Set<String> = [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
        "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard",
        "if",
        "import", "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator", "private",
        "protocol", "public", "repeat", "rethrows", "return", "self", "static", "struct", "subscript",
        "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while", "Self",
        "Type", "Protocol",
    ]

    /// The lowercased ASCII words of `name`.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, previous.isLowercase, character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// One identifier for `name` in `style`; never empty, never starting with a digit, never a
    /// Swift keyword in the camel style.
    public static func identifier(_ name: String, style: Style) -> String {
        var parts = words(name)
        if parts.isEmpty { parts = ["color"] }
        if let first = parts.first?.first, first.isNumber { parts.insert("color", at: 0) }
        func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
        switch style {
        case .camel:
            let joined = parts[0] + parts.dropFirst().map(capitalized).joined()
            return swiftKeywords.contains(joined) ? joined + "Color" : joined
        case .pascal: return parts.map(capitalized).joined()
        case .kebab: return parts.joined(separator: "-")
        case .snake: return parts.joined(separator: "_")
        }
    }

    /// Identifiers for every name, made unique by numbering repeats (`sea`, `sea2`, `sea3`).
    public static func unique(_ names: [String], style: Style) -> [String] {
        var taken: Set<String> = []
        let separator = style == .kebab ? "-" : (style == .snake ? "_" : "")
        return names.map { name in
            let base = identifier(name, style: style)
            var candidate = base
            var number = 2
            while taken.contains(candidate) {
                candidate = base + separator + String(number)
                number += 1
            }
            taken.insert(candidate)
            return candidate
        }
    }
}
