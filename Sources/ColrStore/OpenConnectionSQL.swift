import NIOCore
import PostgresNIO
import SQLKit

/// One leased PostgreSQL connection as SQL whose queries fail once the connection has closed,
/// instead of waiting forever (see ``PostgresNIO/PostgresConnection/whileOpen(_:)``).
///
/// The store runs every operation on its connection through this, its transaction's `BEGIN`,
/// `COMMIT` and `ROLLBACK` included, so a connection PostgreSQL closes mid-write fails the write
/// and goes back to the pool, which discards it.
struct OpenConnectionSQL: ForwardingSQLDatabase {
    /// The driver's SQL over `connection`.
    let base: any SQLDatabase
    /// The connection `base` queries.
    let connection: PostgresConnection

    func execute(
        sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void
    ) -> EventLoopFuture<Void> {
        connection.whileOpen { [base] _ in base.execute(sql: query, onRow) }
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws
    {
        try await execute(sql: query, onRow).get()
    }
}
