import ColrDomain
import ColrModels
import ColrServer
import ColrTestKit
import Foundation
import Testing

@testable import ColrStore

/// The read cache alone, and kept true by the PostgreSQL feed across two stores.
@Suite("The read cache")
struct ColorReadCacheTests {
    let hex = ColorHex("123abc")!

    func stored(_ tags: [String]) throws -> StoredColor {
        StoredColor(
            id: 1, hex: hex, createdAt: Date(timeIntervalSince1970: 0),
            tags: try tags.enumerated().map {
                StoredTag(
                    id: $0.offset, name: try TagName($0.element), addedAt: Date(timeIntervalSince1970: 0))
            })
    }

    @Test("It serves only while trusted, and keeps \"no such color\" too")
    func trustedOnly() throws {
        let cache = ColorReadCache()
        cache.keep(color: try stored(["a"]), for: hex, ticket: cache.ticket())
        #expect(cache.color(hex) == nil)
        cache.trust()
        cache.keep(color: try stored(["a"]), for: hex, ticket: cache.ticket())
        #expect(cache.color(hex)??.tags.map(\.name.value) == ["a"])
        let unknown = ColorHex("000001")!
        cache.keep(color: nil, for: unknown, ticket: cache.ticket())
        #expect(cache.color(unknown) != nil)
        let remembered = try #require(cache.color(unknown))
        #expect(remembered == nil)
        #expect(cache.hits.load(ordering: .relaxed) == 3)
        cache.distrust()
        #expect(cache.color(hex) == nil)
        cache.trust()
        #expect(cache.color(hex) == nil, "trusting again starts empty")
    }

    @Test("A read under way while a color changed does not fill the cache")
    func readRacingAChangeIsNotKept() throws {
        let cache = ColorReadCache()
        cache.trust()
        let ticket = cache.ticket()
        cache.forget(ColorHex("ffffff")!)  // any change, even to another color
        cache.keep(color: try stored(["old"]), for: hex, ticket: ticket)
        #expect(cache.color(hex) == nil)
        cache.keep(colorWithHistory: (try stored(["old"]), []), for: hex, ticket: ticket)
        #expect(cache.colorWithHistory(hex) == nil)
    }

    @Test("Answers expire, and the cache stays within its capacity")
    func expiryAndCapacity() async throws {
        let cache = ColorReadCache(capacity: 2, maxAge: .milliseconds(200))
        cache.trust()
        cache.keep(color: try stored([]), for: hex, ticket: cache.ticket())
        #expect(cache.color(hex) != nil)
        try await Task.sleep(for: .milliseconds(300))
        #expect(cache.color(hex) == nil)
        let small = ColorReadCache(capacity: 2)
        small.trust()
        for value in 1...5 { small.keep(color: nil, for: ColorHex("00000\(value)")!, ticket: small.ticket()) }
        let held = (1...5).filter { small.color(ColorHex("00000\($0)")!) != nil }
        #expect(held.count == 2)
    }

    @Test(
        "On PostgreSQL, another store's write reaches a reader's cache through NOTIFY",
        .postgresTimeLimit)
    func notifyKeepsItTrue() async throws {
        try await TestServer.with(.postgres, seed: false) { server in
            // The cache's long life means only the announcement can make the reader see the second tag.
            let second = try await SecondInstance.beside(server)
            let (writer, reader, feed, cache) = (second.first, second.store, second.feed, second.cache)

            var heard = feed.changes().makeAsyncIterator()
            _ = try await writer.addTags([TagName("first")], to: hex, client: "test")
            // Heard before reading, so the announcement does not forget what the reads keep.
            #expect(await heard.next()?.hex == hex)
            #expect(try await reader.color(hex)?.tags.map(\.name.value) == ["first"])
            #expect(try await reader.colorWithHistory(hex)?.history.count == 1)
            let hits = cache.hits.load(ordering: .relaxed)
            #expect(try await reader.color(hex)?.tags.map(\.name.value) == ["first"])
            #expect(try await reader.colorWithHistory(hex)?.color.tags.count == 1)
            #expect(cache.hits.load(ordering: .relaxed) == hits + 2)

            _ = try await writer.addTags([TagName("second")], to: hex, client: "test")
            try await eventually { try await reader.color(hex)?.tags.count == 2 }
            try await eventually { try await reader.colorWithHistory(hex)?.history.count == 2 }

            // The reader's own writes are visible to it at once.
            _ = try await reader.removeTag(TagName("first"), from: hex, client: "test")
            #expect(try await reader.color(hex)?.tags.map(\.name.value) == ["second"])

            // Not listening, it cannot hear changes, so it reads the database.
            await feed.stop()
            #expect(!cache.isTrusted)
            _ = try await writer.addTags([TagName("third")], to: hex, client: "test")
            #expect(try await reader.color(hex)?.tags.map(\.name.value) == ["second", "third"])
        }
    }

    /// Waits up to ten seconds for `condition`.
    func eventually(_ condition: () async throws -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while try await !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("the condition did not hold within ten seconds")
                return
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }
}
