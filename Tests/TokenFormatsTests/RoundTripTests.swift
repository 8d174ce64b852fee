import ColorKit
import ColrModels
import PaletteFormats
import Testing

@testable import TokenFormats

/// Every Colr theme export in a format `colr check` reads comes back as the same token set:
/// the same modes, names and colors (at 8 bits; within 0.001 for a wide-gamut brand), and the
/// DTCG resolver with the theme's pairs.
@Suite("Colr's theme exports read back", .offPool)
struct RoundTripTests {
    let theme = Theme(brand: RGBColor(RGB8(rgb: 0x3366CC)))

    /// `secondaryBackground` in kebab, snake or Pascal case.
    func name(_ role: ThemeRole, _ separator: String?) -> String {
        var out = ""
        for character in role.rawValue {
            if character.isUppercase {
                out += separator ?? String(character)
                out += separator == nil ? "" : character.lowercased()
            } else {
                out.append(out.isEmpty && separator == nil ? Character(character.uppercased()) : character)
            }
        }
        return out
    }

    /// Expects that `set` holds every role of `theme` in every mode, named and moded as given.
    func expectSame(
        _ set: TokenSet, modes: [String], listed: [String]? = nil, name: (ThemeRole) -> String, theme: Theme,
        tolerance: Double = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(set.modes == (listed ?? modes), sourceLocation: sourceLocation)
        #expect(set.names == ThemeRole.allCases.map(name), sourceLocation: sourceLocation)
        for (mode, modeName) in zip(ThemeMode.allCases, modes) {
            for role in ThemeRole.allCases {
                let read = set.value(name(role), in: modeName)?.rgbColor
                let expected = theme.wideColor(role, in: mode) ?? theme.color(role, in: mode)
                if tolerance == 0 {
                    #expect(read?.rgb8 == expected.rgb8, "\(role) in \(mode)", sourceLocation: sourceLocation)
                } else {
                    let close = read.map {
                        abs($0.red - expected.red) <= tolerance && abs($0.green - expected.green) <= tolerance
                            && abs($0.blue - expected.blue) <= tolerance
                    }
                    #expect(close == true, "\(role) in \(mode)", sourceLocation: sourceLocation)
                }
            }
        }
    }

    let kebabModes = ["light", "dark", "light-high-contrast", "dark-high-contrast"]

    /// How a resolver names the mode a combination of its contexts gives.
    static func resolved(_ mode: ThemeMode) -> String {
        "appearance=\(mode.isDark ? "dark" : "light"),contrast=\(mode.isHighContrast ? "high" : "standard")"
    }

    /// The roles of `set`, in role order, without the tokens a resolver holds them in.
    func roles(_ set: TokenSet, name: (ThemeRole) -> String) -> TokenSet {
        TokenSet(modes: set.modes, tokens: ThemeRole.allCases.compactMap { set[name($0)] })
    }

    @Test(
        "Design tokens: a resolver whose appearance and contrast make the four modes, with the theme's pairs",
        arguments: [ThemeTarget.aa, .apca])
    func designTokens(target: ThemeTarget) throws {
        let theme = Theme(brand: RGBColor(RGB8(rgb: 0xffcc00)), target: target)
        let file = TokenFile(
            path: ThemeExporter.fileName(name: "Acme", as: .designTokens),
            bytes: ThemeExporter.export(theme, name: "Acme", as: .designTokens))
        #expect(file.path == "AcmeTheme.resolver.json")
        #expect(TokenReader.guess([file]) == .designTokens)
        let set = try TokenReader.read([file])
        let listed = [ThemeMode.light, .lightHighContrast, .dark, .darkHighContrast].map(Self.resolved)
        expectSame(
            roles(set, name: { name($0, "-") }), modes: ThemeMode.allCases.map(Self.resolved), listed: listed,
            name: { name($0, "-") }, theme: theme)
        // Beside the roles, only the colors each appearance holds for each contrast.
        let roleNames = Set(ThemeRole.allCases.map { name($0, "-") })
        let held = ["standard", "high"].flatMap { group in roleNames.map { group + "." + $0 } }
        #expect(Set(set.names).isSubset(of: roleNames.union(held)))
        let promises = try TokenReader.promises([file])
        var expected = theme.tokenPairs
        let names = Dictionary(
            uniqueKeysWithValues: ThemeMode.allCases.map { ($0.tokenName, Self.resolved($0)) })
        for index in expected.indices {
            expected[index].modes = expected[index].modes.compactMap { names[$0] }
        }
        #expect(promises.pairs == expected)
        #expect(promises.background == "background")
        #expect(theme.checks.count == 124 && promises.pairs.count < theme.checks.count)
    }

