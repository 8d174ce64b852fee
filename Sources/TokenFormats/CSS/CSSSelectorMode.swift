/// The mode a style rule's selector list gives its declarations.
///
/// `:root`, `html`, `:host` (alone, or with `:not(…)`) are the base mode; an attribute about a
/// theme (`[data-color-mode="dark"]`, `[data-theme=dark_dimmed]`) or a class about one (`.dark`,
/// `.theme-dark`, `.dark-mode`) names a mode, the last such name in the selector winning
/// (`[data-color-mode="dark"][data-dark-theme="dark_dimmed"]` is `dark_dimmed`); `auto` names none.
/// A selector about anything else (`.card`, `button:hover`) is a component's, not a theme's.
///
/// The selector is read as UTF-8 bytes, as CSS tokenizes by code point: every byte of a
/// non-ASCII character counts as part of a name.
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
        let reader = Reader(bytes: Array(list.utf8))
        return reader.classify(0..<reader.bytes.count, depth: 0)
    }

    fileprivate static let baseNames: Set<[UInt8]> = Set(
        ["html", ":root", ":host", "body"].map(CSSText.lowered))
    fileprivate static let modeWords: Set<String> = [
        "dark", "light", "dim", "dimmed", "night", "day", "contrast", "hc", "theme", "mode", "scheme",
    ]
    fileprivate static let decorationWords: Set<String> = ["theme", "mode", "scheme", "color"]
    /// Words in an attribute's name that say it switches themes.
    fileprivate static let attributeWords = ["theme", "mode", "scheme", "appearance", "color"].map(
        CSSText.lowered)
}

/// The words a selector's reading turns on, as the lowered bytes it compares: made once.
private enum Word {
    static let `is` = Array("is".utf8)
    static let `where` = Array("where".utf8)
    static let not = Array("not".utf8)
    static let has = Array("has".utf8)
    static let host = Array("host".utf8)
    static let root = Array("root".utf8)
    static let `class` = Array("class".utf8)
    static let auto = Array("auto".utf8)
}

/// The walk over one selector list's bytes; every part is a range into them.
private struct Reader {
    let bytes: [UInt8]

    private enum Attribute { case mode(String), neutral }

    func classify(_ list: Range<Int>, depth: Int) -> CSSSelectorMode {
        guard depth < 8 else { return .other }
        var kinds: [CSSSelectorMode] = []
        for selector in topLevelSplit(list) {
            kinds.append(classifyOne(trimmed(selector), depth: depth))
        }
        if let named = kinds.first(where: { if case .named = $0 { true } else { false } }) { return named }
        if kinds.contains(.base) { return .base }
        if kinds.contains(.nestedSelf) { return .nestedSelf }
        return .other
    }

