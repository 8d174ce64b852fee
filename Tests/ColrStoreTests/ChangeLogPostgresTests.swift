import ColrDomain
import ColrModels
import ColrServer
import ColrTestKit
import Foundation
import SQLKit
import Testing

@testable import ColrStore

/// A write and its announcement commit together, and a listener that was away delivers what it
/// missed, once: what keeps every instance's pages true after a fault.
@Suite("Change log across instances", .serialized)
struct ChangeLogPostgresTests {
    @Test(
        "A write made while its own instance is not listening reaches the other instance and its own screens",
        .postgresTimeLimit)
    func writeWhileOwnListenerIsAway() async throws {
        try await TestServer.with(.postgres, seed: false) { server in
            let second = try await SecondInstance.beside(server)
            let firstFeed = try #require(second.first.feed as? PostgresChangeFeed)
            let hex = try #require(ColorHex("123456"))
            var heardThere = second.feed.changes(of: hex).makeAsyncIterator()
            var heardHere = firstFeed.changes(of: hex).makeAsyncIterator()
            // The writer's own listener is gone: only the write's transaction can tell the other.
            await firstFeed.stop()
            #expect(await !firstFeed.isListening)
            _ = try await second.first.addTags([TagName("away")], to: hex, client: "t")
            #expect(await heardThere.next()?.tags == [try TagName("away")])
            #expect(await heardHere.next()?.tags == [try TagName("away")])
            await second.stop()
        }
    }

