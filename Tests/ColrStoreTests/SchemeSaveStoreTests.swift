import ColrDomain
import ColrModels
import ColrServer
import ColrTestKit
import SQLKit
import Testing

@testable import ColrStore

/// Saves of one palette in the database: operations merged by intent, replacements guarded by
/// the revision they expect, each in the history and announced.
@Suite("Saving palettes in the database", .serialized)
struct SchemeSaveStoreTests {
    @Test("Two edits from one revision both keep their change", arguments: Backend.allCases)
    func bothKept(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let store = server.app.colr.store
            let hexes = ["111111", "222222", "333333"].compactMap(ColorHex.init)
            let created = try await store.createScheme(
                SchemeDraft(name: "Sea", colors: hexes, tags: []), owner: "a", client: "t")
            #expect(created.revision == 1)
            #expect(created.entries.map(\.id) == [1, 2, 3] && created.lastEntry == 3)
            let owner = SchemeCredential(visitor: "a")
            var changes = server.app.colr.feed.schemeChanges().makeAsyncIterator()

            // The first editor recolors the first entry and renames.
            let aaa = try #require(ColorHex("aaaaaa"))
            let one = try await store.editScheme(
                id: created.id, operations: [.recolor(entry: 1, to: aaa), .rename("Harbour")], base: 1,
                credential: owner, client: "t")
            #expect(one?.scheme.revision == 2 && one?.changed == true)
            #expect(await changes.next() == SchemeChange(id: created.id, revision: 2))

            // The second still shows revision 1: removes the last and adds one after the first.
            let bbb = try #require(ColorHex("bbbbbb"))
            let two = try #require(
                try await store.editScheme(
                    id: created.id,
                    operations: [.remove(entry: 3), .add(bbb, after: 1, before: 2), .setNotes("shore")],
                    base: 1, credential: owner, client: "t"))
            #expect(two.scheme.colors.map(\.value) == ["aaaaaa", "bbbbbb", "222222"])
            #expect(two.scheme.entries.map(\.id) == [1, 4, 2] && two.scheme.lastEntry == 4)
            #expect(two.scheme.name == "Harbour" && two.scheme.notes == "shore" && two.scheme.revision == 3)
            #expect(two.replaced.isEmpty)
            #expect(await changes.next() == SchemeChange(id: created.id, revision: 3))
            let history = try await store.schemeRevisions(id: created.id, limit: 10)
            #expect(history.map(\.number) == [3, 2, 1])
            #expect(history.first?.entryIDs == [1, 4, 2])

            // A move of the removed entry is refused, names the color, and writes nothing.
            await #expect(
                throws: ColrError.editConflict(
                    reason: "another editor removed #333333, so it could not be moved", revision: 3)
            ) {
                try await store.editScheme(
                    id: created.id, operations: [.rename("Lost"), .move(entry: 3, after: nil, before: 1)],
                    base: 1,
                    credential: owner, client: "t")
            }
            // Removing it again is kept, and stores nothing new.
            let again = try await store.editScheme(
                id: created.id, operations: [.remove(entry: 3)], base: 1, credential: owner, client: "t")
            #expect(again?.changed == false && again?.scheme.revision == 3)
            #expect(try await store.scheme(id: created.id)?.name == "Harbour")

            // A replacement keeps the entries of the colors that stay; one expecting an old revision
            // is refused.
            await #expect(throws: ColrError.preconditionFailed(revision: 3)) {
                try await store.updateScheme(
                    id: created.id, with: SchemeDraft(name: "Plain", colors: hexes, tags: []),
                    credential: owner,
                    client: "t", expecting: 2)
            }
            let replaced = try await store.updateScheme(
                id: created.id,
                with: SchemeDraft(name: "Plain", colors: [bbb, hexes[1], hexes[0]], tags: []),
                credential: owner, client: "t", expecting: 3)
            #expect(replaced?.entries.map(\.id) == [4, 2, 5] && replaced?.name == "Plain")
            _ = try await store.deleteScheme(id: created.id, credential: owner, client: "t")
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
            _ = try await store.editScheme(
                id: created.id, operations: [.setTheme(settings)], base: 1, credential: owner, client: "t")
            let renamed = try #require(
                try await store.editScheme(
                    id: created.id, operations: [.rename("Brand 2")], base: 1, credential: owner, client: "t")
            )
            #expect(renamed.scheme.name == "Brand 2")
            #expect(renamed.scheme.theme == settings)
            // A change of settings from an older revision still wins, and says whose it replaced.
            let apca = SchemeTheme(target: .apca)
            let changed = try await store.editScheme(
                id: created.id, operations: [.setTheme(apca)], base: 1, credential: owner, client: "t")
            #expect(changed?.scheme.theme == apca && changed?.scheme.name == "Brand 2")
            #expect(changed?.replaced == [SchemeReplacement(field: .theme, theirs: "aaa")])
        }
    }

    @Test("Palettes stored before entries get entries numbered in their order", arguments: Backend.allCases)
    func migration(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let store = server.app.colr.store
            let owner = SchemeCredential(visitor: "a")
            let hexes = ["111111", "222222", "111111"].compactMap(ColorHex.init)
            let created = try await store.createScheme(
                SchemeDraft(name: "Old", colors: hexes, tags: []), owner: "a", client: "t")
            _ = try await store.editScheme(
                id: created.id, operations: [.remove(entry: 1)], base: 1, credential: owner, client: "t")
            // As the columns are when the migration adds them: no entries, no last entry,
            // revisions without ids.
            let sql = try #require(server.app.db as? any SQLDatabase)
            try await sql.raw("UPDATE scheme_colors SET entry = 0").run()
            try await sql.raw("UPDATE schemes SET last_entry = 0").run()
            try await sql.raw("UPDATE scheme_revisions SET entries = NULL").run()
            try await AddSchemeEntries.number(on: sql)
            let migrated = try #require(try await store.scheme(id: created.id))
            #expect(migrated.entries.map(\.id) == [1, 2] && migrated.lastEntry == 2)
            #expect(migrated.colors == [hexes[1], hexes[2]])
            #expect(
                try await store.schemeRevisions(id: created.id, limit: 5).allSatisfy { $0.entryIDs == nil })
            // Edits work on the numbered entries, and a new one takes the next id.
            let edited = try #require(
                try await store.editScheme(
                    id: created.id,
                    operations: [
                        .move(entry: 2, after: nil, before: 1), .add(hexes[0], after: 1, before: nil),
                    ],
                    base: migrated.revision, credential: owner, client: "t"))
            #expect(edited.scheme.entries.map(\.id) == [2, 1, 3])
        }
    }
}
