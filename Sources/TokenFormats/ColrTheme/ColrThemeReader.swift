import ColorKit

/// Reads Colr's own theme JSON (`colr theme --json`, the API's `ThemeBody`): `modes` are the
/// modes (`light`, `dark`, `lightHighContrast`, `darkHighContrast`, as the JSON spells them)
/// and their roles the tokens; its measured `pairs` are the promises.
enum ColrThemeReader {
    /// The token set in `file`, modes and roles in Colr's order (the JSON's keys are sorted).
    static func read(_ file: TokenFile) throws(TokenFormatError) -> TokenSet {
        let set = try ModeTable.read(try modes(file).members ?? [], file: file, what: "mode")
        let modes = ThemeMode.allCases.map(\.rawValue)
        let roles = ThemeRole.allCases.map(\.rawValue)
        func ordered(_ names: [String], by known: [String]) -> [String] {
            names.enumerated().sorted {
                (known.firstIndex(of: $0.element) ?? known.count, $0.offset)
                    < (known.firstIndex(of: $1.element) ?? known.count, $1.offset)
            }.map(\.element)
        }
        return TokenSet(
            modes: ordered(set.modes, by: modes), tokens: ordered(set.names, by: roles).compactMap { set[$0] }
        )
    }

    /// The pairs the theme promises, one per text, background and minimum, with the modes it
    /// is promised in (none when it is promised in every one).
    static func promises(_ file: TokenFile) throws(TokenFormatError) -> TokenPromises {
        let root = try JSONScanner.parse(file)
        let modes = try self.modes(file).members?.map(\.key) ?? []
        let measure: TokenPair.Measure = root["target"]?.string == "apca" ? .apca : .wcag
        var pairs: [TokenPair] = []
        for element in root["pairs"]?.elements ?? [] {
            guard let text = element["text"]?.string, let on = element["on"]?.string,
                let minimum = element["minimum"]?.number, let mode = element["mode"]?.string
            else { continue }
            if let index = pairs.firstIndex(where: { $0.text == text && $0.on == on && $0.minimum == minimum }
            ) {
                pairs[index].modes.append(mode)
            } else {
                pairs.append(TokenPair(text: text, on: on, minimum: minimum, measure: measure, modes: [mode]))
            }
        }
        for index in pairs.indices where Set(pairs[index].modes) == Set(modes) { pairs[index].modes = [] }
        return TokenPromises(
            pairs: pairs,
            background: root["modes"]?.members?.first?.node["background"] == nil ? nil : "background")
    }

    private static func modes(_ file: TokenFile) throws(TokenFormatError) -> JSONNode {
        let root = try JSONScanner.parse(file)
        guard let modes = root["modes"], modes.members != nil else {
            throw .malformed(
                file: file.path, line: root.position.line, column: root.position.column,
                reason: "Colr's theme JSON has a “modes” object of colors by role")
        }
        return modes
    }
}
