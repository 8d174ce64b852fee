import ColorKit
import ColrModels
import PaletteFormats
import Testing

@testable import TokenFormats

/// Every Colr theme export in a format `colr check` reads comes back as the same token set:
/// the same modes, names and colors (at 8 bits).
@Suite("Colr's theme exports read back")
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

    @Test("Design tokens: one group per mode")
    func designTokens() throws {
        let bytes = ThemeExporter.export(theme, name: "Acme", as: .designTokens)
        let set = try TokenReader.read([TokenFile(path: "AcmeTheme.tokens.json", bytes: bytes)])
        expectSame(set, modes: kebabModes, name: { name($0, "-") }, theme: theme)
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
                path: "a.tokens.json", bytes: ThemeExporter.export(wide, name: "Acme", as: .designTokens))
        ])
        expectSame(tokens, modes: kebabModes, name: { name($0, "-") }, theme: wide, tolerance: 0.001)
        let catalog = try TokenReader.read([
            TokenFile(
                path: "a.xcassets.zip", bytes: ThemeExporter.export(wide, name: "Acme", as: .assetCatalog))
        ])
        expectSame(
            catalog, modes: kebabModes, name: { "AcmeTheme/" + name($0, nil) }, theme: wide, tolerance: 0.001)
        #expect(tokens.value("tint", in: "light")?.color.space == .displayP3)
    }
}