    private func classifyOne(_ selector: Range<Int>, depth: Int) -> CSSSelectorMode {
        var name: String?
        var isBase = false
        var isNested = false
        var isOther = false
        var at = selector.lowerBound
        let end = selector.upperBound
        while at < end {
            switch bytes[at] {
            case UInt8(ascii: "["):
                let close = bytes[at..<end].firstIndex(of: UInt8(ascii: "]")) ?? end
                switch attribute((at + 1)..<close) {
                case .mode(let value)?: name = value
                case .neutral?: isBase = true  // the element that switches themes: the root's
                case nil: isOther = true
                }
                at = min(close + 1, end)
            case UInt8(ascii: "."):
                let word = leadingName(from: at + 1, to: end)
                if let mode = classMode(word) { name = mode } else { isOther = true }
                at = word.upperBound
            case UInt8(ascii: "&"):
                isNested = true
                at += 1
            case UInt8(ascii: ":"):
                let colonsEnd = bytes[at..<end].firstIndex { $0 != UInt8(ascii: ":") } ?? end
                let colons = colonsEnd - at
                let raw = leadingName(from: colonsEnd, to: end)
                let word = lowered(raw)
                at = raw.upperBound
                if at < end, bytes[at] == UInt8(ascii: "(") {
                    // `:not(.light)` and `:has(…)` say what the element is not or holds: skip them.
                    let arguments = balanced(at..<end)
                    if word == Word.`is` || word == Word.`where` {
                        let inner = classify(
                            (arguments.lowerBound + 1)..<max(
                                arguments.lowerBound + 1, arguments.upperBound - 1),
                            depth: depth + 1)
                        if case .named(let mode) = inner {
                            name = mode
                        } else if inner == .other {
                            isOther = true
                        }
                    } else if word != Word.not && word != Word.has
                        && word != Word.host
                    {
                        isOther = true
                    } else if word == Word.host {
                        isBase = true
                    }
                    at = arguments.upperBound
                } else if colons == 2 {
                    break  // a pseudo-element (`::backdrop`) of a theme's element is the theme's
                } else if word == Word.root || word == Word.host {
                    isBase = true
                } else {
                    isOther = true
                }
            case UInt8(ascii: "#"):
                isOther = true
                at = leadingName(from: at + 1, to: end).upperBound
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "~"),
                UInt8(ascii: "*"), UInt8(ascii: "|"):
                at += 1
            default:
                let word = leadingName(from: at, to: end)
                guard !word.isEmpty else {
                    isOther = true
                    at += 1
                    continue
                }
                if CSSSelectorMode.baseNames.contains(lowered(word)) {
                    isBase = true
                } else {
                    isOther = true
                }
                at = word.upperBound
            }
        }
        if isOther { return .other }
        if let name { return .named(name) }
        if isBase { return .base }
        return isNested ? .nestedSelf : .other
    }

    /// `data-theme="dark"` → the mode; `data-color-mode` alone or `="auto"` → neutral; an
    /// attribute about something else → nil.
    private func attribute(_ inside: Range<Int>) -> Attribute? {
        let trimmedInside = trimmed(inside)
        let name = lowered(leadingName(from: trimmedInside.lowerBound, to: trimmedInside.upperBound))
        let isClass = name == Word.`class`
        guard
            isClass
                || CSSSelectorMode.attributeWords.contains(where: { CSSText.contains(name, needle: $0) })
        else {
            return nil
        }
        guard let equals = bytes[inside].firstIndex(of: UInt8(ascii: "=")) else { return .neutral }
        var value = trimmed((equals + 1)..<inside.upperBound)
        if let quote = value.first.map({ bytes[$0] }), quote == 0x22 || quote == 0x27 {
            let start = value.lowerBound + 1
            value = start..<(bytes[start..<value.upperBound].firstIndex(of: quote) ?? value.upperBound)
        } else {
            value =
                value.lowerBound..<(bytes[value].firstIndex(where: CSSText.isWhitespace) ?? value.upperBound)
        }
        if isClass { return classMode(value).map(Attribute.mode) }
        if value.isEmpty || lowered(value) == Word.auto { return .neutral }
        return .mode(CSSText.string(bytes[value]))
    }

    /// `.dark` → dark, `.theme-dark` → dark, `.dark-mode` → dark; nil for a class about no theme.
    private func classMode(_ name: Range<Int>) -> String? {
        let words = bytes[name].split(whereSeparator: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") })
            .map { CSSText.string($0).lowercased() }
        guard words.contains(where: CSSSelectorMode.modeWords.contains) else { return nil }
        let kept = words.filter { !CSSSelectorMode.decorationWords.contains($0) }
        return kept.isEmpty ? CSSText.string(bytes[name]) : kept.joined(separator: "-")
    }

    /// The name starting at `start` (name bytes and backslashes), up to `end`.
    private func leadingName(from start: Int, to end: Int) -> Range<Int> {
        var at = min(start, end)
        while at < end, CSSText.isNameByte(bytes[at]) || bytes[at] == UInt8(ascii: "\\") { at += 1 }
        return min(start, end)..<at
    }

    /// The parenthesised group at the start of `range`, parentheses included; all of `range`
    /// when it is not closed.
    private func balanced(_ range: Range<Int>) -> Range<Int> {
        var depth = 0
        for index in range {
            if bytes[index] == UInt8(ascii: "(") {
                depth += 1
            } else if bytes[index] == UInt8(ascii: ")") {
                depth -= 1
            }
            if depth == 0 { return range.lowerBound..<(index + 1) }
        }
        return range
    }

    private func topLevelSplit(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var depth = 0
        var start = range.lowerBound
        for index in range {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                parts.append(start..<index)
                start = index + 1
            default: break
            }
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// The bytes of `range`, ASCII capitals made small.
    private func lowered(_ range: Range<Int>) -> [UInt8] { bytes[range].map(CSSText.lowered) }

    private func trimmed(_ range: Range<Int>) -> Range<Int> { CSSText.trimmed(bytes, range) }
}
