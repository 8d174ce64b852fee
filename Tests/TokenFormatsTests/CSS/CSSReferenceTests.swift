import ColorKit
import TestSupport
import Testing

@testable import TokenFormats

@Suite("CSS custom properties: var(), light-dark(), and what goes wrong with them")
struct CSSReferenceTests {
    @Test("A var() chain resolves to its end; the origin stays the token's own declaration")
    func chain() throws {
        let set = try readSheet(":root {\n  --a: var(--b);\n  --b: var(--c);\n  --c: #123456;\n}")
        let value = try #require(set.value("--a", in: "light"))
        #expect(value.rgbColor.rgb8.hexString(uppercase: false) == "#123456")
        #expect(value.via == ["--b", "--c"])
        #expect(value.origin?.line == 2)
        #expect(set.value("--c", in: "light")?.via == [])
    }

    @Test(
        "A value that is one var() alone is found without the full reading, and only such a value",
        arguments: [
            ("var(--b)", "--b"), ("VAR( --b )", "--b"), ("var(\t--é-1_x\n)", "--é-1_x"),
            ("var(--b, red)", nil),
            ("var(--b /* c */)", nil), ("var(-b)", nil), ("var(--b)x", nil), ("var(--)", nil), ("var(", nil),
            ("v", nil), ("var(--b) ", nil), ("vaR(--a\\b)", nil), ("bar(--b)", nil), ("var (--b)", nil),
        ] as [(String, String?)])
    func soleReference(value: String, name: String?) {
        let bytes = Array(value.utf8)
        let found = CSSValueResolver.soleReference(bytes, 0..<bytes.count)
        #expect(found.map { String(decoding: bytes[$0], as: UTF8.self) } == name)
    }

    @Test("Every spelling of one var() resolves alike, with or without the quick reading")
    func soleReferenceResolves() throws {
        let set = try readSheet(
            ":root {\n  --a: var(--b);\n  --c: VAR( --b );\n  --d: var(--b /* x */);\n  --e: var(--b,);\n"
                + "  --b: var(--f);\n  --f: #123456;\n}")
        for name in ["--a", "--c", "--d", "--e"] {
            let value = try #require(set.value(name, in: "light"), "\(name)")
            #expect(value.rgbColor.rgb8.hexString(uppercase: false) == "#123456", "\(name)")
            #expect(value.via == ["--b", "--f"], "\(name)")
        }
    }

    @Test("A reference to a value too long to be a color has none, however it is spelled")
    func soleReferenceTooLong() throws {
        let long = "#" + String(repeating: "a", count: 3000)
        let set = try readSheet(
            ":root {\n  --x: \(long);\n  --a: var(--x);\n  --c: VAR( --x );\n  --d: var(--x,);\n  --ok: #000;\n}"
        )
        for name in ["--x", "--a", "--c", "--d"] { #expect(set.value(name, in: "light") == nil, "\(name)") }
        #expect(set.hex("--ok", "light") == "#000000")
    }

    @Test("References resolve in each mode with that mode's values")
    func perMode() throws {
        let set = try readSheet(":root { --text: var(--gray-9); --gray-9: #111; }\n.dark { --gray-9: #eee; }")
        #expect(set.hex("--text", "light") == "#111111")
        #expect(set.hex("--text", "dark") == "#eeeeee")
        #expect(set.value("--text", in: "dark")?.origin?.line == 1)
    }

    @Test("Fallbacks: used when the name is undefined, themselves resolved")
    func fallbacks() throws {
        let set = try readSheet(
            ":root { --b: #00f; --a: var(--missing, #f00); --c: var(--missing, var(--b)); --d: var(--b, #0f0); }"
        )
        #expect(set.hex("--a", "light") == "#ff0000")
        #expect(set.hex("--c", "light") == "#0000ff")
        #expect(set.value("--c", in: "light")?.via == ["--b"])
        #expect(set.hex("--d", "light") == "#0000ff")
    }

    @Test("References inside functions: channels, color-mix(), alpha")
    func inFunctions() throws {
        let set = try readSheet(
            """
            :root {
              --blue-rgb: 0 0 255; --alpha: 0.5;
              --a: rgb(var(--blue-rgb) / var(--alpha));
              --b: color-mix(in srgb, var(--c) 50%, white); --c: #000;
            }
            """)
        #expect(set.hex("--a", "light") == "#0000ff80")
        #expect(set.value("--a", in: "light")?.via == ["--blue-rgb", "--alpha"])
        #expect(set.hex("--b", "light") == "#808080")
    }

    @Test("A cycle is an error naming its tokens in order")
    func cycle() {
        #expect(throws: TokenFormatError.cycle(file: "theme.css", line: 2, tokens: ["--a", "--b", "--a"])) {
            try readSheet(":root {\n  --a: var(--b);\n  --b: var(--a);\n}")
        }
    }

