import ColorKit
import ColrDomain
import ColrModels
import ColrServer
import ColrTestKit
import Testing

@Suite("Palettes kept as themes in the database")
struct SchemeThemeStoreTests {
    @Test(
        "A theme's settings are stored, replaced, cleared and kept in every revision",
        arguments: Backend.allCases)
    func settingsRoundTrip(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let store = server.app.colr.store
            let settings = SchemeTheme(
                target: .apca,
                overrides: [.init(mode: .dark, role: .surface, color: RGBColor(RGB8(rgb: 0x202020)))])
            let colors = [ColorHex("ffcc00"), ColorHex("f2f2f0")].compactMap { $0 }
            let created = try await store.createScheme(
                try SchemeDraft(name: "Sun theme", colors: colors, tags: [], theme: settings), owner: "me",
                client: "t")
            #expect(created.theme == settings)
            #expect(try await store.scheme(id: created.id)?.theme == settings)
            let aa = SchemeTheme(target: .aa)
            _ = try await store.updateScheme(
                id: created.id, with: try SchemeDraft(name: "Sun theme", colors: colors, tags: [], theme: aa),
                credential: SchemeCredential(visitor: "me"), client: "t")
            #expect(try await store.scheme(id: created.id)?.theme == aa)
            // A draft without settings makes it a plain palette again.
            _ = try await store.updateScheme(
                id: created.id, with: try SchemeDraft(name: "Sun", colors: colors, tags: []),
                credential: SchemeCredential(visitor: "me"), client: "t")
            #expect(try await store.scheme(id: created.id)?.theme == nil)
            let revisions = try await store.schemeRevisions(id: created.id, limit: 10)
            #expect(revisions.map(\.theme) == [nil, aa, settings])
            // A plain palette has none.
            let plain = try await store.createScheme(
                try SchemeDraft(name: "Plain", colors: colors, tags: []), owner: "me", client: "t")
            #expect(try await store.scheme(id: plain.id)?.theme == nil)
        }
    }

    @Test func unreadableSettingsAreRefusedBeforeAnythingIsStored() throws {
        var settings = SchemeTheme(target: .aa)
        settings.target = "aa+"
        #expect(throws: ColrError.self) {
            try SchemeDraft(name: "x", colors: [ColorHex("ffffff")!], tags: [], theme: settings)
        }
        settings = SchemeTheme(target: .aa)
        settings.overrides = [ThemeOverrideText(.init(mode: .light, role: .tint, color: RGBColor(white: 0)))]
        settings.overrides.append(settings.overrides[0])
        #expect(throws: ColrError.self) {
            try SchemeDraft(name: "x", colors: [ColorHex("ffffff")!], tags: [], theme: settings)
        }
        settings.overrides = [ThemeOverrideText(.init(mode: .light, role: .tint, color: RGBColor(white: 0)))]
        settings.overrides[0].role = "ink"
        #expect(throws: ColrError.self) {
            try SchemeDraft(name: "x", colors: [ColorHex("ffffff")!], tags: [], theme: settings)
        }
        #expect(SchemeTheme(json: "not json") == nil && SchemeTheme(json: nil) == nil)
        let good = SchemeTheme(
            target: .aaa, overrides: [.init(mode: .dark, role: .tint, color: RGBColor(white: 1))])
        #expect(SchemeTheme(json: good.json) == good)
    }
}
