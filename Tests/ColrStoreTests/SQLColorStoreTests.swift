import ColrDomain
import ColrModels
import ColrServer
import ColrStore
import ColrTestKit
import Testing

/// The store itself, on SQLite and PostgreSQL: bounds, idempotence, and the gate that lets the
/// server stop without closing the database under a running operation.
@Suite("The store on both databases", .serialized)
struct SQLColorStoreTests {
    @Test("Adding is idempotent and removing counts in the history", arguments: Backend.allCases)
    func addAndRemove(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let store = server.app.colr.store
            let hex = try #require(ColorHex("a1b2c3"))
            let tags = try [TagName("warm"), TagName("sunny")]
            _ = try await store.addTags(tags, to: hex, client: "test")
            let again = try await store.addTags(tags, to: hex, client: "test")
            #expect(again.tags.map(\.name) == tags)
            let removed = try await store.removeTag(tags[0], from: hex, client: "test")
            #expect(removed?.tags.map(\.name) == [tags[1]])
            let history = try #require(try await store.colorWithHistory(hex)).history
            let warm = history.first { $0.name == tags[0] }
            #expect(warm?.added == 1 && warm?.deleted == 1)
        }
    }

    @Test(
        "A color carries at most the bound, and a write past it leaves nothing", arguments: Backend.allCases)
    func perColorBound(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let store = server.app.colr.store
            let hex = try #require(ColorHex("0f0f0f"))
            for batch in stride(from: 0, to: TagName.maximumPerColor, by: TagName.maximumPerRequest) {
                let names = try (batch..<min(batch + TagName.maximumPerRequest, TagName.maximumPerColor)).map
                {
                    try TagName("t\($0)")
                }
                _ = try await store.addTags(names, to: hex, client: "test")
            }
            let over = try [TagName("one too many"), TagName("and another")]
            await #expect(throws: ColrError.self) { try await store.addTags(over, to: hex, client: "test") }
            let stored = try #require(try await store.color(hex))
            #expect(stored.tags.count == TagName.maximumPerColor)
            #expect(!stored.tags.contains { over.contains($0.name) })
        }
    }

    @Test("A closed gate refuses new operations and waits for running ones", arguments: Backend.allCases)
    func gate(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let store = try #require(server.app.colr.store as? SQLColorStore)
            let hex = try #require(ColorHex("abcabc"))
            let write = Task { try await store.addTags([TagName("in flight")], to: hex, client: "test") }
            let stillRunning = await store.gate.close(timeout: .seconds(10))
            #expect(stillRunning == 0)
            _ = try? await write.value  // finished before the gate closed, or refused by it: never half-done
            await #expect(throws: ColrError.self) { try await store.color(hex) }
        }
    }

    @Test("A deleted scheme's id is never issued again", arguments: Backend.allCases)
    func schemeIDsAreNotReused(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let store = server.app.colr.store
            let draft = try SchemeDraft(name: "Mine", colors: [#require(ColorHex("ff0000"))], tags: [])
            let first = try await store.createScheme(draft, owner: "a", client: "a")
            let newest = try await store.createScheme(draft, owner: "a", client: "a")
            #expect(
                try await store.deleteScheme(
                    id: newest.id, credential: SchemeCredential(visitor: "a"), client: "t"))
            let next = try await store.createScheme(draft, owner: "b", client: "b")
            #expect(next.id > newest.id, "ids \(first.id), \(newest.id) (deleted), then \(next.id)")
            // Nothing answers to the deleted id: a stale editor's save changes no one's scheme.
            #expect(
                try await store.updateScheme(
                    id: newest.id, with: draft, credential: SchemeCredential(visitor: "a"), client: "a")
                    == nil)
        }
    }
}