    @Test("An undefined reference without fallback is an error naming the token and the reference")
    func unknown() throws {
        let error = #expect(throws: TokenFormatError.self) {
            try readSheet(":root {\n  --ok: #fff;\n  --accent: var(--brand);\n}")
        }
        #expect(
            error == .unknownReference(file: "theme.css", line: 3, token: "--accent", reference: "--brand"))
        #expect(error?.description.contains("theme.css:3") == true)
        #expect(error?.description.contains("--accent") == true)
    }

    @Test("An undefined reference in a font or a size is not the theme's problem")
    func unknownNonColor() throws {
        let set = try readSheet(
            ":root { --font-sans: var(--font-geist-sans); --radius: var(--r); --bg: #fff; }")
        #expect(set.names == ["--bg"])
    }

    @Test(
        "A chain that ends in a broken color is an error naming the token; the broken literal alone is skipped"
    )
    func brokenEnd() throws {
        let error = #expect(throws: TokenFormatError.self) {
            try readSheet(":root {\n  --b: #12345z;\n  --a: var(--b);\n}")
        }
        #expect(error == .notAColor(file: "theme.css", line: 3, token: "--a", value: "#12345z"))
        let alone = try readSheet(":root { --b: #12345z; --c: #fff; }")
        #expect(alone.names == ["--c"])
    }

    @Test("light-dark() gives its first side to light modes and its second to dark ones, each its own origin")
    func lightDark() throws {
        let text = ":root { color-scheme: light dark; --bg: light-dark(#fafafa, #0a0a0a); }"
        let file = TokenFile(path: "theme.css", text: text)
        let set = try TokenReader.read([file])
        #expect(set.modes == ["light", "dark"])
        #expect(set.hex("--bg", "light") == "#fafafa")
        #expect(set.hex("--bg", "dark") == "#0a0a0a")
        #expect(set.value("--bg", in: "light")?.originText(in: file) == "#fafafa")
        #expect(set.value("--bg", in: "dark")?.originText(in: file) == "#0a0a0a")
        let named = try readSheet(
            ":root { --fg: light-dark(var(--ink), white); --ink: #222; }\n[data-theme=dark_dimmed] { --ink: #333; }"
        )
        #expect(named.hex("--fg", "dark_dimmed") == "#ffffff")
        #expect(named.hex("--fg", "light") == "#222222")
    }

    @Test(
        "Every notation is read, translucent ones included",
        arguments: [
            ("#abc", "#aabbcc"), ("#abcd", "#aabbccdd"), ("#AABBCC", "#aabbcc"), ("#aabbcc80", "#aabbcc80"),
            ("rgb(255 0 0 / 50%)", "#ff000080"), ("rgba(0, 0, 255, .25)", "#0000ff40"),
            ("hsl(120 100% 25%)", "#008000"), ("hsla(0, 100%, 50%, 0.5)", "#ff000080"),
            ("hwb(0 0% 0%)", "#ff0000"), ("lab(50% 0 0)", "#777777"), ("lch(50 0 0)", "#777777"),
            ("oklab(1 0 0)", "#ffffff"), ("oklch(0 0 0 / 0.5)", "#00000080"),
            ("color(display-p3 0 0 0)", "#000000"), ("color(srgb 1 1 1 / 0.1)", "#ffffff1a"),
            ("color-mix(in srgb, #000 50%, #fff)", "#808080"), ("transparent", "#00000000"),
            ("rebeccapurple", "#663399"), ("RED", "#ff0000"),
        ])
    func notations(text: String, hex: String) throws {
        let set = try readSheet(":root { --c: \(text); }")
        #expect(set.hex("--c", "light") == hex)
    }

    @Test("Origins carry the exact line, byte column and byte range of the value text")
    func origins() throws {
        let text = """
            /* é: two bytes */ :root {
              --a:   #abcdef   ;
              --b: /* lead */ rgb(1 2 3) /* trail */ !important;
              --c:oklch(0.5 0.1 200)}
            .dark { --d: var(--a) ! IMPORTANT }
            """
        let file = TokenFile(path: "t.css", text: text)
        let set = try TokenReader.read([file])
        let a = try #require(set.value("--a", in: "light")?.origin)
        #expect((a.line, a.column) == (2, 10))
        #expect(set.value("--a", in: "light")?.originText(in: file) == "#abcdef")
        let b = try #require(set.value("--b", in: "light")?.origin)
        #expect((b.line, b.column) == (3, 19))
        #expect(set.value("--b", in: "light")?.originText(in: file) == "rgb(1 2 3)")
        #expect(set.value("--c", in: "light")?.originText(in: file) == "oklch(0.5 0.1 200)")
        let d = try #require(set.value("--d", in: "dark"))
        #expect(d.originText(in: file) == "var(--a)")
        #expect(d.origin?.line == 5)
        #expect(d.origin?.column == 14)
        let first = try #require(text.utf8.firstIndex(of: UInt8(ascii: "#")))
        #expect(a.range.lowerBound == text.utf8.distance(from: text.utf8.startIndex, to: first))
    }

    @Test("Errors name the file, line and token")
    func errorMessages() {
        let error = #expect(throws: TokenFormatError.self) {
            try TokenReader.read([TokenFile(path: "themes/acme.css", text: "\n\n:root { --x: var(--x); }")])
        }
        #expect(
            error?.description
                == "themes/acme.css:3: these tokens refer to each other in a circle: --x → --x.")
    }
}
