import ColorKit
import TestSupport
import Testing

@testable import TokenFormats

@Suite("Tailwind v4: @theme and its dark variants")
struct TailwindTokenReaderTests {
    @Test("@theme's --color-* variables are the tokens, named as written; other variables are not")
    func theme() throws {
        let set = try readSheet(
            """
            @import "tailwindcss";
            @theme {
              --font-sans: "Inter", sans-serif;
              --spacing: 0.25rem;
              --color-*: initial;
              --color-primary: oklch(0.62 0.19 260);
              --color-primary-fg: #fff;
            }
            """, path: "app.css", as: .tailwind)
        #expect(set.modes == ["light"])
        #expect(set.names == ["--color-primary", "--color-primary-fg"])
        #expect(set.value("--color-primary", in: "light")?.color.space == .oklch)
    }

    @Test("@theme inline over :root and .dark variables (the shadcn/ui layout)")
    func inlineTheme() throws {
        let set = try readSheet(
            """
            @custom-variant dark (&:is(.dark *));
            :root { --background: oklch(1 0 0); --foreground: oklch(0.145 0 0); }
            .dark { --background: oklch(0.145 0 0); --foreground: oklch(0.985 0 0); }
            @theme inline {
              --color-background: var(--background);
              --color-foreground: var(--foreground);
              --font-sans: var(--font-geist-sans);
            }
            """, as: .tailwind)
        #expect(set.modes == ["light", "dark"])
        #expect(set.names == ["--color-background", "--color-foreground"])
        #expect(set.hex("--color-background", "light") == "#ffffff")
        #expect(set.hex("--color-background", "dark") == set.hex("--color-foreground", "light"))
        #expect(set.value("--color-background", in: "dark")?.via == ["--background"])
    }

    @Test(
        "Each way Tailwind v4 projects write dark mode gives the dark mode",
        arguments: [
            "@variant dark { :root { --color-surface: #111; } }",
            "@layer base { :root { @variant dark { --color-surface: #111; } } }",
            ".dark { --color-surface: #111; }",
            "[data-theme=dark] { --color-surface: #111; }",
            "@media (prefers-color-scheme: dark) { :root { --color-surface: #111; } }",
        ])
    func darkVariants(dark: String) throws {
        let set = try readSheet(
            "@theme { --color-surface: #fff; --color-ink: #000; }\n" + dark, as: .tailwind)
        #expect(set.modes == ["light", "dark"])
        #expect(set.hex("--color-surface", "dark") == "#111111")
        #expect(set.hex("--color-ink", "dark") == "#000000")
    }

    @Test("An undefined reference in a --color-* variable is an error; in another variable it is nothing")
    func unknown() {
        #expect(
            throws: TokenFormatError.unknownReference(
                file: "theme.css", line: 1, token: "--color-brand", reference: "--brand")
        ) {
            try readSheet("@theme { --color-brand: var(--brand); --color-ok: #fff; }", as: .tailwind)
        }
    }

    @Test("The same file read as plain CSS keeps every color custom property")
    func asCSS() throws {
        let set = try readSheet("@theme { --color-a: #fff; }\n:root { --brand: #f00; }", as: .css)
        #expect(set.names == ["--color-a", "--brand"])
    }
}
