import TestSupport
import Testing

@testable import ColorKit

/// A theme on the general model: its token set and pairs, checked by the token checker, give
/// the theme's own figures, so the theme maker and `colr check` keep one contrast rule.
@Suite("Themes as token sets", .offPool)
struct ThemeTokensTests {
    /// Brands that move (yellow), stay (blue), sit near grey or black, and a second accent.
    static let themes: [Theme] = {
        let brands: [UInt32] = [0x3366cc, 0xffcc00, 0x1db954, 0x777777, 0x0a0a12, 0xe60023]
        let accented = Theme.Source(
            brand: RGBColor(RGB8(rgb: 0x6b3fa0)), secondary: RGBColor(RGB8(rgb: 0x00a3a3)),
            neutral: RGBColor(RGB8(rgb: 0x707880)))
        var themes: [Theme] = []
        for target in ThemeTarget.allCases {
            themes += brands.map { Theme(brand: RGBColor(RGB8(rgb: $0)), target: target) }
            themes.append(Theme(source: accented, target: target))
        }
        return themes
    }()

    /// `check`'s key in a report: mode, text and background as the token set names them.
    func key(_ check: ThemeCheck) -> [String] {
        [check.mode.tokenName, check.pair.text.tokenName, check.pair.on.tokenName]
    }

    @Test("Modes and roles keep their order and their colors")
    func tokenSet() throws {
        let theme = try #require(Self.themes.first)
        let set = theme.tokenSet
        #expect(set.modes == ["light", "dark", "light-high-contrast", "dark-high-contrast"])
        #expect(set.names.first == "background" && set.names.contains("secondary-background"))
        #expect(set.names.count == ThemeRole.allCases.count)
        for mode in ThemeMode.allCases {
            for role in ThemeRole.allCases {
                #expect(
                    set.value(role.tokenName, in: mode.tokenName)?.rgbColor == theme.color(role, in: mode))
            }
        }
    }

    @Test("Pairs list their modes only where a minimum differs, and name each measure")
    func tokenPairs() throws {
        let aa = try #require(Self.themes.first { $0.target == .aa })
        let pairs = aa.tokenPairs
        let label = pairs.filter { $0.text == "label" && $0.on == "background" }
        #expect(label.count == 1 && label.first?.modes == [] && label.first?.minimum == 7)
        let secondary = pairs.filter { $0.text == "secondary-label" && $0.on == "surface" }
        #expect(
            secondary.map(\.modes) == [["light", "dark"], ["light-high-contrast", "dark-high-contrast"]])
        #expect(secondary.map(\.minimum) == [4.5, 7])
        #expect(pairs.first { $0.text == "separator" }?.measure == .nonText)
        #expect(pairs.first { $0.text == "on-tint" }?.measure == .wcag)
        let apca = try #require(Self.themes.first { $0.target == .apca })
        #expect(apca.tokenPairs.allSatisfy { $0.measure == .apca })
        // Every check is one pair in one mode, once.
        for theme in Self.themes {
            let expanded = theme.tokenPairs.flatMap { pair in
                (pair.modes.isEmpty ? ThemeMode.allCases.map(\.tokenName) : pair.modes).map {
                    [$0, pair.text, pair.on]
                }
            }
            #expect(expanded.count == theme.checks.count)
            #expect(Set(expanded) == Set(theme.checks.map(key)))
        }
    }

    @Test(
        "The token checker on a theme's tokens and pairs gives the theme's own figures and verdicts",
        arguments: ThemeTarget.allCases)
    func checkerAgrees(target: ThemeTarget) {
        for theme in Self.themes where theme.target == target {
            let report = TokenChecker(
                tokens: theme.tokenSet, promises: TokenPromises(pairs: theme.tokenPairs)
            )
            .report()
            #expect(report.checks.count == theme.checks.count)
            #expect(report.problems.isEmpty)
            let measured = Dictionary(
                report.checks.map { ([$0.mode, $0.pair.text, $0.pair.on], $0) },
                uniquingKeysWith: { a, _ in a })
            for check in theme.checks {
                let token = measured[key(check)]
                #expect(token.map { abs($0.value - check.value) <= 1e-9 } == true, "\(key(check))")
                #expect(token?.passes == check.passes && token?.pair.minimum == check.pair.minimum)
            }
        }
    }

    @Test("A wide-gamut brand: the checker's Display P3 figures are the theme's, its sRGB ones the brand's")
    func wideGamut() throws {
        let blue = try ColorParser().parse("color(display-p3 0 0.33 0.85)")
        // A stricter target may ask more of the brand than it can give as itself; AA keeps it.
        #expect(Theme(brand: blue, target: .aa).wideChecks.isEmpty == false)
        for target in ThemeTarget.allCases {
            let theme = Theme(brand: blue, target: target)
            let report = TokenChecker(
                tokens: theme.tokenSet, promises: TokenPromises(pairs: theme.tokenPairs)
            )
            .report()
            let measured = Dictionary(
                report.checks.map { ([$0.mode, $0.pair.text, $0.pair.on], $0) },
                uniquingKeysWith: { a, _ in a })
            for check in theme.wideChecks {
                let wide = measured[key(check)]?.wideValue
                #expect(wide.map { abs($0 - check.value) <= 1e-9 } == true, "\(key(check))")
            }
            // On an sRGB screen the theme shows its 8-bit sRGB brand and the checker the P3 brand
            // gamut-mapped: the same color but for rounding, so the figures differ by little and
            // the verdicts not at all.
            let wideKeys = Set(theme.wideChecks.map(key))
            for check in theme.checks {
                let token = try #require(measured[key(check)])
                let tolerance = wideKeys.contains(key(check)) ? 0.02 * max(1, check.value / 10) : 1e-9
                #expect(abs(token.value - check.value) <= tolerance, "\(key(check))")
                #expect(token.passes == check.passes, "\(key(check))")
            }
        }
    }
}
