import FluentKit
import SQLKit

/// Scheme ids come from a watermark that only grows, so an id is never issued twice: SQLite
/// gives a new row the largest id plus one, which reuses the id of a scheme deleted from the
/// top, and a stale editor or a stale API call would then change someone else's new scheme.
public struct AddIDWatermarks: AsyncMigration {
    /// Creates the migration.
    public init() {}

    /// Creates the table and starts the schemes' watermark at the largest id issued so far.
    public func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("CREATE TABLE id_watermarks (name TEXT PRIMARY KEY, last_id BIGINT NOT NULL)").run()
        try await sql.raw(
            "INSERT INTO id_watermarks (name, last_id) SELECT 'schemes', COALESCE(MAX(id), 0) FROM schemes"
        ).run()
    }

    /// Drops the table.
    public func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("DROP TABLE id_watermarks").run()
    }
}
