import FluentKit

/// The change log: every announcement a write makes on PostgreSQL, numbered in one order, kept
/// for an hour. An instance whose listener was away reads what it missed from here (see
/// ``PostgresChangeFeed``). SQLite serves one process, which hears its own writes directly, so
/// there the table stays empty.
public struct CreateChangeLog: AsyncMigration {
    /// Creates the migration.
    public init() {}

    /// Creates the table; its id is the position, issued by the database as each write commits
    /// its announcement.
    public func prepare(on database: any Database) async throws {
        try await database.schema("change_log")
            .field("id", .int64, .identifier(auto: true))
            .field("payload", .string, .required)
            .field("created_at", .double, .required)
            .create()
    }

    /// Drops the table.
    public func revert(on database: any Database) async throws {
        try await database.schema("change_log").delete()
    }
}
