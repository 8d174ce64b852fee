extension Theme {
    /// The theme on the general model teams keep themes in: one mode per ``ThemeMode`` and one
    /// token per ``ThemeRole``, both named in kebab case as the exports name them (`light-high-contrast`,
    /// `secondary-background`), in their declared order.
    ///
    /// A role a Display P3 screen shows as the wide-gamut brand keeps that color (in
    /// `display-p3`), so a checker measures it on both kinds of display as ``wideChecks`` does;
    /// every other value is the role's sRGB color.
    public var tokenSet: TokenSet {
        let tokens = ThemeRole.allCases.map { role in
            var values = TokenValues()
            for mode in ThemeMode.allCases {
                let color = wideColor(role, in: mode).map { CSSColor($0).converted(to: .displayP3) }
                values[mode.tokenName] = TokenValue(color: color ?? CSSColor(self.color(role, in: mode)))
            }
            return TokenSet.Token(name: role.tokenName, values: values)
        }
        return TokenSet(modes: ThemeMode.allCases.map(\.tokenName), tokens: tokens)
    }

    /// The pairs the theme promises (those ``checks`` measures), named as in ``tokenSet``: one
    /// per text, background, minimum and measure, listing the modes it holds in when it does not
    /// hold in all four (Increase Contrast raises most minimums, so most pairs come twice).
    public var tokenPairs: [TokenPair] {
        var pairs: [TokenPair] = []
        for check in checks {
            let pair = TokenPair(
                text: check.pair.text.tokenName, on: check.pair.on.tokenName, minimum: check.pair.minimum,
                measure: check.pair.measure(under: target))
            if let index = pairs.firstIndex(where: {
                $0.text == pair.text && $0.on == pair.on && $0.minimum == pair.minimum
                    && $0.measure == pair.measure
            }) {
                pairs[index].modes.append(check.mode.tokenName)
            } else {
                var first = pair
                first.modes = [check.mode.tokenName]
                pairs.append(first)
            }
        }
        let every = Set(ThemeMode.allCases.map(\.tokenName))
        for index in pairs.indices where Set(pairs[index].modes) == every { pairs[index].modes = [] }
        return pairs
    }
}

extension ThemeMode {
    /// The mode's name in a token set and in the exports: `light`, `dark-high-contrast`.
    public var tokenName: String { Theme.kebab(rawValue) }
}

extension ThemeRole {
    /// The role's name in a token set and in the exports: `tint`, `secondary-background`.
    public var tokenName: String { Theme.kebab(rawValue) }
}

extension Theme {
    /// `secondaryBackground` → `secondary-background`: the exports' one spelling of a camel-case name.
    static func kebab(_ camel: String) -> String {
        camel.reduce(into: "") { name, character in
            if character.isUppercase {
                name += "-" + character.lowercased()
            } else {
                name.append(character)
            }
        }
    }
}
