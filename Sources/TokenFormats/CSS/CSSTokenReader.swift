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
        // The value of property `id` (named `name`) in mode `index`, or nil when it has none
        // that is a color.
        func value(_ id: Int, _ name: String, in index: Int) throws(TokenFormatError) -> TokenValue? {
            guard let declaration = effective[index][id] else { return nil }
            // Whether the author meant a color here, and where: asked only when a value
            // fails, as reading a design system asks it of thousands that do not.
            func meant() -> Bool {
                let raw = CSSText.string(files[declaration.file].bytes[declaration.value])
                return (dialect == .tailwind || !namesNonColor(name))
                    && (CSSValueSyntax.looksLikeColor(raw) || CSSValueSyntax.isReference(raw))
            }
            func line() -> Int { lines[declaration.file].position(of: declaration.value.lowerBound).line }
            let sheet = bytes[declaration.file]
            let color: CSSColor?
            let via: [String]
            // A plain value is itself in every mode: read in place, without the resolver,
            // and without a slice of the file (a retain and release for each of thousands).
            if CSSValueResolver.isPlain(sheet, declaration.value) {
                color = sheet.withUnsafeBufferPointer { whole in
                    Self.color(UnsafeBufferPointer(rebasing: whole[declaration.value]), parser)
                }
                via = []
            } else {
                let resolved: CSSValueResolver.Resolved
                switch resolvers[index].outcome(id) {
                case .success(let value): resolved = value
                case .failure(.unknown(let reference)) where meant():
                    throw .unknownReference(
                        file: files[declaration.file].path, line: line(), token: name,
                        reference: reference)
                case .failure(.cycle(let chain)) where meant():
                    throw .cycle(file: files[declaration.file].path, line: line(), tokens: chain)
                case .failure: return nil
                }
                color = resolved.bytes.withUnsafeBufferPointer { Self.color($0, parser) }
                via = resolved.via
                if color == nil, !via.isEmpty, CSSValueSyntax.looksLikeColor(resolved.text), meant() {
                    throw .notAColor(
                        file: files[declaration.file].path, line: line(), token: name,
                        value: String(CSSText.trimmed(resolved.text[...])))
                }
            }
            guard let color else { return nil }
            let origin = origin(
                files[declaration.file].path, sheet, declaration.value, dark: dark[index],
                &lines[declaration.file])
            return TokenValue(color: color, origin: origin, via: via)
        }
        var tokens: [TokenSet.Token] = []
        for (id, name) in table.properties.names.enumerated()
        where dialect == .css || name.hasPrefix("--color-") {
            var found: [TokenValue] = []
            found.reserveCapacity(table.names.count)
            // The modes found, kept only once one is missing: a token in every mode (most of a
            // theme) shares the one list of names.
            var foundIn: [String]?
            for index in table.names.indices {
                guard let value = try value(id, name, in: index) else {
                    if foundIn == nil { foundIn = Array(table.names[..<index]) }
                    continue
                }
                foundIn?.append(table.names[index])
                found.append(value)
            }
            if !found.isEmpty {
                tokens.append(
                    TokenSet.Token(
                        name: name, values: TokenValues(modes: foundIn ?? table.names, values: found)))
            }
        }
        guard !tokens.isEmpty else { throw .noColors(file: files.first?.path ?? "(no file)") }
        let used = table.names.filter { mode in tokens.contains { $0.values[mode] != nil } }
        return TokenSet(modes: used, tokens: tokens)
    }

    /// Where a value is written; for a value that is one `light-dark()`, the side this mode takes,
    /// so that a fix of one mode leaves the other's color alone.
    private static func origin(
        _ path: String, _ bytes: [UInt8], _ value: Range<Int>, dark: Bool, _ lines: inout CSSLineMap
    ) -> TokenOrigin {
        var range = value
        if let sides = CSSValueSyntax.lightDarkSides(bytes, value) {
            range = dark ? sides.dark : sides.light
        }
        let position = lines.nextPosition(of: range.lowerBound)
        return TokenOrigin(file: path, line: position.line, column: position.column, range: range)
    }

    /// The color `bytes` spell, or nil: what cannot be one (a size, a font) is told apart before
    /// the parser is asked.
    private static func color(_ bytes: UnsafeBufferPointer<UInt8>, _ parser: ColorParser) -> CSSColor? {
        guard CSSValueSyntax.mayBeColor(bytes) else { return nil }
        return try? parser.parseCSS(utf8: bytes)
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
