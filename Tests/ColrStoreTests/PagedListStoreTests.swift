import ColrDomain
import ColrModels
import ColrServer
import ColrTestKit
import Testing

/// The keyset cursors behind the app's streamed lists, on SQLite and PostgreSQL: pages that join
/// into the whole list in order, each row once, the last page without a cursor.
@Suite("The store's paged lists on both databases", .serialized)
struct PagedListStoreTests {
    @Test("Top colors page by tag count, ties by age, each color once", arguments: Backend.allCases)
    func topColorsPage(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let store = server.app.colr.store
            // Counts with ties across page boundaries: 3, 2, 2, 2, 1, 1, 1 tags.
            let counts = [1, 2, 3, 2, 1, 2, 1]
            for (index, count) in counts.enumerated() {
                let hex = try #require(ColorHex(String(format: "%06x", 0x100000 + index)))
                _ = try await store.addTags((0..<count).map { try TagName("t\($0)") }, to: hex, client: "t")
            }
            var pages: [RankedColorPage] = []
            var cursor: RankCursor?
            repeat {
                let page = try await store.topColors(after: cursor, limit: 2)
                pages.append(page)
                cursor = page.nextCursor
            } while cursor != nil && pages.count < 10
            let joined = pages.flatMap(\.items)
            #expect(pages.count == 4 && pages.last?.nextCursor == nil)
            #expect(joined.map(\.tagCount) == counts.sorted(by: >))
            #expect(Set(joined.map(\.color.hex)).count == counts.count)
            // Ties keep the older color first, as the first page of everything does.
            #expect(joined == (try await store.topColors(limit: 100)))
            for (earlier, later) in zip(joined, joined.dropFirst()) { #expect(earlier.ranks(before: later)) }
        }
    }

    @Test("A browser's palettes page newest first, theirs and shared with them", arguments: Backend.allCases)
    func palettesPage(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let store = server.app.colr.store
            let draft = try SchemeDraft(name: "P", colors: [#require(ColorHex("ff0000"))], tags: [])
            var mine: [Int] = []
            for _ in 0..<4 { mine.append(try await store.createScheme(draft, owner: "me", client: "t").id) }
            let shared = try await store.createScheme(draft, owner: "friend", client: "t")
            _ = try await store.grantEditing(
                id: shared.id, editToken: try #require(shared.newEditToken), to: "me")
            mine.append(shared.id)
            _ = try await store.createScheme(draft, owner: "stranger", client: "t")
            let first = try await store.schemes(editableBy: "me", after: nil, limit: 3)
            let second = try await store.schemes(editableBy: "me", after: first.nextCursor, limit: 3)
            #expect(first.nextCursor != nil && second.nextCursor == nil)
            #expect((first.items + second.items).map(\.id) == mine.sorted(by: >))
        }
    }
}
