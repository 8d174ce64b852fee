import ColorKit
import TestSupport
import Testing

@testable import TokenFormats

@Suite("CSS custom properties: modes from the blocks that hold them")
struct CSSTokenReaderTests {
    @Test("`:root` and `html` are the base mode, light unless their color-scheme is only dark")
    func baseMode() throws {
        let light = try readSheet(":root { --bg: #ffffff; }")
        #expect(light.modes == ["light"])
        #expect(light.hex("--bg", "light") == "#ffffff")
        let dark = try readSheet("html { color-scheme: dark; --bg: #000000; }")
        #expect(dark.modes == ["dark"])
        let both = try readSheet(":root { color-scheme: light dark; --bg: #fff; }")
        #expect(both.modes == ["light"])
    }

    @Test(
        "Attribute and class selectors name their mode",
        arguments: [
            (#"[data-color-mode="dark"]"#, "dark"),
            (#"[data-theme="dark_dimmed"]"#, "dark_dimmed"),
            ("[data-theme=dark]", "dark"),
            (#"[data-color-mode="dark"][data-dark-theme="dark_dimmed"]"#, "dark_dimmed"),
            (
                #"[data-color-mode="auto"][data-light-theme="light_tritanopia"] ::backdrop"#,
                "light_tritanopia"
            ),
            (".dark", "dark"),
            (".theme-dark", "dark"),
            (".dark-mode", "dark"),
            ("html.dark", "dark"),
            (":root.theme-dark-dimmed", "dark-dimmed"),
            (":root:not(.light), .dark", "dark"),
            (":where(.dark)", "dark"),
        ])
    func namedModes(selector: String, mode: String) throws {
        let set = try readSheet(":root { --bg: #fff; --fg: #111; }\n\(selector) { --bg: #000; }")
        #expect(set.modes == ["light", mode])
        #expect(set.hex("--bg", mode) == "#000000")
        #expect(set.hex("--fg", mode) == "#111111", "not redeclared: inherited from the base mode")
    }

    @Test("A token declared in some modes only has values in those, in the set's order")
    func tokensInSomeModes() throws {
        let set = try readSheet(
            """
            [data-theme="a"] { --only-a: #111; --gap: #222; --everywhere: #777; }
            [data-theme="b"] { --everywhere: #333; --only-b: #444; }
            [data-theme="c"] { --gap: #555; --everywhere: #666; }
            """)
        #expect(set.modes == ["a", "b", "c"])
        let gap = try #require(set["--gap"])
        #expect(gap.values.keys == ["a", "c"], "missing in the middle mode")
        #expect(gap.values["b"] == nil && set.hex("--gap", "c") == "#555555")
        #expect(try #require(set["--only-b"]).values.keys == ["b"])
        #expect(try #require(set["--only-a"]).values.keys == ["a"], "missing after the first")
        #expect(try #require(set["--everywhere"]).values.keys == ["a", "b", "c"])
    }

    @Test("Media queries on color scheme and contrast give modes, alone and combined")
    func mediaModes() throws {
        let set = try readSheet(
            """
            :root { --bg: #fff; --fg: #333; --link: #00e; }
            @media (prefers-color-scheme: dark) { :root { --bg: #000; --fg: #ccc; } }
            @media (prefers-contrast: more) { :root { --fg: #000; } }
            @media (prefers-color-scheme: dark) and (prefers-contrast: more) { [data-color-mode=auto] { --fg: #fff; } }
            """)
        #expect(set.modes == ["light", "dark", "light-high-contrast", "dark-high-contrast"])
        #expect(set.hex("--fg", "dark") == "#cccccc")
        #expect(set.hex("--fg", "light-high-contrast") == "#000000")
        #expect(set.hex("--fg", "dark-high-contrast") == "#ffffff")
        #expect(set.hex("--bg", "dark-high-contrast") == "#000000", "inherits dark before the base")
        #expect(set.hex("--link", "dark-high-contrast") == "#0000ee", "then the base")
    }

    @Test("A named mode inside a contrast query is that mode's high-contrast variant")
    func namedHighContrast() throws {
        let set = try readSheet(
            """
            :root { --fg: #333; --bg: #fff; }
            .dark { --fg: #ccc; --bg: #111; }
            @media (prefers-contrast: more) { .dark { --fg: #fff; } }
            """)
        #expect(set.modes == ["light", "dark", "dark-high-contrast"])
        #expect(set.hex("--fg", "dark-high-contrast") == "#ffffff")
        #expect(set.hex("--bg", "dark-high-contrast") == "#111111")
    }

    @Test("Inherited values keep the base declaration's origin")
    func inheritedOrigin() throws {
        let set = try readSheet(":root {\n  --fg: #333;\n}\n.dark { --bg: #000; }\n")
        let light = try #require(set.value("--fg", in: "light"))
        let dark = try #require(set.value("--fg", in: "dark"))
        #expect(dark.origin == light.origin)
        #expect(dark.origin?.line == 2)
    }

    @Test("Blocks that hold no theme are skipped: components, print, keyframes, containers")
    func nonThemeBlocks() throws {
        let set = try readSheet(
            """
            :root { --bg: #fff; }
            .card { --bg: #f00; --card-bg: #0f0; }
            button:hover { --bg: #00f; }
            @media print { :root { --bg: #000; } }
            @media (min-width: 600px) { :root { --bg: #111; } }
            @keyframes pulse { from { --bg: #222; } }
            @container (min-width: 1px) { :root { --bg: #333; } }
            """)
        #expect(set.modes == ["light"])
        #expect(set.names == ["--bg"])
        #expect(set.hex("--bg", "light") == "#ffffff")
    }

    @Test("@layer, @supports and nesting hold the same theme; the later declaration wins")
    func transparentBlocks() throws {
        let set = try readSheet(
            """
            @layer base {
              :root {
                --bg: #fff;
                --fg: #000;
                &.dark { --bg: #000; }
                @media (prefers-color-scheme: dark) { --fg: #eee; }
              }
            }
            @supports (color: oklch(0 0 0)) { :root { --fg: oklch(0.2 0 0); } }
            """)
        #expect(set.modes == ["light", "dark"])
        #expect(set.hex("--bg", "dark") == "#000000")
        #expect(set.hex("--fg", "dark") == "#eeeeee")
        #expect(set.value("--fg", in: "light")?.color.space == .oklch)
    }

    @Test(
        "A later declaration with the same text keeps the first origin; !important holds against later ones")
    func cascade() throws {
        let set = try readSheet(
            """
            :root { --a: #111; --b: #222 !important; }
            :root { --a: #111; --b: #333; }
            """)
        #expect(set.value("--a", in: "light")?.origin?.line == 1)
        #expect(set.hex("--b", "light") == "#222222")
        let changed = try readSheet(":root { --a: #111; }\n:root { --a: #444; }")
        #expect(changed.value("--a", in: "light")?.origin?.line == 2)
        #expect(changed.hex("--a", "light") == "#444444")
    }

    @Test("Several files: each one's blocks are modes of one set")
    func severalFiles() throws {
        let set = try TokenReader.read([
            TokenFile(path: "base.css", text: ":root { --bg: #fff; --fg: #000; }"),
            TokenFile(path: "dark.css", text: "[data-theme=\"dark\"] { --bg: #000; }"),
        ])
        #expect(set.modes == ["light", "dark"])
        #expect(set.value("--bg", in: "dark")?.origin?.file == "dark.css")
        #expect(set.value("--fg", in: "dark")?.origin?.file == "base.css")
    }

    @Test("light-dark() under prefers-contrast: more gives a dark high-contrast mode too")
    func lightDarkHighContrast() throws {
        let set = try readSheet(
            """
            :root { color-scheme: light dark; --fg: light-dark(#111111, #eeeeee); --bg: light-dark(#ffffff, #000000); }
            @media (prefers-contrast: more) { :root { --fg: light-dark(#000000, #ffffff); } }
            """)
        #expect(set.modes == ["light", "light-high-contrast", "dark", "dark-high-contrast"])
        #expect(set.hex("--fg", "dark-high-contrast") == "#ffffff")
        #expect(set.hex("--bg", "dark-high-contrast") == "#000000", "the base's, on its dark side")
        #expect(set.hex("--fg", "light-high-contrast") == "#000000")
        let dark = try #require(set.value("--fg", in: "dark-high-contrast")?.origin)
        #expect(dark.line == 2, "a fix of dark high contrast rewrites the high-contrast block's dark side")
    }

    @Test("A color-gamut block is no mode: its later declarations win, as on a P3 screen")
    func colorGamut() throws {
        let set = try readSheet(
            """
            :root { color-scheme: light dark; --tint: light-dark(#0055d4, #66aaff); --fg: #111; }
            @media (color-gamut: p3) { :root { --tint: light-dark(color(display-p3 0 0.33 0.85), #66aaff); } }
            """)
        #expect(set.modes == ["light", "dark"])
        #expect(set.value("--tint", in: "light")?.color.space == .displayP3)
        #expect(set.hex("--tint", "dark") == "#66aaff")
        #expect(set.value("--tint", in: "light")?.origin?.line == 2)
    }

    @Test("Custom properties that are not colors are skipped, and so is one odd literal")
    func nonColors() throws {
        let set = try readSheet(
            """
            :root {
              --space: 4px; --font: "Inter", sans-serif; --shadow: 0 1px 2px #0003;
              --ratio: 1.5; --empty: ; --weird: #ggg; --half: rgb(1 2);
              --fg: #123;
            }
            """)
        #expect(set.names == ["--fg"])
    }

    @Test("No color at all is an error naming the file")
    func noColors() {
        #expect(throws: TokenFormatError.noColors(file: "theme.css")) {
            try readSheet(":root { --space: 4px; }")
        }
    }

    @Test("Guessing: a .css file with @theme is Tailwind")
    func guess() {
        #expect(
            TokenReader.guess([TokenFile(path: "app.css", text: "@theme { --color-a: red; }")]) == .tailwind)
        #expect(TokenReader.guess([TokenFile(path: "app.css", text: ":root { --a: red; }")]) == .css)
    }
}
