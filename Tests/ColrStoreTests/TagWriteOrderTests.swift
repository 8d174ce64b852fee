import ColrDomain
import ColrModels
import ColrServer
import ColrTestKit
import Testing

/// Writes to one color's tags at once: each sees the tags committed before it, so the
/// announcements count up one by one and the last carries every tag.
@Suite("Concurrent tag writes to one color")
struct TagWriteOrderTests {
    @Test("Eight adders at once: each announcement carries the tags before it", arguments: Backend.allCases)
    func eightAdders(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let store = server.app.colr.store
            let hex = try #require(ColorHex("123456"))
            var heard = server.app.colr.feed.changes(of: hex).makeAsyncIterator()
            _ = try await store.addTags([TagName("first")], to: hex, client: "t")
            // On PostgreSQL the announcement comes back over the channel: heard before going on.
            #expect(await heard.next()?.tags == [try TagName("first")])
            let names = try (0..<8).map { try TagName("tag\($0)") }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for name in names {
                    group.addTask { _ = try await store.addTags([name], to: hex, client: "t") }
                }
                try await group.waitForAll()
            }
            var counts: [Int] = []
            for _ in names { counts.append(try #require(await heard.next()?.tags?.count)) }
            // Each write saw every one committed before it: 2, 3, …, 9 tags, in some order of
            // arrival (announcements from concurrent commits may overtake each other).
            #expect(counts.sorted() == Array(2...9))
            #expect(try await store.color(hex)?.tags.count == 9)
        }
    }
}
