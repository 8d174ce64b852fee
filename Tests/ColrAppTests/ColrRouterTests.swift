import ColrDomain
import ColrModels
import ColrTestKit
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

@testable import ColrApp

/// The router against ``AppRoute``: every screen a route names is rebuilt from the path
/// `AppRoute.path` prints, and the app writes that path back unchanged.
@Suite("The router rebuilds every route's screen from its URL", .offPool)
struct ColrRouterTests {
    let store = MemoryColorStore([("ff00ff", ["fuchsia"])])

    func tester(_ path: String) -> ScreenTester {
        ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())), path: path)
    }

    @Test func everyRouteRoundTripsThroughTheApp() async throws {
        let sea = try await store.createScheme(
            SchemeDraft(name: "Sea", colors: [ColorHex("003366")!, ColorHex("ff6347")!], tags: []),
            owner: "local", client: "test")
        let hex = try #require(ColorHex("ff00ff"))
        let color: [AppRoute] = [.search, .color(hex)]
        let editor: [AppRoute] = [.palettes, .palette(id: sea.id)]
        let stacks: [[AppRoute]] = [
            [.colors], [.picker], [.search], [.palettes], [.top], [.colors, .welcome],
            [.colors, .detail(name: "red")], [.colors, .detail(name: "red"), .change],
            [.colors, .detail(name: "ff8000"), .copy], [.top, .change],
            color, color + [.scale], color + [.harmonies], color + [.theme], color + [.theme, .charts],
            color + [.addToPalette],
            color + [.copy], [.search, .tag(try TagName("fuchsia"))],
            [.search, .tag(try TagName("fuchsia")), .color(hex)],
            [.palettes, .importPalette], [.palettes, .checkTheme], editor, editor + [.share],
            editor + [.export], editor + [.history], editor + [.check],
        ]
        for stack in stacks {
            let path = AppRoute.path(stack)
            let shown = await tester(path).path
            #expect(shown == path)
        }
    }

    /// A palette's theme is drawn from its colors, which an editor rebuilt from a URL has only
    /// once it loads: the link opens the editor, and the theme is one tap away.
    @Test func aPalettesThemeOpensItsEditor() async throws {
        let sea = try await store.createScheme(
            SchemeDraft(name: "Sea", colors: [ColorHex("003366")!], tags: []), owner: "local", client: "test")
        let editor = AppRoute.path([.palettes, .palette(id: sea.id)])
        let shown = await tester(AppRoute.path([.palettes, .palette(id: sea.id), .theme])).path
        #expect(shown == editor)
        // Its chart colors likewise.
        #expect(await tester(AppRoute.path([.palettes, .palette(id: sea.id), .charts])).path == editor)
    }

    @Test("A segment that names no screen stops the rebuild there, as it always has")
    func unknownSegmentsStopTheRebuild() async throws {
        for (typed, shown) in [
            ("/palettes/palette-0", "/palettes"), ("/palettes/palette--1", "/palettes"),
            ("/palettes/palette-abc", "/palettes"), ("/palettes/palette-99999999999999999999", "/palettes"),
            ("/search/color-xyz/scale", "/search"), ("/colors/detail-notacolor", "/colors"),
            ("/colors/scale", "/colors"), ("/search/share", "/search"), ("/colors/palettes", "/colors"),
        ] {
            #expect(await tester(typed).path == shown, "\(typed)")
        }
    }

    @Test("A URL in an earlier form opens its screen and is written in the canonical one")
    func canonicalForms() async throws {
        #expect(await tester("/search/color-F0F").path == "/search/color-ff00ff")
        #expect(await tester("/search/tag-Fuchsia").path == "/search/tag-fuchsia")
        let escaped = await tester("/search/color-%66f00ff").path
        #expect(escaped == "/search/color-ff00ff")
    }
}
