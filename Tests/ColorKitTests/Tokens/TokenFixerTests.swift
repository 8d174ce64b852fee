import ColorKit
import TestSupport
import Testing

@Suite("Fixing a token set's failing pairs", .offPool)
struct TokenFixerTests {
    @Test(
        "A failing text moves the least lightness that passes, keeping its hue, and the report passes after")
    func smallestFix() throws {
        let tokens = Tokens.set(["light": ["--bg": "#ffffff", "--link": "#4a90e2"]])
        let checker = TokenChecker(
            tokens: tokens, promises: TokenPromises(pairs: [TokenPair(text: "--link", on: "--bg")]))
        let (fixes, after) = TokenFixer(checker: checker).fixes()
        let fix = try #require(fixes.first)
        let to = try #require(fix.to)
        #expect(fix.token == "--link" && fix.modes == ["light"])
        #expect(Contrast.ratio(to, RGBColor(white: 1)) >= 4.5)
        #expect(after.failures.isEmpty)
        // Smallest: one 8-bit step lighter along the same line would fail again.
        let origin = OKLCH(try RGBColor(parsing: "#4a90e2"))
        #expect(abs(OKLCH(to).hue - origin.hue) < 1.5)
        let lighter = OKLCH(lightness: OKLCH(to).lightness + 0.004, chroma: origin.chroma, hue: origin.hue)
        #expect(Contrast.ratio(GamutMapping.toSRGB(lighter), RGBColor(white: 1)) < 4.5)
        #expect(fix.distance > 0 && fix.distance < 0.1)
    }

    @Test("A fix keeps every pair the token is in, in every mode sharing its declaration")
    func everyPair() throws {
        // --accent is text on --bg and the background of --on-accent: it may not get so dark
        // that white text on it... rather so light that white on it fails.
        let tokens = Tokens.set([
            "light": ["--bg": "#ffffff", "--accent": "#3a9bdc", "--on-accent": "#ffffff"]
        ])
        let promises = TokenPromises(pairs: [
            TokenPair(text: "--accent", on: "--bg"), TokenPair(text: "--on-accent", on: "--accent"),
        ])
        let (fixes, after) = TokenFixer(checker: TokenChecker(tokens: tokens, promises: promises)).fixes()
        #expect(fixes.count == 1)
        let fix = try #require(fixes.first)
        #expect(fix.checks.count == 2 && fix.checks.allSatisfy(\.passes))
        #expect(after.holds)
    }

    @Test("When two backgrounds leave no lightness, the fix says which promises cannot both hold")
    func impossible() throws {
        let tokens = Tokens.set(["light": ["--white": "#ffffff", "--black": "#000000", "--fg": "#808080"]])
        let promises = TokenPromises(pairs: [
            TokenPair(text: "--fg", on: "--white", minimum: 7),
            TokenPair(text: "--fg", on: "--black", minimum: 7),
        ])
        let (fixes, after) = TokenFixer(checker: TokenChecker(tokens: tokens, promises: promises)).fixes()
        let fix = try #require(fixes.first)
        #expect(fix.to == nil)
        let reason = try #require(fix.impossible)
        #expect(reason.contains("7:1 on --white in light") && reason.contains("7:1 on --black in light"))
        #expect(reason.contains("no lightness keeps both"))
        #expect(!after.holds)
    }

    @Test("A value inherited by several modes is fixed once, for all of them")
    func sharedDeclaration() throws {
        let origin = TokenOrigin(file: "theme.css", line: 2, column: 8, range: 10..<17)
        let grey = TokenValue(color: CSSColor(try RGBColor(parsing: "#8a8a8a")), origin: origin)
        let tokens = TokenSet(
            modes: ["light", "dim"],
            tokens: [
                .init(
                    name: "--bg",
                    values: [
                        "light": TokenValue(color: CSSColor(RGBColor(white: 1))),
                        "dim": TokenValue(color: CSSColor(RGBColor(white: 0.93))),
                    ]),
                .init(name: "--fg", values: ["light": grey, "dim": grey]),
            ])
        let (fixes, after) = TokenFixer(
            checker: TokenChecker(
                tokens: tokens, promises: TokenPromises(pairs: [TokenPair(text: "--fg", on: "--bg")]))
        ).fixes()
        #expect(fixes.count == 1)
        #expect(fixes.first?.modes == ["light", "dim"])
        #expect(fixes.first?.origin == origin)
        #expect(after.holds)
    }

    @Test("Pairs that may not move are reported and left alone; the background moves when asked")
    func movable() throws {
        let tokens = Tokens.set(["light": ["--bg": "#e0e0e0", "--fg": "#777777"]])
        let fixed = TokenFixer(
            checker: TokenChecker(
                tokens: tokens,
                promises: TokenPromises(pairs: [TokenPair(text: "--fg", on: "--bg", fix: .none)]))
        ).fixes()
        #expect(fixed.fixes.isEmpty && !fixed.after.holds)
        let background = TokenFixer(
            checker: TokenChecker(
                tokens: tokens,
                promises: TokenPromises(pairs: [TokenPair(text: "--fg", on: "--bg", fix: .on)]))
        ).fixes()
        #expect(background.fixes.first?.token == "--bg")
        #expect(background.after.holds)
    }
}
