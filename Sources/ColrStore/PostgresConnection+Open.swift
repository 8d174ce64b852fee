import ColrModels
import NIOCore
import PostgresNIO

extension PostgresConnection {
    /// Starts `query` only while the connection is open, and fails at once once it has closed.
    ///
    /// PostgresNIO (1.33) hands a query to the channel without asking to hear whether the write
    /// happened; once a closed channel has been taken apart, the query is dropped and its caller
    /// waits forever. That is what PostgreSQL restarting between two queries of one write did:
    /// the write got no answer and its pooled connection was never given back. Asking on the
    /// connection's own event loop makes the check and the write one step: while the channel is
    /// active its handler is in place, and the handler fails every query when the connection
    /// closes, so the query either runs or fails, never waits.
    func whileOpen<T: Sendable>(
        _ query: @escaping @Sendable (PostgresConnection) -> EventLoopFuture<T>
    ) -> EventLoopFuture<T> {
        eventLoop.flatSubmit {
            guard !self.isClosed else {
                return self.eventLoop.makeFailedFuture(ColrError.storeUnavailable(reason: Self.closedReason))
            }
            return query(self)
        }
    }

    /// Runs `query` and collects its rows, failing instead of waiting if the connection closes.
    func collect(_ query: PostgresQuery, logger: Logger) async throws -> PostgresQueryResult {
        try await whileOpen { $0.query(query, logger: logger) }.get()
    }

    /// What a person is told when a query met a connection PostgreSQL had closed.
    static let closedReason = "the connection to the database closed; try again in a moment"

    /// The connection under a pooled database handle taken with `withConnection`, when it is
    /// PostgreSQL's; nil for any other database.
    static func underlying(_ database: Any) async throws -> PostgresConnection? {
        guard let postgres = database as? any PostgresDatabase else { return nil }
        return try await postgres.withConnection { $0.eventLoop.makeSucceededFuture($0) }.get()
    }
}
