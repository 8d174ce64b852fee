import ColorKit
import Foundation
import TestSupport
import Testing
import ViewKit
import ViewKitThemes

/// ViewKitThemes: a ColorKit theme given to ViewKit's semantic colors in one call, checked on the
/// stylesheet ViewKit serves, as the page will read it.
@Suite("A theme as ViewKit's semantic colors", .offPool)
struct ColorThemeBridgeTests {
    /// Brands that move (yellow, cyan, near-white), greys, near-black, pure primaries, Colr's
    /// blue, and random ones.
    static let brands: [RGBColor] = {
        var generator = SeededGenerator(seed: 23)
        let hard: [UInt32] = [
            0x0066cc, 0xffff00, 0x00ffff, 0xfefefe, 0x010101, 0x808080, 0xbbbbbb, 0xff0000, 0x00ff00,
            0x0000ff, 0xffcc00, 0xe60023, 0x1db954, 0x7fff00, 0xff69b4,
        ]
        let random = (0..<25).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &generator) }
        return (hard + random).map { RGBColor(RGB8(rgb: $0)) }
    }()

    /// The four appearances' blocks of `theme.stylesheet`, parsed back: each `--vk-<role>`'s
    /// value as a color, by appearance and role.
    static func rendered(_ theme: ColorTheme) throws -> [ColorTheme.Appearance: [SemanticColor: RGBColor]] {
        // Light on `:root`, then dark, light high-contrast and dark high-contrast under `@media`.
        let blocks = theme.stylesheet.components(separatedBy: "@media")
        try #require(blocks.count == 4)
        let order: [ColorTheme.Appearance] = [.light, .dark, .lightHighContrast, .darkHighContrast]
        let parser = ColorParser(catalogs: [])
        var result: [ColorTheme.Appearance: [SemanticColor: RGBColor]] = [:]
        for (appearance, block) in zip(order, blocks) {
            var colors: [SemanticColor: RGBColor] = [:]
            for line in block.split(separator: "\n") {
                let text = line.trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix("--vk-"), let colon = text.firstIndex(of: ":") else { continue }
                let name = String(text[text.index(text.startIndex, offsetBy: 5)..<colon])
                let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                let role = try #require(SemanticColor(rawValue: name), "\(name)")
                colors[role] = try parser.parseCSS(String(value.dropLast())).rgbColor
            }
            result[appearance] = colors
        }
        return result
    }

    /// `color` over `background` as a browser composites it (in gamma-encoded sRGB).
    static func composite(_ color: RGBColor, over background: RGBColor) -> RGBColor {
        let a = color.alpha
        return RGBColor(
            red: color.red * a + background.red * (1 - a),
            green: color.green * a + background.green * (1 - a),
            blue: color.blue * a + background.blue * (1 - a))
    }

    @Test func everyThemeRoleColorsASemanticColorAndModesAreAppearances() {
        #expect(Set(SemanticColor.allCases.map(\.themeRole)) == Set(ThemeRole.allCases))
        #expect(ThemeMode.allCases.map(\.appearance) == ColorTheme.Appearance.allCases)
        #expect(ColorTheme.Appearance.allCases.allSatisfy { $0.mode.appearance == $0 })
        // The names that differ, pinned: ViewKit's CSS variables stay as they are.
        #expect(SemanticColor.text.themeRole == .label && SemanticColor.focus.themeRole == .focusRing)
        #expect(SemanticColor.secondaryTint.themeRole == .secondary)
        #expect(SemanticColor.background.themeRole == .secondaryBackground)
        #expect(SemanticColor.bar.themeRole == .background && SemanticColor.bar.themeOpacity == 0.94)
    }

    @Test(
        "Every semantic color in all four appearances is its role's color in that mode",
        arguments: ThemeTarget.allCases)
    func everySemanticColorInEveryAppearance(target: ThemeTarget) throws {
        for brand in Self.brands {
            let theme = Theme(brand: brand, target: target)
            let colors = ColorTheme(theme)
            #expect(Set(colors.colors.keys) == Set(SemanticColor.allCases))
            let rendered = try Self.rendered(colors)
            for appearance in ColorTheme.Appearance.allCases {
                let shown = try #require(rendered[appearance])
                #expect(Set(shown.keys) == Set(SemanticColor.allCases), "\(appearance)")
                for semantic in SemanticColor.allCases {
                    let color = try #require(shown[semantic])
                    let expected = theme.color(semantic.themeRole, in: appearance.mode)
                    #expect(color.withAlpha(1).rgb8 == expected.withAlpha(1).rgb8, "\(brand.hex) \(semantic) \(appearance)")
                    #expect(abs(color.alpha - semantic.themeOpacity) < 0.001, "\(semantic)")
                }
            }
        }
    }

    @Test(
        "Each text role on each background it sits on keeps the theme's minimum, as ViewKit renders it",
        arguments: ThemeTarget.allCases)
    func everyPromiseHoldsAsRendered(target: ThemeTarget) throws {
        var measured = 0
        for brand in Self.brands {
            let theme = Theme(brand: brand, target: target)
            let rendered = try Self.rendered(ColorTheme(theme))
            for mode in ThemeMode.allCases {
                let shown = try #require(rendered[mode.appearance])
                // What shows through a translucent color (the bar): every opaque background.
                let behind = SemanticColor.allCases.filter {
                    ThemeRole.backgrounds.contains($0.themeRole) && $0.themeOpacity == 1
                }.compactMap { shown[$0] }
                try #require(!behind.isEmpty)
                for pair in ThemePair.declared(in: mode, target: target) {
                    for text in SemanticColor.allCases where text.themeRole == pair.text {
                        for on in SemanticColor.allCases where on.themeRole == pair.on {
                            let foreground = try #require(shown[text])
                            try #require(foreground.alpha == 1, "\(text)")
                            let background = try #require(shown[on])
                            let grounds =
                                background.alpha < 1
                                ? behind.map { Self.composite(background, over: $0) } : [background]
                            for ground in grounds {
                                let value = target.measure(text: foreground, on: ground)
                                measured += 1
                                #expect(
                                    value >= pair.minimum,
                                    "\(brand.hex) \(target) \(mode): \(text) on \(on) \(value) < \(pair.minimum)"
                                )
                            }
                        }
                    }
                }
            }
        }
        // Every declared pair reached at least one pair of semantic colors.
        #expect(measured > Self.brands.count * ThemeMode.allCases.count * 31)
    }

    @Test func oneCallFromABrandAndAClosureForOverrides() throws {
        let blue = RGBColor(RGB8(rgb: 0x0066cc))
        let theme = Theme(brand: blue)
        #expect(ColorTheme(brand: blue) == ColorTheme(theme))
        #expect(ColorTheme(brand: blue, target: .apca) == ColorTheme(Theme(brand: blue, target: .apca)))
        #expect(try #require(ColorTheme(brand: blue).colors[.tint]).light.css == "rgb(0 102 204)")
        // The closure form: one role replaced, the rest the theme's.
        let red = RGBColor(RGB8(rgb: 0xd70015))
        let overridden = ColorTheme { role, mode in role == .tint ? red : theme.color(role, in: mode) }
        let plain = ColorTheme(theme)
        for semantic in SemanticColor.allCases {
            let colors = try #require(overridden.colors[semantic])
            if semantic.themeRole == .tint {
                #expect(
                    [colors.light, colors.dark, colors.lightHighContrast, colors.darkHighContrast].allSatisfy
                    {
                        $0.css == "rgb(215 0 21)"
                    })
            } else {
                #expect(colors == plain.colors[semantic], "\(semantic)")
            }
        }
    }

    @Test func aColorOutsideSRGBIsGamutMappedKeepingItsHue() throws {
        let p3 = try ColorParser().parse("color(display-p3 0 0.9 0.2)")
        #expect(!p3.isInGamut)
        let shown = ViewKit.Color(p3)
        let mapped = RGBColor(red: shown.red, green: shown.green, blue: shown.blue)
        #expect(mapped == GamutMapping.toSRGB(p3))
        // Chroma is reduced at constant hue; the last clip (within a JND) moves it a little.
        #expect(abs(OKLCH(mapped).hue - OKLCH(p3).hue) < 5)
    }
}
