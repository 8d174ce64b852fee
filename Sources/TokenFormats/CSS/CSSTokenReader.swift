import ColorKit

/// Reads CSS custom properties, or Tailwind v4 theme variables, into a ``TokenSet``: modes from
/// the blocks that hold the declarations, references resolved per mode, every value's place in
/// its file kept for a fix.
///
/// A custom property that is not a color (a size, a font, a shadow) is left out, and so is a
/// literal that tries to be a color and is not one: one odd value does not stop a theme from
/// being checked. A reference that cannot be followed (a cycle, an undefined name without
/// fallback) or that leads to a broken color is an error, since the author meant a color there.
enum CSSTokenReader {
    /// Which reading of the style sheets.
    enum Dialect {
        /// Every custom property.
        case css
        /// Tailwind v4: only the `--color-*` theme variables are tokens (others still resolve).
        case tailwind
    }

    /// The token set `files` declare.
    static func read(_ files: [TokenFile], dialect: Dialect) throws(TokenFormatError) -> TokenSet {
        var sheets: [CSSSheetScanner] = []
        var names = CSSNameTable()
        for file in files {
            var sheet = CSSSheetScanner(file)
            try sheet.scan(names: &names)
            sheets.append(sheet)
        }
        let table = CSSModeTable(sheets, properties: names)
        let bytes = files.map(\.bytes)
        var lines = bytes.map(CSSLineMap.init)
        let parser = ColorParser(catalogs: [.css])
        let effective = table.names.map(table.effective)
        let dark = table.names.map(table.isDark)
        var resolvers = table.names.indices.map { index in
            CSSValueResolver(
                files: bytes, declarations: effective[index], names: table.properties, dark: dark[index])
        }
        var tokens: [TokenSet.Token] = []
        for (id, name) in table.properties.names.enumerated()
        where dialect == .css || name.hasPrefix("--color-") {
            var values = TokenValues()
            values.reserveCapacity(table.names.count)
            for (index, mode) in table.names.enumerated() {
                guard let declaration = effective[index][id] else { continue }
                // Whether the author meant a color here, and where: asked only when a value
                // fails, as reading a design system asks it of thousands that do not.
                func meant() -> Bool {
                    let raw = CSSText.string(files[declaration.file].bytes[declaration.value])
                    return (dialect == .tailwind || !namesNonColor(name))
                        && (CSSValueSyntax.looksLikeColor(raw) || CSSValueSyntax.isReference(raw))
                }
                func line() -> Int { lines[declaration.file].position(of: declaration.value.lowerBound).line }
                let resolved: CSSValueResolver.Resolved
                // A plain value is itself in every mode: read it in place, without the resolver.
                if CSSValueResolver.isPlain(bytes[declaration.file], declaration.value) {
                    resolved = .init(bytes: bytes[declaration.file][declaration.value], via: [])
                } else {
                    switch resolvers[index].outcome(id) {
                    case .success(let value): resolved = value
                    case .failure(.unknown(let reference)) where meant():
                        throw .unknownReference(
                            file: files[declaration.file].path, line: line(), token: name,
                            reference: reference)
                    case .failure(.cycle(let chain)) where meant():
                        throw .cycle(file: files[declaration.file].path, line: line(), tokens: chain)
                    case .failure: continue
                    }
                }
                if CSSValueSyntax.mayBeColor(resolved.bytes),
                    let color = resolved.bytes.withUnsafeBufferPointer({ try? parser.parseCSS(utf8: $0) })
                {
                    let origin = origin(
                        files[declaration.file], declaration.value, dark: dark[index],
                        &lines[declaration.file]
                    )
                    values.append(TokenValue(color: color, origin: origin, via: resolved.via), for: mode)
                } else if !resolved.via.isEmpty, CSSValueSyntax.looksLikeColor(resolved.text), meant() {
                    throw .notAColor(
                        file: files[declaration.file].path, line: line(), token: name,
                        value: String(CSSText.trimmed(resolved.text[...])))
                }
            }
            if !values.isEmpty { tokens.append(TokenSet.Token(name: name, values: values)) }
        }
        guard !tokens.isEmpty else { throw .noColors(file: files.first?.path ?? "(no file)") }
        let used = table.names.filter { mode in tokens.contains { $0.values[mode] != nil } }
        return TokenSet(modes: used, tokens: tokens)
    }

    /// Where a value is written; for a value that is one `light-dark()`, the side this mode takes,
    /// so that a fix of one mode leaves the other's color alone.
    private static func origin(_ file: TokenFile, _ value: Range<Int>, dark: Bool, _ lines: inout CSSLineMap)
        -> TokenOrigin
    {
        var range = value
        if let sides = CSSValueSyntax.lightDarkSides(file.bytes, value) {
            range = dark ? sides.dark : sides.light
        }
        let position = lines.nextPosition(of: range.lowerBound)
        return TokenOrigin(file: file.path, line: position.line, column: position.column, range: range)
    }

    /// Words in a custom property's name that say it holds no color (unless it also says
    /// `color`): a reference of theirs that cannot be followed is not the theme's problem.
    private static let nonColorWords = [
        "font", "spacing", "size", "radius", "width", "height", "weight", "leading", "tracking", "duration",
        "ease", "delay", "shadow", "blur", "breakpoint", "container", "aspect", "perspective", "animate",
        "z-index", "opacity", "line-height", "--text-", "--tw-",
    ]

    private static let nonColorNeedles = nonColorWords.map(CSSText.lowered)
    private static let colorNeedle = CSSText.lowered("color")

    private static func namesNonColor(_ name: String) -> Bool {
        let bytes = CSSText.lowered(name)
        return !CSSText.contains(bytes, needle: colorNeedle)
            && nonColorNeedles.contains { CSSText.contains(bytes, needle: $0) }
    }
}