    @Test("CSS: light-dark() on :root and under prefers-contrast: more; a P3 block is no mode of its own")
    func css() throws {
        let wide = Theme(brand: try ColorParser().parse("color(display-p3 0 0.33 0.85)"))
        for (subject, tolerance) in [(theme, 0.0), (wide, 0.001)] {
            let file = TokenFile(
                path: ThemeExporter.fileName(name: "Acme", as: .css),
                bytes: ThemeExporter.export(subject, name: "Acme", as: .css))
            #expect(TokenReader.guess([file]) == .css)
            let set = try TokenReader.read([file])
            expectSame(
                set, modes: kebabModes,
                listed: ["light", "light-high-contrast", "dark", "dark-high-contrast"],
                name: { "--" + name($0, "-") }, theme: subject, tolerance: tolerance)
        }
        #expect(wide.wideColor(.tint, in: .light) != nil)
    }

    @Test("Tailwind: @theme, then the dark and contrast-more variants; a P3 block is no mode of its own")
    func tailwind() throws {
        let wide = Theme(brand: try ColorParser().parse("color(display-p3 0 0.33 0.85)"))
        for (subject, tolerance) in [(theme, 0.0), (wide, 0.001)] {
            let file = TokenFile(
                path: ThemeExporter.fileName(name: "Acme", as: .tailwind),
                bytes: ThemeExporter.export(subject, name: "Acme", as: .tailwind))
            #expect(TokenReader.guess([file]) == .tailwind)
            let set = try TokenReader.read([file])
            expectSame(
                set, modes: kebabModes, name: { "--color-" + name($0, "-") }, theme: subject,
                tolerance: tolerance)
        }
    }

    @Test("Android: values and values-night, high contrast beside each")
    func android() throws {
        let bytes = ThemeExporter.export(theme, name: "Acme", as: .android)
        let set = try TokenReader.read([TokenFile(path: "AcmeTheme.zip", bytes: bytes)])
        expectSame(
            set, modes: kebabModes, listed: ["light", "light-high-contrast", "dark", "dark-high-contrast"],
            name: { name($0, "_") }, theme: theme)
    }

    @Test("Asset catalog: a zip of color sets with four appearances")
    func assetCatalog() throws {
        let bytes = ThemeExporter.export(theme, name: "Acme", as: .assetCatalog)
        let set = try TokenReader.read([TokenFile(path: "AcmeTheme.xcassets.zip", bytes: bytes)])
        expectSame(set, modes: kebabModes, name: { "AcmeTheme/" + name($0, nil) }, theme: theme)
    }

    @Test("Colr's theme JSON, and its pairs as promises")
    func json() throws {
        let bytes = ThemeExporter.export(theme, name: "Acme", as: .json)
        let file = TokenFile(path: "acme.json", bytes: bytes)
        #expect(TokenReader.guess([file]) == .colrTheme)
        let set = try TokenReader.read([file])
        expectSame(set, modes: ThemeMode.allCases.map(\.rawValue), name: \.rawValue, theme: theme)
        let promises = try TokenReader.promises([file])
        #expect(!promises.pairs.isEmpty)
        let checks = Set(theme.checks.map { "\($0.pair.text.rawValue)/\($0.pair.on.rawValue)" })
        #expect(Set(promises.pairs.map { "\($0.text)/\($0.on)" }) == checks)
    }

    @Test("A wide-gamut brand comes back in Display P3 from the tokens and the catalog")
    func wideGamut() throws {
        let wide = Theme(brand: try ColorParser().parse("color(display-p3 0 0.33 0.85)"))
        let tokens = try TokenReader.read([
            TokenFile(
                path: "a.resolver.json", bytes: ThemeExporter.export(wide, name: "Acme", as: .designTokens))
        ])
        expectSame(
            roles(tokens, name: { name($0, "-") }), modes: ThemeMode.allCases.map(Self.resolved),
            listed: [ThemeMode.light, .lightHighContrast, .dark, .darkHighContrast].map(Self.resolved),
            name: { name($0, "-") }, theme: wide, tolerance: 0.001)
        let catalog = try TokenReader.read([
            TokenFile(
                path: "a.xcassets.zip", bytes: ThemeExporter.export(wide, name: "Acme", as: .assetCatalog))
        ])
        expectSame(
            catalog, modes: kebabModes, name: { "AcmeTheme/" + name($0, nil) }, theme: wide, tolerance: 0.001)
        #expect(tokens.value("tint", in: Self.resolved(.light))?.color.space == .displayP3)
    }
}
