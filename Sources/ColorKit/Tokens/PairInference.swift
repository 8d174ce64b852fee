/// Guesses the pairs a theme means from the names it uses, for a team that has not declared
/// them yet: the check lists each one so they can keep them as a pairs file.
///
/// Three rules, in order, each pair once:
/// - `on-x` (`onPrimary`, `on_surface`, `fgColor-onEmphasis`) is text on `x`, and on every token
///   that starts with `x`'s words (`surface-container-high`) unless a longer `on-…` claims it;
///   "on emphasis" reads on every background with "emphasis" in its name.
/// - a foreground (`fg`, `foreground`, `text`, `label`, `ink`) reads on every plain background
///   (`bg`, `background`, `surface`, `canvas`, `page`) whose other words are neutral (`default`,
///   `muted`, `subtle`, `inset`, `primary`, `secondary`, none) and on every background that
///   shares its qualifier (`fgColor-danger` on `bgColor-danger-muted`); disabled and
///   placeholder text are left out, as WCAG leaves them out.
/// - Colr's own roles (`label`, `secondary-label`, `tint`, …) pair as Colr's themes declare.
public enum PairInference {
    static let foregroundWords: Set<String> = ["fg", "foreground", "text", "label", "ink"]
    static let backgroundWords: Set<String> = ["bg", "background", "surface", "canvas", "page"]
    static let neutralWords: Set<String> = [
        "default", "muted", "subtle", "inset", "primary", "secondary", "tertiary", "base", "color", "page",
        "canvas",
    ]
    static let exemptWords: Set<String> = ["disabled", "placeholder"]

    /// The pairs `tokens`' names suggest, at WCAG's 4.5:1 for text.
    public static func pairs(in tokens: TokenSet) -> [TokenPair] {
        let named = tokens.names.map { ($0, words($0)) }
        var found: [TokenPair] = []
        var seen = Set<[String]>()
        func add(_ text: String, _ on: String) {
            guard text != on, seen.insert([text, on]).inserted else { return }
            found.append(TokenPair(text: text, on: on))
        }
        let onTokens =
            named.filter { $0.1.first == "on" && $0.1.count > 1 }
            + named.filter { $0.1.contains("on") && $0.1.first != "on" && $0.1.last != "on" }
        for (name, parts) in named where !(parts.first == "on") {
            if let owner = onTokens.filter({ isPrefix(target(of: $0.1), of: parts) })
                .max(by: { target(of: $0.1).count < target(of: $1.1).count })
            {
                add(owner.0, name)
            }
        }
        for (text, parts) in onTokens where target(of: parts) == ["emphasis"] {
            for (on, words) in named where words.contains("emphasis") && isBackground(words) { add(text, on) }
        }
        for (text, parts) in named
        where isForeground(parts) && parts.allSatisfy({ !exemptWords.contains($0) }) {
            let qualifier = Set(parts).subtracting(foregroundWords).subtracting(neutralWords)
            for (on, words) in named where isBackground(words) {
                let own = Set(words).subtracting(backgroundWords).subtracting(neutralWords)
                if own.isEmpty || (!qualifier.isEmpty && qualifier.isSubset(of: own)) { add(text, on) }
            }
        }
        let roles = Dictionary(named.map { ($0.1.joined(), $0.0) }, uniquingKeysWith: { first, _ in first })
        for pair in ThemePair.declared(in: .light, target: .aa) {
            let text = roles[pair.text.rawValue.lowercased()]
            let on = roles[pair.on.rawValue.lowercased()]
            if let text, let on, !seen.contains([text, on]) {
                seen.insert([text, on])
                found.append(
                    TokenPair(
                        text: text, on: on, minimum: pair.minimum,
                        measure: pair.minimum < 4.5 ? .nonText : .wcag))
            }
        }
        return found
    }

    /// A name's words, lowercased: `--fgColor-onEmphasis` → fg, color, on, emphasis.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for character in name {
            if character.isLetter || character.isNumber {
                if character.isUppercase && previousLower {
                    words.append(current)
                    current = ""
                }
                current.append(Character(character.lowercased()))
                previousLower = character.isLowercase || character.isNumber
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousLower = false
            }
        }
        if !current.isEmpty { words.append(current) }
        // A namespace in front of every name (`--color-on-primary`, `color.text`) is no part of
        // what the token is.
        if words.count > 1, words.first == "color" || words.first == "colors" { words.removeFirst() }
        return words
    }

    /// The words an `on` token reads on: `on primary container` → primary, container;
    /// `inverse on surface` → inverse, surface; `fg color on emphasis` → emphasis.
    static func target(of words: [String]) -> [String] {
        guard let on = words.firstIndex(of: "on") else { return words }
        let before = words[..<on].filter { !foregroundWords.contains($0) && $0 != "color" }
        return before + words[(on + 1)...]
    }

    static func isPrefix(_ prefix: [String], of words: [String]) -> Bool {
        !prefix.isEmpty && words.count >= prefix.count && Array(words.prefix(prefix.count)) == prefix
            && !(prefix == ["emphasis"])
    }

    static func isForeground(_ words: [String]) -> Bool {
        !words.contains("on") && words.contains { foregroundWords.contains($0) }
            && !words.contains { backgroundWords.contains($0) }
    }

    static func isBackground(_ words: [String]) -> Bool {
        !words.contains("on") && words.contains { backgroundWords.contains($0) }
    }
}
