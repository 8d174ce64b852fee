import ColrModels
import Testing

@Suite("The app's routes: each screen's URL segment, printed and read back")
struct AppRouteTests {
    /// At least one route of every case, with the parameters that are hardest to print.
    static let examples: [AppRoute] = [
        .colors, .picker, .search, .palettes, .top,
        .detail(name: "red"), .detail(name: "ff8000"), .detail(name: "light blue/#36c 50%"),
        .change, .copy, .welcome,
        .color(ColorHex("ff00ff")!), .color(ColorHex("000000")!),
        .tag(try! TagName("warm")), .tag(try! TagName("deep sea/blue % 100")), .tag(try! TagName("färg ✓")),
        .scale, .harmonies, .theme, .addToPalette,
        .palette(id: 1), .palette(id: 7), .palette(id: Int.max),
        .importPalette, .checkTheme, .share, .export, .history, .check, .charts,
    ]

    /// A number per case: adding a case fails to compile here until it has one, and then fails
    /// ``everyCaseHasAnExample()`` until ``examples`` has one of it.
    static func caseNumber(_ route: AppRoute) -> Int {
        switch route {
        case .colors: 0
        case .picker: 1
        case .search: 2
        case .palettes: 3
        case .top: 4
        case .detail: 5
        case .change: 6
        case .copy: 7
        case .welcome: 8
        case .color: 9
        case .tag: 10
        case .scale: 11
        case .harmonies: 12
        case .theme: 13
        case .addToPalette: 14
        case .palette: 15
        case .importPalette: 16
        case .checkTheme: 17
        case .share: 18
        case .export: 19
        case .history: 20
        case .check: 21
        case .charts: 22
        }
    }

    @Test func everyCaseHasAnExample() {
        #expect(Set(Self.examples.map(Self.caseNumber)) == Set(0...22))
    }

    @Test("Every route prints a segment that reads back as the same route", arguments: examples)
    func segmentRoundTrip(_ route: AppRoute) {
        #expect(AppRoute(segment: route.segment) == route)
    }

    @Test("Every route prints a path that reads back as the same route", arguments: examples)
    func pathRoundTrip(_ route: AppRoute) {
        let path = AppRoute.path([route])
        #expect(AppRoute.stack(inPath: path) == [route], "\(path)")
    }

    @Test func stacksRoundTrip() {
        let stacks: [[AppRoute]] = [
            [], [.palettes, .palette(id: 7), .share], [.colors, .detail(name: "red"), .change],
            [.search, .tag(try! TagName("vivid")), .color(ColorHex("aa00aa")!), .theme],
            [.colors, .welcome], Self.examples,
        ]
        for stack in stacks {
            #expect(AppRoute.stack(inPath: AppRoute.path(stack)) == stack)
        }
    }

    /// The URLs people have bookmarked and shared, exactly as the app wrote them.
    @Test func printsTheURLsTheAppHasAlwaysWritten() throws {
        #expect(AppRoute.palettePath(id: 7) == "/palettes/palette-7")
        #expect(AppRoute.path([.palettes, .palette(id: 7), .share]) == "/palettes/palette-7/~share")
        #expect(AppRoute.path([.colors, .detail(name: "red"), .change]) == "/colors/detail-red/~change")
        #expect(AppRoute.path([.colors, .welcome]) == "/colors/~welcome")
        #expect(AppRoute.path([.palettes, .checkTheme]) == "/palettes/check-theme")
        #expect(AppRoute.path([.palettes, .importPalette]) == "/palettes/~import")
        let hex = try #require(ColorHex("ff00ff"))
        #expect(
            AppRoute.path([.search, .color(hex), .addToPalette]) == "/search/color-ff00ff/~add-to-palette")
        #expect(AppRoute.path([.search, .color(hex), .copy]) == "/search/color-ff00ff/~copy")
        #expect(AppRoute.path([.search, try .tag(TagName("deep sea"))]) == "/search/tag-deep%20sea")
        #expect(AppRoute.path([.top]) == "/top" && AppRoute.path([]) == "/")
    }

    @Test func readsTheFormsEarlierURLsHeld() throws {
        let hex = try #require(ColorHex("ff00ff"))
        #expect(AppRoute(segment: "color-F0F") == .color(hex))
        #expect(AppRoute(segment: "color-FF00FF") == .color(hex))
        #expect(AppRoute(segment: "palette-007") == .palette(id: 7))
        #expect(AppRoute(segment: "tag-Warm") == .tag(try TagName("warm")))
        #expect(AppRoute.stack(inPath: "/palettes/palette-7/share") == [.palettes, .palette(id: 7), .share])
        #expect(AppRoute.stack(inPath: "//search//color-ff00ff/") == [.search, .color(hex)])
        #expect(AppRoute.stack(inPath: "/search/tag-deep%20sea") == [.search, .tag(try TagName("deep sea"))])
        #expect(
            AppRoute.stack(inPath: "/colors/detail-light%20blue") == [.colors, .detail(name: "light blue")])
    }

    @Test(
        "Malformed segments name no screen",
        arguments: [
            "", "~", "palette-", "palette-0", "palette--1", "palette-abc", "palette-7x", "palette- 7",
            "palette-99999999999999999999", "palette-1e3", "palette-0x10", "color-", "color-ff00f",
            "color-ggg", "color-#ff00ff00", "tag-", "detail-", "Colors", "colors ", "settings",
            "palette", "palettes-7", "%70alette-7", "palette-%37", "~share",
        ])
    func malformed(_ segment: String) {
        #expect(AppRoute(segment: segment) == nil)
    }

    @Test func malformedPathsNameNoStack() throws {
        for path in [
            "/palettes/palette-0", "/palettes/palette--1", "/palettes/palette-abc", "/nowhere",
            "/palettes/palette-99999999999999999999", "/search/color-%", "/palettes/~", "/palettes/palette-%",
        ] {
            #expect(AppRoute.stack(inPath: path) == nil, "\(path)")
        }
        // Percent-encoding is read once, as a browser's address is: an encoded digit is a digit,
        // and a malformed escape is text.
        #expect(AppRoute.stack(inPath: "/palettes/palette-%37") == [.palettes, .palette(id: 7)])
        #expect(AppRoute.stack(inPath: "/search/tag-%ZZ") == [.search, .tag(try TagName("%zz"))])
    }
}
