import ColorKit
import PaletteFormats

/// Follows `@color/name` references within one mode's declarations, each name once, and
/// `@android:color/` references to the few framework colors that are fixed.
struct AndroidReferences {
    private let byName: [String: AndroidColorsReader.Declaration]
    private var resolved: [String: TokenValue] = [:]
    private var visiting: [String] = []

    /// The framework colors whose values never change.
    static let framework: [String: CSSColor] = [
        "white": CSSColor(RGBColor(red: 1, green: 1, blue: 1)),
        "black": CSSColor(RGBColor(red: 0, green: 0, blue: 0)),
        "transparent": CSSColor(RGBColor(red: 0, green: 0, blue: 0, alpha: 0)),
    ]

    init(declarations: [AndroidColorsReader.Declaration]) {
        var byName: [String: AndroidColorsReader.Declaration] = [:]
        for declaration in declarations { byName[declaration.name] = declaration }
        self.byName = byName
    }

    /// The value of `name`, its origin its own declaration and `via` the names passed through.
    mutating func resolve(_ name: String) throws(TokenFormatError) -> TokenValue {
        if let done = resolved[name] { return done }
        guard let declaration = byName[name] else {
            throw .unknownReference(file: "", line: 0, token: name, reference: "@color/" + name)
        }
        if let start = visiting.firstIndex(of: name) {
            throw .cycle(
                file: declaration.origin.file, line: declaration.origin.line,
                tokens: visiting[start...] + [name])
        }
        visiting.append(name)
        defer { visiting.removeLast() }
        let value = declaration.value
        let result: TokenValue
        if value.hasPrefix("@color/") {
            let target = String(value.dropFirst("@color/".count))
            guard byName[target] != nil else {
                throw .unknownReference(
                    file: declaration.origin.file, line: declaration.origin.line, token: name,
                    reference: value)
            }
            guard visiting.count < DTCGAliasResolver.maximumChain else {
                throw .malformed(
                    file: declaration.origin.file, line: declaration.origin.line,
                    column: declaration.origin.column,
                    reason:
                        "\(name) is reached through more than \(DTCGAliasResolver.maximumChain) references")
            }
            let next = try resolve(target)
            // The chain, not the recursion, is what grows: earlier names are already resolved.
            guard next.via.count < DTCGAliasResolver.maximumChain else {
                throw .malformed(
                    file: declaration.origin.file, line: declaration.origin.line,
                    column: declaration.origin.column,
                    reason:
                        "\(name) is reached through more than \(DTCGAliasResolver.maximumChain) references")
            }
            result = TokenValue(color: next.color, origin: declaration.origin, via: [target] + next.via)
        } else if value.hasPrefix("@android:color/"), let color = Self.framework[String(value.dropFirst(15))]
        {
            result = TokenValue(color: color, origin: declaration.origin, via: [value])
        } else if let rgb8 = AndroidColorResources.parse(value) {
            result = TokenValue(color: CSSColor(RGBColor(rgb8)), origin: declaration.origin)
        } else {
            throw .notAColor(
                file: declaration.origin.file, line: declaration.origin.line, token: name, value: value)
        }
        resolved[name] = result
        return result
    }
}