    @Test(
        "A listener that missed changes delivers each of them once when it listens again",
        .postgresTimeLimit)
    func catchUpDeliversEachMissedChangeOnce() async throws {
        try await TestServer.with(.postgres, seed: false) { server in
            let second = try await SecondInstance.beside(server)
            var heard = second.feed.changes().makeAsyncIterator()
            await second.feed.stop()
            let hexes = try (1...5).map { try #require(ColorHex(String(format: "0000%02x", $0))) }
            for hex in hexes {
                _ = try await second.first.addTags([TagName("missed")], to: hex, client: "t")
            }
            second.feed.start()
            var delivered: [ColorHex] = []
            for _ in hexes {
                if let change = await heard.next() { delivered.append(change.hex) }
            }
            #expect(delivered == hexes, "in the order they were written")
            // Anything delivered twice would come before this one.
            let sentinel = try #require(ColorHex("abcdef"))
            _ = try await second.first.addTags([TagName("after")], to: sentinel, client: "t")
            #expect(await heard.next()?.hex == sentinel)
            await second.stop()
        }
    }

    @Test(
        "A listener the server cuts off delivers every change written while it reconnects",
        .postgresTimeLimit)
    func cutOffListenerLosesNothing() async throws {
        try await TestServer.with(.postgres, seed: false) { server in
            let second = try await SecondInstance.beside(server, name: "colr-cut-off")
            let database =
                try #require(server.database).postgresConfiguration().coreConfiguration.database ?? ""
            var heard = second.feed.changes().makeAsyncIterator()
            try await PostgresAdmin.shared.execute(
                """
                SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE application_name = 'colr-cut-off' AND datname = '\(database)'
                """)
            let hexes = try (1...20).map { try #require(ColorHex(String(format: "00%02x00", $0))) }
            for hex in hexes {
                _ = try await second.first.addTags([TagName("during")], to: hex, client: "t")
            }
            var delivered: Set<ColorHex> = []
            while delivered.count < hexes.count, let change = await heard.next() {
                #expect(delivered.insert(change.hex).inserted, "\(change.hex) was delivered twice")
            }
            #expect(delivered == Set(hexes))
            await second.stop()
        }
    }

    @Test("The feed says when it stops hearing other instances and when it is back", .postgresTimeLimit)
    func livenessFollowsTheListener() async throws {
        try await TestServer.with(.postgres, seed: false) { server in
            let second = try await SecondInstance.beside(server, name: "colr-liveness")
            let database =
                try #require(server.database).postgresConfiguration().coreConfiguration.database ?? ""
            var states = second.feed.liveness().makeAsyncIterator()
            #expect(await states.next() == true)
            try await PostgresAdmin.shared.execute(
                """
                SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE application_name = 'colr-liveness' AND datname = '\(database)'
                """)
            #expect(await states.next() == false)
            #expect(await states.next() == true, "it listens again by itself")
            await second.stop()
            #expect(await states.next() == false)
        }
    }

    @Test("A write that rolls back announces nothing and leaves nothing in the log", .postgresTimeLimit)
    func rolledBackWriteAnnouncesNothing() async throws {
        try await TestServer.with(.postgres, seed: false) { server in
            let second = try await SecondInstance.beside(server)
            var heard = second.feed.changes().makeAsyncIterator()
            let crowded = try #require(ColorHex("fedcba"))
            let tags = try (0..<TagName.maximumPerColor).map { try TagName("t\($0)") }
            _ = try await second.first.addTags(tags, to: crowded, client: "t")
            #expect(await heard.next()?.hex == crowded)
            let sql = try #require(second.first.database() as? any SQLDatabase)
            let logged = try await sql.raw("SELECT COUNT(*) AS id FROM change_log").first(
                decoding: IDRow.self)?.id
            await #expect(throws: ColrError.self) {
                _ = try await second.first.addTags([TagName("one-too-many")], to: crowded, client: "t")
            }
            let sentinel = try #require(ColorHex("abcdef"))
            _ = try await second.first.addTags([TagName("after")], to: sentinel, client: "t")
            #expect(await heard.next()?.hex == sentinel, "the failed write was not announced")
            let after = try await sql.raw("SELECT COUNT(*) AS id FROM change_log").first(
                decoding: IDRow.self)?.id
            #expect(after == logged.map { $0 + 1 }, "only the sentinel was logged")
            await second.stop()
        }
    }

    @Test("A deleted palette's announcement commits with the delete", .postgresTimeLimit)
    func deleteIsAnnouncedFromTheLog() async throws {
        try await TestServer.with(.postgres, seed: false) { server in
            let second = try await SecondInstance.beside(server)
            let made = try await second.first.createScheme(
                SchemeDraft(name: "gone", colors: [#require(ColorHex("ff0000"))], tags: []), owner: "o",
                client: "t")
            var heard = second.feed.schemeChanges(of: made.id).makeAsyncIterator()
            await second.feed.stop()
            #expect(
                try await second.first.deleteScheme(
                    id: made.id, credential: SchemeCredential(visitor: "o"), client: "t"))
            second.feed.start()
            #expect(await heard.next() == SchemeChange(id: made.id, revision: 0))
            await second.stop()
        }
    }

    @Test("A catch-up does not show an older state after a newer one delivered here", .postgresTimeLimit)
    func catchUpNeverGoesBackInTime() async throws {
        try await TestServer.with(.postgres, seed: false) { server in
            let second = try await SecondInstance.beside(server)
            let hex = try #require(ColorHex("445566"))
            var heard = second.feed.changes(of: hex).makeAsyncIterator()
            await second.feed.stop()
            // Another instance writes first; then this one, whose own write reaches its screens
            // at once while its listener is away. The catch-up then finds the older one.
            _ = try await second.first.addTags([TagName("older")], to: hex, client: "t")
            _ = try await second.store.addTags([TagName("newer")], to: hex, client: "t")
            #expect(await heard.next()?.tags == [try TagName("older"), try TagName("newer")])
            second.feed.start()
            #expect(await second.feed.waitUntilListening(atMost: .seconds(10)))
            _ = try await second.first.addTags([TagName("last")], to: hex, client: "t")
            #expect(await heard.next()?.tags?.last == (try TagName("last")), "the older state was skipped")
            await second.stop()
        }
    }
}
