import ColorKit

/// A checked theme's colors on Colr's sample screen: which of its tokens plays each role the
/// sample has (page, text, accent, statuses), read from the pairs the theme promises and the
/// names it uses, so any token set can be previewed before and after its fixes.
///
/// The page is the token most pairs sit on; its text, the pairs on it from the most contrast to
/// the least; the accent and statuses, the tokens on it named so (`accent`, `primary`,
/// `success`, `danger`, …). Roles the theme has no token for come from a Colr theme of its
/// accent, and the caption says which tokens were used, so nothing is passed off as the
/// theme's own.
struct ThemeCheckSample {
    /// The colors of every role.
    let palette: ThemePalette
    /// The appearance the mode looks like: dark when its page is dark, high contrast when its
    /// name says so.
    let appearance: ThemeMode
    /// Each role the theme's own tokens fill, and the token.
    let used: [(role: ThemeRole, token: String)]

    /// Name fragments that mark a token for a role, most telling first.
    static let names: [(ThemeRole, [String])] = [
        (.tint, ["accent", "primary", "brand", "tint", "link"]),
        (.success, ["success", "positive", "done", "green"]),
        (.warning, ["warning", "attention", "caution", "severe", "orange", "yellow"]),
        (.destructive, ["danger", "destructive", "error", "critical", "negative", "red"]),
    ]

    /// The sample of `mode` of `tokens`, cast from `pairs`.
    init(tokens: TokenSet, pairs: [TokenPair], mode: String) {
        let pairs = pairs.filter {
            $0.applies(in: mode) && tokens.value($0.text, in: mode) != nil
                && tokens.value($0.on, in: mode) != nil
        }
        func color(_ name: String) -> RGBColor {
            (tokens.value(name, in: mode)?.rgbColor ?? RGBColor(white: 1)).composited(
                over: RGBColor(white: 1))
        }
        // Backgrounds by how many pairs sit on them, ties in the theme's order.
        var counts: [String: Int] = [:]
        for pair in pairs { counts[pair.on, default: 0] += 1 }
        let backgrounds = counts.keys.sorted {
            counts[$0]! != counts[$1]!
                ? counts[$0]! > counts[$1]! : Self.position($0, tokens) < Self.position($1, tokens)
        }
        var used: [(ThemeRole, String)] = []
        let page = backgrounds.first
        let pageColor = page.map(color) ?? RGBColor(white: 1)
        let dark = Contrast.relativeLuminance(pageColor) < 0.18
        let high = mode.lowercased().contains("contrast")
        appearance = dark ? (high ? .darkHighContrast : .dark) : (high ? .lightHighContrast : .light)
        // Text on the page, the most legible first.
        var seen = Set<String>()
        let texts = pairs.filter { $0.on == page && seen.insert($0.text).inserted }.map(\.text)
            .sorted { Contrast.ratio(color($0), pageColor) > Contrast.ratio(color($1), pageColor) }
        func named(_ fragments: [String], among candidates: [String]) -> String? {
            for fragment in fragments {
                if let hit = candidates.first(where: { $0.lowercased().contains(fragment) }) { return hit }
            }
            return nil
        }
        let accent =
            named(Self.names[0].1, among: texts)
            ?? texts.max { OKLCH(color($0)).chroma < OKLCH(color($1)).chroma }
        let base = Theme(brand: accent.map(color) ?? RGBColor(red: 0.2, green: 0.4, blue: 0.8))
        var palette = base[appearance]
        func fill(_ role: ThemeRole, _ token: String?) {
            guard let token else { return }
            palette[role] = color(token)
            used.append((role, token))
        }
        fill(.background, page)
        fill(.surface, page)
        fill(.secondaryBackground, backgrounds.dropFirst().first ?? page)
        fill(.label, texts.first)
        fill(.secondaryLabel, texts.count > 2 ? texts[texts.count / 2] : nil)
        fill(.tertiaryLabel, texts.count > 1 ? texts.last : nil)
        fill(.tint, accent)
        // A status's text on the page when the pairs have one, else any token named so, those
        // named as text (`fg`, `text`) first.
        let onPage = Set(texts)
        let others = tokens.names.filter { !onPage.contains($0) && tokens.value($0, in: mode) != nil }
        let textFirst = others.filter(Self.namesText) + others.filter { !Self.namesText($0) }
        for (role, fragments) in Self.names.dropFirst() {
            fill(role, named(fragments, among: texts) ?? named(fragments, among: textFirst))
        }
        self.palette = palette
        self.used = used
    }

    /// Whether a token's name says it is for text.
    static func namesText(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["fg", "text", "foreground", "label", "ink"].contains { lowered.contains($0) }
    }

    private static func position(_ name: String, _ tokens: TokenSet) -> Int {
        tokens.names.firstIndex(of: name) ?? Int.max
    }

    /// "The sample shows background --bg, text --fg, …" for the caption under the previews.
    var caption: String {
        let shown = used.filter { $0.role != .surface }.map { "\($0.role.title.lowercased()) \($0.token)" }
        return shown.isEmpty
            ? "The theme's pairs name no background, so the sample shows Colr's own colors."
            : "The sample shows " + shown.joined(separator: ", ")
                + "; any other role comes from a Colr theme of the accent."
    }
}
