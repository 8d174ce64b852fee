import ColrDomain
import ColrModels
import ColrServer
import ColrTestKit
import Testing

/// Saves made from the same revision, in the database: merged, both in the history, announced.
@Suite("Concurrent palette edits in the database", .serialized)
struct SchemeMergeStoreTests {
    @Test("Two saves from one revision both keep their change", arguments: Backend.allCases)
    func bothKept(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let store = server.app.colr.store
            let hexes = ["111111", "222222", "333333"].compactMap(ColorHex.init)
            let created = try await store.createScheme(
                SchemeDraft(name: "Sea", colors: hexes, tags: []), owner: "a", client: "t")
            let base = created.revision
            #expect(base == 1)
            let owner = SchemeCredential(visitor: "a")
            var changes = server.app.colr.feed.schemeChanges().makeAsyncIterator()

            // The first editor replaces the first color and renames.
            var first = hexes
            first[0] = try #require(ColorHex("aaaaaa"))
            let one = try await store.updateScheme(
                id: created.id, with: SchemeDraft(name: "Harbour", colors: first, tags: []),
                credential: owner,
                client: "t", base: base)
            #expect(one?.revision == 2)
            #expect(await changes.next() == SchemeChange(id: created.id, revision: 2))

            // The second still shows revision 1: replaces the last color and writes notes.
            var second = hexes
            second[2] = try #require(ColorHex("bbbbbb"))
            let two = try #require(
                try await store.updateScheme(
                    id: created.id, with: SchemeDraft(name: "Sea", notes: "shore", colors: second, tags: []),
                    credential: owner, client: "t", base: base))
            #expect(two.colors.map(\.value) == ["aaaaaa", "222222", "bbbbbb"])
            #expect(two.name == "Harbour" && two.notes == "shore" && two.revision == 3)
            #expect(await changes.next() == SchemeChange(id: created.id, revision: 3))
            let history = try await store.schemeRevisions(id: created.id, limit: 10)
            #expect(history.map(\.number) == [3, 2, 1])

            // Without a base, a save replaces (the API's PUT).
            let replaced = try await store.updateScheme(
                id: created.id, with: SchemeDraft(name: "Plain", colors: hexes, tags: []), credential: owner,
                client: "t")
            #expect(replaced?.colors == hexes && replaced?.name == "Plain")
            _ = try await store.deleteScheme(id: created.id, credential: owner)
            #expect(await changes.next() == SchemeChange(id: created.id, revision: 4))
            #expect(await changes.next() == SchemeChange(id: created.id, revision: 0))
        }
    }

    @Test("A rename from before a theme was saved keeps the theme", arguments: Backend.allCases)
    func themeKept(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let store = server.app.colr.store
            let hexes = ["3366cc", "ffcc00"].compactMap(ColorHex.init)
            let created = try await store.createScheme(
                SchemeDraft(name: "Brand", colors: hexes, tags: []), owner: "a", client: "t")
            let owner = SchemeCredential(visitor: "a")
            let settings = SchemeTheme(target: .aaa)
            // One editor makes the palette a theme; another, still on revision 1, renames it.
            _ = try await store.updateScheme(
                id: created.id, with: SchemeDraft(name: "Brand", colors: hexes, tags: [], theme: settings),
                credential: owner, client: "t", base: created.revision)
            let renamed = try #require(
                try await store.updateScheme(
                    id: created.id, with: SchemeDraft(name: "Brand 2", colors: hexes, tags: []),
                    credential: owner, client: "t", base: created.revision))
            #expect(renamed.name == "Brand 2")
            #expect(renamed.theme == settings)
            // A change of settings from an older revision still wins over what is there now.
            let apca = SchemeTheme(target: .apca)
            let changed = try await store.updateScheme(
                id: created.id, with: SchemeDraft(name: "Brand", colors: hexes, tags: [], theme: apca),
                credential: owner, client: "t", base: created.revision)
            #expect(changed?.theme == apca && changed?.name == "Brand 2")
        }
    }
}
