import FluentKit
import SQLKit

/// A scheme's colors become entries with ids of their own, so an edit names the color it means,
/// not a position another editor may have moved it from: an `entry` column on `scheme_colors`
/// (numbered from 1 in each scheme's order), the highest id each scheme has given out
/// (`schemes.last_entry`, so a removed entry's id is never given again), and each revision's
/// entry ids (`scheme_revisions.entries`, nullable: older revisions kept none).
///
/// One transaction: a migration cut short leaves the tables as they were.
public struct AddSchemeEntries: AsyncMigration {
    /// Creates the migration.
    public init() {}

    /// Adds and fills the columns; plain SQL that SQLite and PostgreSQL both accept.
    public func prepare(on database: any Database) async throws {
        try await database.transaction { database in
            guard let sql = database as? any SQLDatabase else { return }
            try await sql.raw("ALTER TABLE scheme_colors ADD COLUMN entry INTEGER NOT NULL DEFAULT 0").run()
            try await sql.raw("ALTER TABLE schemes ADD COLUMN last_entry INTEGER NOT NULL DEFAULT 0").run()
            try await sql.raw("ALTER TABLE scheme_revisions ADD COLUMN entries TEXT").run()
            try await Self.number(on: sql)
        }
    }

    /// Numbers every scheme's colors 1, 2, 3… in their order, and notes the highest number.
    static func number(on sql: any SQLDatabase) async throws {
        try await sql.raw("UPDATE scheme_colors SET entry = position + 1").run()
        try await sql.raw(
            """
            UPDATE schemes SET last_entry =
              (SELECT COALESCE(MAX(sc.entry), 0) FROM scheme_colors sc WHERE sc.scheme_id = schemes.id)
            """
        ).run()
    }

    /// Drops the columns.
    public func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("ALTER TABLE scheme_revisions DROP COLUMN entries").run()
        try await sql.raw("ALTER TABLE schemes DROP COLUMN last_entry").run()
        try await sql.raw("ALTER TABLE scheme_colors DROP COLUMN entry").run()
    }
}
