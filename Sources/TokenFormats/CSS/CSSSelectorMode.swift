/// The mode a style rule's selector list gives its declarations.
///
/// `:root`, `html`, `:host` (alone, or with `:not(…)`) are the base mode; an attribute about a
/// theme (`[data-color-mode="dark"]`, `[data-theme=dark_dimmed]`) or a class about one (`.dark`,
/// `.theme-dark`, `.dark-mode`) names a mode, the last such name in the selector winning
/// (`[data-color-mode="dark"][data-dark-theme="dark_dimmed"]` is `dark_dimmed`); `auto` names none.
/// A selector about anything else (`.card`, `button:hover`) is a component's, not a theme's.
enum CSSSelectorMode: Equatable {
    /// The base mode.
    case base
    /// A named mode.
    case named(String)
    /// `&` alone (or with pseudo-elements): the enclosing rule's mode.
    case nestedSelf
    /// Not a theme's selector.
    case other

    /// The mode of a selector list: the first selector that names a mode, else the base mode if
    /// one is the base, else the enclosing rule's.
    static func classify(_ list: String) -> CSSSelectorMode {
        // No theme's selector is this long or nests this deep; hostile input stops here.
        guard list.utf8.count <= 4096 else { return .other }
        return classify(Substring(list), depth: 0)
    }

    private static func classify(_ list: Substring, depth: Int) -> CSSSelectorMode {
        guard depth < 8 else { return .other }
        var kinds: [CSSSelectorMode] = []
        for selector in topLevelSplit(list, on: ",") {
            kinds.append(classifyOne(CSSText.trimmed(selector), depth: depth))
        }
        if let named = kinds.first(where: { if case .named = $0 { true } else { false } }) { return named }
        if kinds.contains(.base) { return .base }
        if kinds.contains(.nestedSelf) { return .nestedSelf }
        return .other
    }

    private static let baseNames: Set<String> = ["html", ":root", ":host", "body"]
    private static let modeWords: Set<String> = [
        "dark", "light", "dim", "dimmed", "night", "day", "contrast", "hc", "theme", "mode", "scheme",
    ]
    private static let decorationWords: Set<String> = ["theme", "mode", "scheme", "color"]

    private static func classifyOne(_ selector: Substring, depth: Int) -> CSSSelectorMode {
        var name: String?
        var isBase = false
        var isNested = false
        var isOther = false
        var rest = selector
        while let first = rest.first {
            switch first {
            case "[":
                let close = rest.firstIndex(of: "]") ?? rest.endIndex
                switch attribute(rest[rest.index(after: rest.startIndex)..<close]) {
                case .mode(let value)?: name = value
                case .neutral?: isBase = true  // the element that switches themes: the root's
                case nil: isOther = true
                }
                rest = close < rest.endIndex ? rest[rest.index(after: close)...] : ""
            case ".":
                let word = leadingName(rest.dropFirst())
                if let mode = classMode(word) { name = mode } else { isOther = true }
                rest = rest.dropFirst(1 + word.count)
            case "&":
                isNested = true
                rest = rest.dropFirst()
            case ":":
                let colons = rest.prefix(while: { $0 == ":" }).count
                let raw = leadingName(rest.dropFirst(colons))
                let word = raw.lowercased()
                rest = rest.dropFirst(colons + raw.count)
                if rest.first == "(" {
                    // `:not(.light)` and `:has(…)` say what the element is not or holds: skip them.
                    let arguments = balanced(rest)
                    if word == "is" || word == "where" {
                        let inner = classify(arguments.dropFirst().dropLast(), depth: depth + 1)
                        if case .named(let mode) = inner {
                            name = mode
                        } else if inner == .other {
                            isOther = true
                        }
                    } else if word != "not" && word != "has" && word != "host" {
                        isOther = true
                    } else if word == "host" {
                        isBase = true
                    }
                    rest = rest.dropFirst(arguments.count)
                } else if colons == 2 {
                    break  // a pseudo-element (`::backdrop`) of a theme's element is the theme's
                } else if word == "root" || word == "host" {
                    isBase = true
                } else {
                    isOther = true
                }
            case "#":
                isOther = true
                rest = rest.dropFirst(1 + leadingName(rest.dropFirst()).count)
            case " ", "\t", "\n", "\r", ">", "+", "~", "*", "|":
                rest = rest.dropFirst()
            default:
                let word = leadingName(rest)
                guard !word.isEmpty else {
                    isOther = true
                    rest = rest.dropFirst()
                    continue
                }
                if baseNames.contains(word.lowercased()) { isBase = true } else { isOther = true }
                rest = rest.dropFirst(word.count)
            }
        }
        if isOther { return .other }
        if let name { return .named(name) }
        if isBase { return .base }
        return isNested ? .nestedSelf : .other
    }

    private enum Attribute { case mode(String), neutral }

    /// Words in an attribute's name that say it switches themes.
    private static let attributeWords = ["theme", "mode", "scheme", "appearance", "color"].map(
        CSSText.lowered)

    /// `data-theme="dark"` → the mode; `data-color-mode` alone or `="auto"` → neutral; an
    /// attribute about something else → nil.
    private static func attribute(_ text: Substring) -> Attribute? {
        let name = leadingName(CSSText.trimmed(text)).lowercased()
        let isClass = name == "class"
        guard
            isClass || attributeWords.contains(where: { CSSText.contains(CSSText.lowered(name), needle: $0) })
        else {
            return nil
        }
        guard let equals = text.firstIndex(of: "=") else { return .neutral }
        var value = CSSText.trimmed(text[text.index(after: equals)...])
        if let quote = value.first, quote == "\"" || quote == "'" {
            value = value.dropFirst()
            value = value.prefix(while: { $0 != quote })
        } else {
            value = value.prefix(while: { !CSSText.isWhitespace($0.asciiValue ?? 0) })
        }
        if isClass { return classMode(value).map(Attribute.mode) }
        return value.isEmpty || value.lowercased() == "auto" ? .neutral : .mode(String(value))
    }

    /// `.dark` → dark, `.theme-dark` → dark, `.dark-mode` → dark; nil for a class about no theme.
    private static func classMode(_ name: Substring) -> String? {
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard words.contains(where: modeWords.contains) else { return nil }
        let kept = words.filter { !decorationWords.contains($0) }
        return kept.isEmpty ? String(name) : kept.joined(separator: "-")
    }

    private static func leadingName(_ text: Substring) -> Substring {
        text.prefix(while: { character in
            character.utf8.allSatisfy(CSSText.isNameByte) || character == "\\"
        })
    }

    /// The parenthesised group at the start of `text`, parentheses included.
    private static func balanced(_ text: Substring) -> Substring {
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 } else if text[index] == ")" { depth -= 1 }
            if depth == 0 { return text[...index] }
        }
        return text
    }

    private static func topLevelSplit(_ text: Substring, on separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case separator where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }
}
