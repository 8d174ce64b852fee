import Testing

@testable import TokenFormats

/// Which mode a selector list names, one form of theme selector at a time.
@Suite("CSS selectors: the mode each names")
struct CSSSelectorModeTests {
    @Test(
        "Theme selectors name their mode, the last name in a compound winning",
        arguments: [
            ("[data-color-mode=\"dark\"][data-dark-theme=\"dark_dimmed\"]", "dark_dimmed"),
            ("[data-theme=dark_dimmed]", "dark_dimmed"),
            ("[data-theme = 'Dark HC' ]", "Dark HC"),
            (".dark", "dark"),
            (".theme-dark", "dark"),
            (".dark-mode", "dark"),
            (".Night_Theme", "night"),
            ("[class~=\"theme-dark\"]", "dark"),
            (":is(.dark, .dim)", "dark"),
            (":where([data-theme='hc'])", "hc"),
            (":root.dark", "dark"),
            ("html[data-theme=\"dim\"] ::backdrop", "dim"),
            // Primer's first rule: four selectors on four lines, one of them a pseudo-element.
            (
                "[data-color-mode=\"light\"][data-light-theme=\"light\"],\n"
                    + "[data-color-mode=\"light\"][data-light-theme=\"light\"] ::backdrop,\n"
                    + "[data-color-mode=\"auto\"][data-light-theme=\"light\"],\n"
                    + "[data-color-mode=\"auto\"][data-light-theme=\"light\"] ::backdrop", "light"
            ),
            // A sheet saved with Windows line ends: CR LF between parts of one selector is
            // whitespace, as any other line break.
            ("html\r\n.dark", "dark"),
            (".dark\r\n[data-theme=dark_dimmed]", "dark_dimmed"),
        ])
    func named(_ selector: String, _ mode: String) {
        #expect(CSSSelectorMode.classify(selector) == .named(mode))
    }

    @Test(
        "The root, and attributes that switch themes without naming one, are the base mode",
        arguments: [
            ":root", "html", "HTML", "body", ":host", ":host(.x)", ":root:not(.light)", "[data-color-mode]",
            "[data-mode=auto]", "[data-theme=\"\"]", ":root, .card", "html\r\n&",
        ])
    func base(_ selector: String) {
        #expect(CSSSelectorMode.classify(selector) == .base)
    }

    @Test(
        "A component's selector, or one about something else, is no theme's",
        arguments: [
            ".card", "button:hover", "#main", "[lang=en]", ":root .card", ".dark .card", ":has(.x) p", "a::",
            "(", "]", "\\", "é", ":is(.card)", "html > body > main",
        ])
    func other(_ selector: String) {
        #expect(CSSSelectorMode.classify(selector) == .other)
    }

    @Test("`&` alone, or with a pseudo-element, is the enclosing rule's mode")
    func nested() {
        #expect(CSSSelectorMode.classify("&") == .nestedSelf)
        #expect(CSSSelectorMode.classify("&::before") == .nestedSelf)
        #expect(CSSSelectorMode.classify("& .card") == .other)
    }

    @Test("Hostile lists stop: too long, or nested past eight levels")
    func bounded() {
        #expect(CSSSelectorMode.classify(String(repeating: ".dark ", count: 1_000)) == .other)
        let deep = String(repeating: ":is(", count: 20) + ".dark" + String(repeating: ")", count: 20)
        #expect(CSSSelectorMode.classify(deep) == .other)
        #expect(
            CSSSelectorMode.classify(":is(" + String(repeating: ":is(", count: 2) + ".dark)))")
                == .named("dark"))
    }
}
