import ColorKit

/// Token sets written in a line, for tests: `set(["light": ["--fg": "#777", …], "dark": …])`.
enum Tokens {
    static func set(_ modes: KeyValuePairs<String, KeyValuePairs<String, String>>) -> TokenSet {
        var order: [String] = []
        var values: [String: TokenValues] = [:]
        let parser = ColorParser()
        for (mode, entries) in modes {
            for (line, (name, text)) in entries.enumerated() {
                if values[name] == nil { order.append(name) }
                // Every value in a test is written to parse; a typo fails loudly as black.
                let color = (try? parser.parseCSS(text)) ?? CSSColor(RGBColor(white: 0))
                values[name, default: [:]][mode] = TokenValue(
                    color: color,
                    origin: TokenOrigin(file: "\(mode).css", line: line + 1, column: 3, range: 0..<0))
            }
        }
        return TokenSet(
            modes: modes.map(\.key), tokens: order.map { TokenSet.Token(name: $0, values: values[$0] ?? [:]) }
        )
    }
}
