/// The modes a set of style sheets declares, in order, with each mode's own declarations (the
/// cascade applied) and what it inherits.
///
/// The base mode (`:root`, `html`, `@theme`) is `light` unless its `color-scheme` says only
/// `dark`. A mode inherits what it does not redeclare from the base mode, and a high-contrast
/// mode from the mode it refines (`dark-high-contrast` from `dark`, then the base).
struct CSSModeTable {
    typealias Declaration = CSSValueResolver.Declaration

    /// The modes, the base mode first, then in the order the sheets first declare them.
    private(set) var names: [String] = []
    /// Every custom property's name, by the id the scan gave it (the order first declared):
    /// the tables below and the resolver look names up by id, not by hashing them again.
    let properties: CSSNameTable
    /// The base mode's name.
    let baseName: String
    /// Whether the base mode is dark (`color-scheme: dark` alone).
    let baseIsDark: Bool

    /// Each mode's own declarations, by property id (nil: not declared in the mode).
    private var own: [String: [Declaration?]] = [:]
    private var ancestors: [String: [String]] = [:]
    private let files: [[UInt8]]

    /// The modes of the sheets, scanned in the order the files were given, their names
    /// interned in `properties`.
    init(_ sheets: [CSSSheetScanner], properties: CSSNameTable) {
        self.properties = properties
        files = sheets.map(\.file.bytes)
        let schemes = sheets.flatMap(\.schemes).filter { $0.context.mode == .base }
        let count = properties.count
        baseIsDark =
            !schemes.isEmpty
            && schemes.allSatisfy { scheme in
                let words = scheme.value.split(separator: " ")
                return words.contains("dark") && !words.contains("light")
            }
        baseName = baseIsDark ? "dark" : "light"
        // Each mode's declarations by position in `names` while the sheets are read: a block's
        // properties share its context, so its mode is worked out once per block.
        // One flat array, `count` entries a mode: a nested array would be checked for sharing,
        // and retained, at every declaration written.
        var tables: [Declaration?] = []
        for (index, sheet) in sheets.enumerated() {
            var last: (context: Int, table: Int?)?
            for property in sheet.properties {
                let table: Int
                if let last, last.context == property.context, let known = last.table {
                    table = known
                } else {
                    guard let key = sheet.contexts[property.context].mode else {
                        last = (property.context, nil)
                        continue
                    }
                    let mode = key.resolved(base: baseName)
                    if let known = names.firstIndex(of: mode) {
                        table = known
                    } else {
                        names.append(mode)
                        tables.append(contentsOf: repeatElement(nil, count: count))
                        ancestors[mode] = Self.ancestors(of: key, base: baseName)
                        table = names.count - 1
                    }
                    last = (property.context, table)
                }
                let slot = table * count + property.name
                let declaration = Declaration(
                    file: index, value: property.value, important: property.important)
                if let earlier = tables[slot] {
                    let winner = Self.winner(earlier, declaration, in: files)
                    if winner != earlier { tables[slot] = winner }
                } else {
                    tables[slot] = declaration
                }
            }
        }
        for (table, name) in names.enumerated() {
            own[name] = Array(tables[(table * count)..<((table + 1) * count)])
        }
        if let base = names.firstIndex(of: baseName), base > 0 { names.insert(names.remove(at: base), at: 0) }
        addSchemesOfLightDark()
    }

    /// Which of two declarations of one property in one mode holds: the later, as the cascade
    /// has it, unless the earlier is `!important` and the later is not, or the later repeats the
    /// earlier's text (Primer repeats each theme for `prefers-color-scheme`): then the earlier,
    /// the first place a fix should look.
    private static func winner(_ earlier: Declaration, _ later: Declaration, in files: [[UInt8]])
        -> Declaration
    {
        if earlier.important && !later.important { return earlier }
        if CSSText.same(files[earlier.file][earlier.value], files[later.file][later.value]) { return earlier }
        return later
    }

    private static func ancestors(of key: CSSModeKey, base: String) -> [String] {
        let name = key.resolved(base: base)
        var list: [String] = []
        var next = key.parent
        while let parent = next {
            let parentName = parent.resolved(base: base)
            if parentName != name && !list.contains(parentName) { list.append(parentName) }
            next = parent.parent
        }
        return list
    }

    /// `light-dark()` in the base mode is itself a second mode: when no mode of that scheme is
    /// declared, one is added (`dark`, or `light` for a dark base) that inherits the base. The
    /// same holds in the base's high-contrast mode (`@media (prefers-contrast: more) { :root {
    /// … light-dark() … } }`, as Colr's own export writes): unless a high-contrast mode of the
    /// other scheme is declared, one is added (`dark-high-contrast`) that inherits the base's
    /// high-contrast mode and then the base, as a dark page asking for more contrast does.
    private mutating func addSchemesOfLightDark() {
        for highContrast in [false, true] {
            let mode = CSSModeKey(name: nil, highContrast: highContrast).resolved(base: baseName)
            guard let declared = own[mode],
                declared.contains(where: { declaration in
                    guard let declaration else { return false }
                    let file = files[declaration.file]
                    // A plain value (most of a theme) holds no function: no string is made of it.
                    return !CSSValueResolver.isPlain(file, declaration.value)
                        && CSSText.contains(CSSText.string(file[declaration.value]), "light-dark(")
                })
            else { continue }
            for dark in [true, false]
            where !names.contains(where: { isDark($0) == dark && (!highContrast || isHighContrast($0)) }) {
                let name = CSSModeKey(name: dark ? "dark" : "light", highContrast: highContrast).resolved(
                    base: baseName)
                names.append(name)
                own[name] = []
                ancestors[name] = highContrast ? [mode, baseName] : [baseName]
            }
        }
    }

    /// Whether `mode` is a high-contrast one: its name says contrast (`light-high-contrast`,
    /// Primer's `dark_high_contrast`).
    private func isHighContrast(_ mode: String) -> Bool { CSSText.contains(mode, "contrast") }

    /// Whether `mode` takes `light-dark()`'s dark side.
    func isDark(_ mode: String) -> Bool {
        if mode == baseName { return baseIsDark }
        return ["dark", "night", "dim"].contains { CSSText.contains(mode, $0) }
    }

    /// Every declaration that holds in `mode`, by property id: its own over what it inherits.
    func effective(_ mode: String) -> [Declaration?] {
        // The farthest ancestor's table as it is (shared, not copied, until changed), then each
        // nearer one's declarations over it; a mode that redeclares everything costs one pass.
        let chain = ((ancestors[mode] ?? []).reversed() + [mode]).compactMap { own[$0] }
        var merged = chain.first { !$0.isEmpty } ?? []
        if merged.count < properties.count {
            merged.append(contentsOf: repeatElement(nil, count: properties.count - merged.count))
        }
        for table in chain.drop(while: { $0.isEmpty }).dropFirst() {
            for (id, declaration) in table.enumerated() where declaration != nil { merged[id] = declaration }
        }
        return merged
    }
}
