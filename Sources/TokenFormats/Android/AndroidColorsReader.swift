import ColorKit
import PaletteFormats

/// Reads Android color resources: `res/values/colors.xml` and the folders beside it, or a zip
/// of them, into a token set.
///
/// Modes come from the folders' qualifiers: `values-night` is `dark`, `values` is `light` when
/// there is a night folder and `default` when there is none; any other qualifiers follow
/// (`values-night-v31` is `dark-v31`), each mode taking a name from the best-matching folder
/// as Android does (night first, then the other qualifiers). Colr's own export writes each
/// mode's high-contrast colors beside the normal ones as `<name>_high_contrast`; when every
/// such name has its plain one, they are read as the modes `light-high-contrast` and
/// `dark-high-contrast`. Values are `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` (alpha first)
/// or `@color/name` references.
enum AndroidColorsReader {
    /// One color declaration as written.
    struct Declaration {
        var name: String
        var value: String
        var origin: TokenOrigin
    }

    /// One folder: its night qualifier, the rest of its qualifiers, and its colors.
    private struct Folder {
        var night: Bool
        var others: String
        var colors: [Declaration]
    }

    /// The token set in `files`.
    static func read(_ files: [TokenFile]) throws(TokenFormatError) -> TokenSet {
        let files = try ArchiveFiles.expand(files) { $0.lowercased().hasSuffix(".xml") }
        var folders: [Folder] = []
        for file in files {
            let (night, others) = qualifiers(file.path)
            let colors = try declarations(file)
            if let index = folders.firstIndex(where: { $0.night == night && $0.others == others }) {
                folders[index].colors += colors
            } else {
                folders.append(Folder(night: night, others: others, colors: colors))
            }
        }
        let anyNight = folders.contains(where: \.night)
        var configurations: [(night: Bool, others: String)] = []
        for others in unique(folders.map(\.others)) {
            configurations.append((false, others))
            if anyNight { configurations.append((true, others)) }
        }
        var modes: [(name: String, declarations: [Declaration])] = []
        for configuration in configurations {
            let base = configuration.night ? "dark" : (anyNight ? "light" : "default")
            let name = configuration.others.isEmpty ? base : base + "-" + configuration.others
            modes.append((name, best(folders, configuration)))
        }
        modes = AndroidHighContrast.split(modes)
        var order: [String] = []
        var values: [String: TokenValues] = [:]
        for mode in modes {
            var resolver = AndroidReferences(declarations: mode.declarations)
            for declaration in mode.declarations {
                let value = try resolver.resolve(declaration.name)
                if values[declaration.name] == nil {
                    order.append(declaration.name)
                    values[declaration.name] = [:]
                }
                values[declaration.name]?[mode.name] = value
            }
        }
        guard !order.isEmpty else { throw .noColors(file: files.first?.path ?? "") }
        return TokenSet(
            modes: modes.map(\.name),
            tokens: order.map { TokenSet.Token(name: $0, values: values[$0] ?? [:]) })
    }

    /// The colors of each name in the folder that best matches `configuration`, in the order
    /// they are first declared.
    private static func best(_ folders: [Folder], _ configuration: (night: Bool, others: String))
        -> [Declaration]
    {
        let matching = folders.filter {
            (!$0.night || configuration.night) && ($0.others.isEmpty || $0.others == configuration.others)
        }
        // Least specific first, so that a more specific folder's declaration replaces it.
        let ranked = matching.sorted { rank($0) < rank($1) }
        var order: [String] = []
        var chosen: [String: Declaration] = [:]
        for folder in ranked {
            for declaration in folder.colors {
                if chosen[declaration.name] == nil { order.append(declaration.name) }
                chosen[declaration.name] = declaration
            }
        }
        return order.compactMap { chosen[$0] }
    }

    private static func rank(_ folder: Folder) -> Int {
        (folder.night ? 2 : 0) + (folder.others.isEmpty ? 0 : 1)
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// The qualifiers of the `values…` folder `path` is in: night or not, and the others.
    static func qualifiers(_ path: String) -> (night: Bool, others: String) {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasPrefix("values") else { return (false, "") }
        let qualifiers = parts[parts.count - 2].split(separator: "-").dropFirst()
        let night = qualifiers.contains("night")
        return (night, qualifiers.filter { $0 != "night" && $0 != "notnight" }.joined(separator: "-"))
    }

    /// The `<color>` and `<item type="color">` elements of `file`.
    static func declarations(_ file: TokenFile) throws(TokenFormatError) -> [Declaration] {
        try UTF8Check.validate(file)
        let elements: [ResourceXML.Element]
        do {
            elements = try ResourceXML.children(of: file.bytes, root: "resources")
        } catch {
            throw .malformed(file: file.path, line: error.line, column: error.column, reason: error.reason)
        }
        return elements.compactMap { element -> Declaration? in
            let isColor =
                element.name == "color" || (element.name == "item" && element.attributes["type"] == "color")
            guard isColor, let name = element.attributes["name"], !name.isEmpty else { return nil }
            let origin = TokenOrigin(
                file: file.path, line: element.line, column: element.column, range: element.textRange)
            return Declaration(name: name, value: element.text, origin: ArchiveFiles.origin(origin))
        }
    }
}
