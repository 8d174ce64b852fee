import ColorKit
import Testing

@Suite("Checking a token set's pairs")
struct TokenCheckerTests {
    static let theme = Tokens.set([
        "light": [
            "--bg": "#ffffff", "--fg": "#767676", "--fg-faint": "#949494", "--overlay": "rgb(0 0 0 / 50%)",
        ],
        "dark": [
            "--bg": "#000000", "--fg": "#8a8a8a", "--fg-faint": "#555555",
            "--overlay": "rgb(255 255 255 / 0.5)",
        ],
    ])

    @Test("Every pair is measured in every mode it applies to, with the WCAG ratio")
    func measures() throws {
        let promises = TokenPromises(pairs: [
            TokenPair(text: "--fg", on: "--bg"), TokenPair(text: "--fg-faint", on: "--bg", modes: ["dark"]),
        ])
        let report = TokenChecker(tokens: Self.theme, promises: promises).report()
        #expect(report.checks.map(\.mode) == ["light", "dark", "dark"])
        let light = try #require(report.checks.first)
        #expect(
            abs(light.value - Contrast.ratio(RGBColor(white: 1), try RGBColor(parsing: "#767676"))) < 1e-12)
        #expect(light.passes)  // #767676 on white is 4.54:1
        let faint = try #require(report.checks.last)
        #expect(faint.pair.text == "--fg-faint" && !faint.passes)
        #expect(report.failures == [faint])
        #expect(!report.holds)
    }

    @Test("APCA and non-text pairs use their own measure and default minimum")
    func measuresByKind() throws {
        let promises = TokenPromises(pairs: [
            TokenPair(text: "--fg", on: "--bg", measure: .apca),
            TokenPair(text: "--fg-faint", on: "--bg", measure: .nonText, modes: ["light"]),
        ])
        let report = TokenChecker(tokens: Self.theme, promises: promises).report(modes: ["light"])
        let apca = try #require(report.checks.first)
        #expect(apca.pair.minimum == 60)
        #expect(
            abs(
                apca.value
                    - abs(
                        APCA.contrast(text: try RGBColor(parsing: "#767676"), background: RGBColor(white: 1)))
            ) < 1e-9)
        let nonText = try #require(report.checks.last)
        #expect(nonText.pair.minimum == 3 && nonText.passes)  // #949494 on white: 3.03:1
    }

    @Test("A translucent background is composited on each canvas, or on the default background, and says so")
    func translucentBackgrounds() throws {
        let promises = TokenPromises(pairs: [
            TokenPair(text: "--fg", on: "--bg"),
            TokenPair(text: "--fg", on: "--overlay"),
            TokenPair(text: "--fg", on: "--overlay", canvas: ["--bg", "--fg-faint"]),
        ])
        let report = TokenChecker(tokens: Self.theme, promises: promises).report(modes: ["light"])
        #expect(report.defaultBackgrounds["light"] == "--bg")
        let onOverlay = report.checks.filter { $0.pair.on == "--overlay" }
        #expect(onOverlay.map(\.canvas) == ["--bg", "--bg", "--fg-faint"])
        #expect(onOverlay.map(\.canvasIsDefault) == [true, false, false])
        let first = try #require(onOverlay.first)
        // 50% black over white is #808080 (127.5, as sRGB compositing gives).
        #expect(abs(first.onSeen.red - 0.5) < 1e-12)
        #expect(
            abs(first.value - Contrast.ratio(try RGBColor(parsing: "#767676"), RGBColor(white: 0.5))) < 1e-12)
    }

    @Test("Translucent text is composited over its background")
    func translucentText() throws {
        let tokens = Tokens.set(["light": ["--bg": "#ffffff", "--fg": "#00000080"]])
        let report = TokenChecker(
            tokens: tokens, promises: TokenPromises(pairs: [TokenPair(text: "--fg", on: "--bg")])
        )
        .report()
        let check = try #require(report.checks.first)
        #expect(check.canvas == nil)
        let seen = 1 - 128.0 / 255
        #expect(abs(check.textSeen.red - seen) < 1e-12 && check.textSeen.alpha == 1)
        #expect(abs(check.value - Contrast.ratio(RGBColor(white: seen), RGBColor(white: 1))) < 1e-12)
    }

    @Test("A wide-gamut pair gets a verdict for each kind of display")
    func wideGamut() throws {
        // Display P3's green is far outside sRGB; on white it reads differently on each screen.
        let tokens = Tokens.set([
            "light": ["--bg": "#ffffff", "--ok": "color(display-p3 0 0.55 0)", "--fg": "#333"]
        ])
        let promises = TokenPromises(pairs: [
            TokenPair(text: "--ok", on: "--bg", measure: .nonText), TokenPair(text: "--fg", on: "--bg"),
        ])
        let report = TokenChecker(tokens: tokens, promises: promises).report()
        let wide = try #require(report.checks.first)
        let p3 = try #require(wide.wideValue)
        #expect(abs(p3 - wide.value) > 0.01)
        #expect(report.checks.last?.wideValue == nil)
    }

    @Test("Names a pair uses that the theme lacks are reported, and the theme does not hold")
    func missing() {
        let tokens = Tokens.set(["light": ["--bg": "#fff", "--fg": "#000"], "dark": ["--bg": "#000"]])
        let promises = TokenPromises(pairs: [
            TokenPair(text: "--fg", on: "--bg"), TokenPair(text: "--typo", on: "--bg"),
        ])
        let report = TokenChecker(tokens: tokens, promises: promises).report()
        #expect(report.problems.contains(TokenReferenceProblem(token: "--typo", mode: nil)))
        #expect(report.problems.contains(TokenReferenceProblem(token: "--fg", mode: "dark")))
        #expect(report.failures.isEmpty && !report.holds)
    }

    @Test("Signal groups name the pairs that collapse, and for whom")
    func signals() throws {
        // A red and a green of equal lightness: distinct to most, alike to a deutan eye.
        let tokens = Tokens.set([
            "light": ["--bg": "#fff", "--danger": "#d0312d", "--success": "#3d8b37", "--info": "#1f6feb"]
        ])
        let group = SignalGroup(name: "status", tokens: ["--danger", "--success", "--info"], minimum: 0.08)
        let report = TokenChecker(tokens: tokens, promises: TokenPromises(signals: [group])).report()
        let deutan = report.collapses.filter { $0.deficiency == .deutan }
        let collapse = try #require(deutan.first)
        #expect(Set([collapse.first, collapse.second]) == ["--danger", "--success"])
        #expect(collapse.distance < 0.08)
        #expect(!report.collapses.contains { $0.deficiency == nil })
        #expect(!report.holds)
    }

    @Test("Compositing matches source-over in sRGB")
    func compositing() {
        let half = RGBColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let seen = half.composited(over: RGBColor(red: 0, green: 0, blue: 1))
        #expect(seen == RGBColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        let both = half.composited(over: RGBColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(abs(both.alpha - 0.75) < 1e-12 && abs(both.red - 2.0 / 3) < 1e-12)
    }
}

@Suite("Holding pairs to a target")
struct TokenPairTargetTests {
    @Test("AAA raises text to 7:1, APCA measures text in Lc, non-text keeps 3:1")
    func raised() {
        let text = TokenPair(text: "--fg", on: "--bg")
        let primary = TokenPair(text: "--fg", on: "--bg", minimum: 7)
        let icon = TokenPair(text: "--icon", on: "--bg", measure: .nonText)
        #expect(text.raised(to: .aa) == text)
        #expect(text.raised(to: .aaa).minimum == 7 && primary.raised(to: .aaa).minimum == 7)
        #expect(text.raised(to: .apca).measure == .apca && text.raised(to: .apca).minimum == 60)
        #expect(primary.raised(to: .apca).minimum == 75)
        #expect(icon.raised(to: .aaa) == icon && icon.raised(to: .apca) == icon)
    }
}
