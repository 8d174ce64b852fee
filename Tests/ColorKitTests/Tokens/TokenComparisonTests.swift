import ColorKit
import Testing

@Suite("Comparing a theme with its older version")
struct TokenComparisonTests {
    static let promises = TokenPromises(pairs: [
        TokenPair(text: "--fg", on: "--bg"), TokenPair(text: "--muted", on: "--bg"),
        TokenPair(text: "--link", on: "--bg"),
    ])

    static func compare(_ base: TokenSet, _ now: TokenSet) -> TokenComparison {
        TokenComparison(
            base: base, baseReport: TokenChecker(tokens: base, promises: promises).report(),
            current: now, report: TokenChecker(tokens: now, promises: promises).report())
    }

    @Test("Only pairs that changed are reported; a failure that was already there does not regress")
    func adoptable() {
        let base = Tokens.set([
            "light": ["--bg": "#fff", "--fg": "#222", "--muted": "#999", "--link": "#0969da"]
        ])
        let now = Tokens.set([
            "light": [
                "--bg": "#fff", "--fg": "#333", "--muted": "#999", "--link": "#0969da", "--new": "#f00",
            ]
        ])
        let comparison = Self.compare(base, now)
        #expect(comparison.worse.map(\.after.pair.text) == ["--fg"])
        #expect(comparison.newlyFailing.isEmpty && comparison.better.isEmpty)
        #expect(!comparison.regressed)  // --muted fails in both; --fg got worse but passes
        #expect(comparison.added == ["--new"] && comparison.removed.isEmpty)
        #expect(comparison.moved.map(\.token) == ["--fg"])
    }

    @Test("A pair that newly fails, or a failing pair that gets worse, regresses")
    func regressions() {
        let base = Tokens.set([
            "light": ["--bg": "#fff", "--fg": "#222", "--muted": "#999", "--link": "#0969da"]
        ])
        let newly = Tokens.set([
            "light": ["--bg": "#fff", "--fg": "#222", "--muted": "#999", "--link": "#4a9fff"]
        ])
        #expect(Self.compare(base, newly).newlyFailing.map(\.pair.text) == ["--link"])
        #expect(Self.compare(base, newly).regressed)
        let worse = Tokens.set([
            "light": ["--bg": "#fff", "--fg": "#222", "--muted": "#aaa", "--link": "#0969da"]
        ])
        let comparison = Self.compare(base, worse)
        #expect(comparison.newlyFailing.isEmpty && comparison.worse.map(\.after.pair.text) == ["--muted"])
        #expect(comparison.regressed)
        let removed = Tokens.set(["light": ["--bg": "#fff", "--fg": "#222", "--muted": "#999"]])
        #expect(Self.compare(base, removed).removed == ["--link"])
    }
}
