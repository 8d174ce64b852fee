/// Colr's Android export writes each mode's high-contrast colors beside the normal ones, as
/// `<name>_high_contrast`; this reads them back as modes of their own.
enum AndroidHighContrast {
    static let suffix = "_high_contrast"

    /// `modes` with a `<mode>-high-contrast` mode after each that has `_high_contrast` names,
    /// when every such name has its plain one beside it (otherwise they are ordinary names).
    static func split(_ modes: [(name: String, declarations: [AndroidColorsReader.Declaration])])
        -> [(name: String, declarations: [AndroidColorsReader.Declaration])]
    {
        let all = modes.flatMap(\.declarations)
        let names = Set(all.map(\.name))
        let high = all.filter { $0.name.hasSuffix(suffix) }
        guard !high.isEmpty, high.allSatisfy({ names.contains(String($0.name.dropLast(suffix.count))) })
        else {
            return modes
        }
        return modes.flatMap { mode in
            let plain = mode.declarations.filter { !$0.name.hasSuffix(suffix) }
            var contrast = plain
            var index: [String: Int] = [:]
            for (position, declaration) in plain.enumerated() { index[declaration.name] = position }
            for declaration in mode.declarations where declaration.name.hasSuffix(suffix) {
                let base = String(declaration.name.dropLast(suffix.count))
                var renamed = declaration
                renamed.name = base
                if let position = index[base] {
                    contrast[position] = renamed
                } else {
                    index[base] = contrast.count
                    contrast.append(renamed)
                }
            }
            // A reference in a high-contrast color names another high-contrast color, or a plain one.
            contrast = contrast.map { declaration in
                var copy = declaration
                if copy.value.hasPrefix("@color/"), copy.value.hasSuffix(suffix) {
                    copy.value = String(copy.value.dropLast(suffix.count))
                }
                return copy
            }
            return [(mode.name, plain), (mode.name + "-high-contrast", contrast)]
        }
    }
}
