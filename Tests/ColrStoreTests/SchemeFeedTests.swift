import ColrDomain
import ColrModels
import ColrServer
import ColrTestKit
import Testing

@testable import ColrStore

/// Palettes across instances: one instance's save is announced on PostgreSQL's channel and
/// heard by another's feed, whose own save then merges with it.
@Suite("Palette changes across instances", .serialized)
struct SchemeFeedTests {
    @Test("Another instance hears a palette's save and merges its own with it", .postgresTimeLimit)
    func acrossInstances() async throws {
        try await TestServer.with(.postgres, seed: false) { server in
            let instance = try await SecondInstance.beside(server)
            let (first, second, feed) = (instance.first, instance.store, instance.feed)
            var heard = feed.schemeChanges().makeAsyncIterator()

            let hexes = ["111111", "222222"].compactMap(ColorHex.init)
            let created = try await first.createScheme(
                SchemeDraft(name: "Sea", colors: hexes, tags: []), owner: "a", client: "t")
            let owner = SchemeCredential(visitor: "a")
            _ = try await first.editScheme(
                id: created.id, operations: [.rename("Harbour")], base: created.revision, credential: owner,
                client: "t")
            #expect(await heard.next() == SchemeChange(id: created.id, revision: 2))
            let merged = try await second.editScheme(
                id: created.id, operations: [.setNotes("shore")], base: created.revision, credential: owner,
                client: "t")
            #expect(merged?.scheme.name == "Harbour" && merged?.scheme.notes == "shore")
            #expect(await heard.next() == SchemeChange(id: created.id, revision: 3))

            // Signals (presence beats) ride the same channel; an oversized one is not sent.
            var signals = feed.signals().makeAsyncIterator()
            await server.app.colr.feed.publish(
                FeedSignal(
                    kind: "presence", body: String(repeating: "x", count: FeedSignal.maximumBodyBytes + 1)))
            await server.app.colr.feed.publish(FeedSignal(kind: "presence", body: #"{"member":"m1"}"#))
            #expect(await signals.next() == FeedSignal(kind: "presence", body: #"{"member":"m1"}"#))
            await instance.stop()
        }
    }

}
