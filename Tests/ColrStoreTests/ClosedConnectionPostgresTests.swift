import ColrModels
import ColrTestKit
import Foundation
import SQLKit
import Testing

@testable import ColrStore

/// PostgreSQL closes a connection (a restart, an administrator, a network fault) between two of
/// a store operation's queries: the next query fails at once, and the store goes on serving.
///
/// PostgresNIO drops a query written to a connection whose channel has already been taken apart,
/// and its caller then waits forever: a write that gets no answer, and a pooled connection never
/// given back. These tests fail by not answering within their deadline.
@Suite("Connections PostgreSQL closes", .serialized)
struct ClosedConnectionPostgresTests {
    @Test("A query on a connection the server has closed fails instead of waiting", .postgresTimeLimit)
    func queryOnClosedConnectionFails() async throws {
        try await TestServer.with(.postgres, seed: false) { server in
            let store = try #require(server.app.colr.store as? SQLColorStore)
            let outcome = await answer(within: .seconds(20)) {
                await Self.outcome {
                    try await store.run("a query after the server closed the connection") { sql in
                        try await Self.closeOwnConnection(sql)
                        return try await sql.raw("SELECT 1 AS id").all(decoding: IDRow.self).count
                    }
                }
            }
            let answered = try #require(outcome, "the query waited 20 s on a closed connection")
            #expect(answered.failed, "a closed connection cannot answer a query")
            try await store.ping()
        }
    }

    @Test(
        "A transaction whose connection the server closes fails, rolls back and frees the pool",
        .postgresTimeLimit)
    func transactionOnClosedConnectionFails() async throws {
        try await TestServer.with(.postgres, seed: false) { server in
            let store = try #require(server.app.colr.store as? SQLColorStore)
            let hex = try #require(ColorHex("0a0b0c"))
            // More closed transactions than the pool has connections: a lost lease would starve it.
            for _ in 0..<12 {
                let outcome = await answer(within: .seconds(20)) {
                    await Self.outcome {
                        try await store.transaction("a write whose connection closes") { sql in
                            try await sql.raw(
                                "INSERT INTO colors (hex, created_at) VALUES (\(bind: hex.value), 0)"
                            ).run()
                            try await Self.closeOwnConnection(sql)
                            try await sql.raw("SELECT 1 AS id").run()
                            return 1
                        }
                    }
                }
                let answered = try #require(outcome, "the transaction waited 20 s on a closed connection")
                #expect(answered.failed)
            }
            #expect(try await store.color(hex) == nil, "nothing of the closed transactions was kept")
            _ = try await store.addTags([TagName("after")], to: hex, client: "t")
            #expect(try await store.color(hex)?.tags.map(\.name) == [try TagName("after")])
        }
    }

    /// Asks PostgreSQL to end this connection's backend, then waits until the client has seen
    /// the close and taken the connection apart.
    static func closeOwnConnection(_ sql: any SQLDatabase) async throws {
        let backend = try #require(
            try await sql.raw("SELECT pg_backend_pid() AS id").first(decoding: IDRow.self))
        try await PostgresAdmin.shared.execute("SELECT pg_terminate_backend(\(backend.id))")
        try await Task.sleep(for: .milliseconds(500))
    }

    /// Whether `body` threw, as a value a deadline can carry.
    static func outcome(_ body: () async throws -> Int) async -> Outcome {
        do { return .answered(try await body()) } catch { return .threw("\(error)") }
    }

    enum Outcome: Sendable {
        case answered(Int)
        case threw(String)
        var failed: Bool {
            if case .threw = self { return true }
            return false
        }
    }
}
