import ColrModels
import ColrServer
import ColrTestKit
import Foundation
import Testing
import Vapor

@Suite("PostgreSQL: several instances, and a database that goes away")
struct PostgresTests {
    @Test(.postgresTimeLimit)
    func twoInstancesSeeEachOthersWrites() async throws {
        let (location, drop) = try await Backend.postgres.makeDatabase()
        defer { Task { await drop() } }
        var config = ColrConfiguration()
        config.database = location
        config.logLevel = .critical
        let first = try await buildApplication(config: config, environment: .testing)
        let second = try await buildApplication(config: config, environment: .testing)
        do {
            let a = TestServer(app: first, database: location)
            let b = TestServer(app: second, database: location)
            try await a.postForm("/js/color/0a0b0c/addtag/", "tags=from first")
            try await b.send(.POST, "/api/v1/colors/0a0b0c/tags", json: #"{"tags":["from second"]}"#)
            for server in [a, b] {
                let detail = try await server.send(.GET, "/api/v1/colors/0a0b0c").decode(ColorDetail.self)
                #expect(detail.tags.map(\.name) == ["from first", "from second"])
            }
            // A tag added through one instance is announced on the other (LISTEN/NOTIFY).
            var heard = second.colr.feed.changes().makeAsyncIterator()
            try await Task.sleep(for: .seconds(1))  // the listener's connection is opened in the background
            try await a.postForm("/js/color/0d0e0f/addtag/", "tags=cross")
            let change = await heard.next()
            #expect(change?.hex.value == "0d0e0f")
            #expect(change?.tags?.map(\.value) == ["cross"])
            // The second instance did not seed again: the seed ran once.
            #expect(
                try await b.send(.GET, "/json/colors/random/1").decode(LegacyEnvelope.self).matchingColors
                    == 145)
        } catch {
            Issue.record(error)
        }
        try await first.asyncShutdown()
        try await second.asyncShutdown()
        await drop()
    }

    @Test("A database that goes away gives 503 with a reason, then recovers")
    func databaseGoesAway() async throws {
        try await TestServer.with(.postgres) { server in
            guard case .postgres(let url)? = server.database, let name = url.split(separator: "/").last else {
                Issue.record("expected a PostgreSQL database")
                return
            }
            #expect(try await server.send(.GET, "/api/v1/health").status == .ok)
            try await PostgresAdmin.shared.execute("ALTER DATABASE \(name) ALLOW_CONNECTIONS false")
            try await PostgresAdmin.shared.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '\(name)'")
            let down = try await server.send(.GET, "/api/v1/health")
            #expect(down.status == .serviceUnavailable)
            #expect(try down.decode(ErrorBody.self).error == "store_unavailable")
            let legacyDown = try await server.postForm("/js/color/010203/addtag/", "tags=lost")
            #expect(legacyDown.status == .serviceUnavailable)
            #expect(try legacyDown.decode(LegacyEnvelope.self).success == false)

            try await PostgresAdmin.shared.execute("ALTER DATABASE \(name) ALLOW_CONNECTIONS true")
            var recovered = false
            for _ in 0..<20 where !recovered {
                recovered = try await server.send(.GET, "/api/v1/health").status == .ok
                if !recovered { try await Task.sleep(for: .milliseconds(250)) }
            }
            #expect(recovered)
            // Nothing from the failed write was half-written.
            #expect(
                try await server.send(.GET, "/json/color/010203").decode(LegacyEnvelope.self).colors.first?.id
                    == -1)
        }
    }
}
