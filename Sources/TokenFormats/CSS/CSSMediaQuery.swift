/// What a media query says about a theme: the color scheme and contrast it asks for, and
/// whether it is about something else (print, widths, pointer), whose declarations are no mode.
struct CSSMediaQuery {
    /// `prefers-color-scheme`, when the query asks for one.
    var scheme: CSSBlockContext.Scheme?
    /// Whether it asks for `prefers-contrast: more`.
    var highContrast = false
    /// Whether its declarations belong to no mode.
    var isIgnored = false

    /// The features that select a theme or refine it (a wider gamut, more range) without
    /// leaving it.
    private static let themeFeatures: Set<String> = [
        "prefers-color-scheme", "prefers-contrast", "color-gamut", "dynamic-range", "video-dynamic-range",
        "color", "prefers-reduced-motion", "prefers-reduced-transparency",
    ]

    /// Reads a media query list; only its first query counts.
    init(_ text: String) {
        let lowered = text.lowercased()
        var depth = 0
        var query = Substring(lowered)
        if let comma = lowered.firstIndex(where: { character in
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            return character == "," && depth == 0
        }) {
            query = lowered[..<comma]
        }
        var words: [Substring] = []
        var rest = query
        while let open = rest.firstIndex(of: "(") {
            words += rest[..<open].split(whereSeparator: { CSSText.isWhitespace($0.asciiValue ?? 0) })
            let close = rest[open...].firstIndex(of: ")") ?? rest.endIndex
            feature(rest[rest.index(after: open)..<close])
            rest = close < rest.endIndex ? rest[rest.index(after: close)...] : ""
        }
        words += rest.split(whereSeparator: { CSSText.isWhitespace($0.asciiValue ?? 0) })
        for word in words where !["all", "screen", "only", "and"].contains(word) {
            // `not`, `print`, `or` and anything else: not a theme's own condition.
            isIgnored = true
        }
    }

    private mutating func feature(_ text: Substring) {
        let parts = text.split(separator: ":", maxSplits: 1)
        let name = CSSText.trimmed(parts.first ?? "")
        let value = parts.count > 1 ? CSSText.trimmed(parts[1]) : ""
        guard Self.themeFeatures.contains(String(name)) else {
            isIgnored = true
            return
        }
        switch (name, value) {
        case ("prefers-color-scheme", "dark"): scheme = .dark
        case ("prefers-color-scheme", "light"): scheme = .light
        case ("prefers-contrast", "more"), ("prefers-contrast", "high"): highContrast = true
        case ("prefers-contrast", _), ("prefers-color-scheme", _): isIgnored = true
        default: break
        }
    }
}
