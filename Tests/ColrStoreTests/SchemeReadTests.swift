import ColrDomain
import ColrModels
import ColrTestKit
import NIOCore
import SQLKit
import Synchronization
import Testing

@testable import ColrStore

/// A palette read while another editor's save commits: whatever it returns carries a revision no
/// newer than what it shows, so a screen that shows it still takes that save's announcement as
/// news and reads again (the chaos run once left a palette page on an older name for good).
@Suite("Reading a palette while it is saved", .serialized)
struct SchemeReadTests {
    /// SQL that runs `between` once, after the first statement of a read has answered and before
    /// the second is sent: a save landing in the middle of the read.
    final class InterruptedSQL: ForwardingSQLDatabase {
        let base: any SQLDatabase
        let between: @Sendable () async throws -> Void
        private let statements = Mutex(0)

        init(_ base: any SQLDatabase, between: @escaping @Sendable () async throws -> Void) {
            self.base = base
            self.between = between
        }

        func execute(
            sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void
        ) -> EventLoopFuture<Void> {
            eventLoop.makeFutureWithTask { try await self.execute(sql: query, onRow) }
        }

        func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
            async throws
        {
            let index = statements.withLock { count in
                defer { count += 1 }
                return count
            }
            if index == 1 { try await between() }
            try await base.execute(sql: query, onRow)
        }
    }

    @Test(
        "A rename committed in the middle of a read does not give the old name its revision",
        arguments: Backend.allCases)
    func readAcrossASave(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let store = try #require(server.app.colr.store as? SQLColorStore)
            let created = try await store.createScheme(
                SchemeDraft(name: "Sea", colors: ["111111", "222222"].compactMap(ColorHex.init), tags: []),
                owner: "a", client: "t")
            let owner = SchemeCredential(visitor: "a")
            let sql = try #require(server.app.db as? any SQLDatabase)
            let interrupted = InterruptedSQL(sql) {
                _ = try await store.editScheme(
                    id: created.id, operations: [.rename("Harbour")], base: created.revision,
                    credential: owner, client: "t")
            }
            let read = try #require(
                try await SQLColorStore.loadSchemes(ids: [created.id], on: interrupted).first)
            let revisions = try await store.schemeRevisions(id: created.id, limit: 5)
            #expect(revisions.map(\.number) == [2, 1], "the rename was stored during the read")
            let named = try #require(revisions.first { $0.number == read.revision })
            #expect(
                read.name == named.name,
                "read “\(read.name)” as revision \(read.revision), whose name is “\(named.name)”")
        }
    }
}
