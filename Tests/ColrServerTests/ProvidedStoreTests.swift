import ColrDomain
import ColrModels
import ColrServer
import ColrTestKit
import Testing
import Vapor

/// The whole server over a store the caller provides: no database is opened, every route and
/// screen uses the store, and its outage is the server's outage.
@Suite("A server over a provided store")
struct ProvidedStoreTests {
    @Test("Routes, screens and the change feed all use the provided store")
    func everythingUsesIt() async throws {
        let store = MemoryColorStore([("ff00ff", ["fuchsia"])], feed: LocalChangeFeed())
        try await TestServer.with(memory: store) { server in
            let health = try await server.send(.GET, "/api/v1/health").decode(HealthStatus.self)
            #expect(health.database == "memory")
            var heard = server.app.colr.feed.changes().makeAsyncIterator()
            let added = try await server.send(
                .POST, "/api/v1/colors/ff00ff/tags", json: #"{"tags":["pink"]}"#)
            #expect(added.status == .ok)
            #expect(await heard.next()?.tags?.map(\.value) == ["fuchsia", "pink"])
            #expect(try await store.color(ColorHex("ff00ff")!)?.tags.count == 2)
            let page = try await server.send(.GET, "/search/color-ff00ff")
            #expect(page.status == .ok)
            #expect(page.text.contains(">pink<"))
        }
    }

    @Test("When the provided store is down, health says so and pages still render")
    func outage() async throws {
        let store = MemoryColorStore([("ff00ff", ["fuchsia"])])
        try await TestServer.with(memory: store) { server in
            store.failing.store(true, ordering: .relaxed)
            let health = try await server.send(.GET, "/api/v1/health")
            #expect(health.status == .serviceUnavailable)
            let page = try await server.send(.GET, "/search/color-ff00ff")
            #expect(page.status == .ok)
            #expect(!page.text.contains(">fuchsia<"))
            store.failing.store(false, ordering: .relaxed)
            #expect(try await server.send(.GET, "/api/v1/health").status == .ok)
        }
    }
}
