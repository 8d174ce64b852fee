import FluentKit
import SQLKit

/// Palettes get owners: an owner identity and an edit token per scheme, a shared flag, the
/// browsers that opened an edit link, and every saved state of a scheme.
///
/// Schemes from before this migration keep no owner and no token and stay shared, so they read
/// as before and nobody can take them over.
public struct AddSchemeOwnership: AsyncMigration {
    /// Creates the migration.
    public init() {}

    /// Adds the columns and tables; plain SQL that SQLite and PostgreSQL both accept.
    public func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("ALTER TABLE schemes ADD COLUMN owner TEXT").run()
        try await sql.raw("ALTER TABLE schemes ADD COLUMN edit_token TEXT").run()
        try await sql.raw("ALTER TABLE schemes ADD COLUMN shared INTEGER NOT NULL DEFAULT 1").run()
        try await sql.raw("CREATE INDEX schemes_owner ON schemes (owner)").run()
        try await sql.raw(
            """
            CREATE TABLE scheme_editors (
              scheme_id BIGINT NOT NULL REFERENCES schemes (id) ON DELETE CASCADE,
              visitor TEXT NOT NULL,
              created_at DOUBLE PRECISION NOT NULL,
              PRIMARY KEY (scheme_id, visitor))
            """
        ).run()
        try await sql.raw("CREATE INDEX scheme_editors_visitor ON scheme_editors (visitor)").run()
        try await sql.raw(
            """
            CREATE TABLE scheme_revisions (
              scheme_id BIGINT NOT NULL REFERENCES schemes (id) ON DELETE CASCADE,
              number INTEGER NOT NULL,
              name TEXT NOT NULL,
              notes TEXT NOT NULL,
              colors TEXT NOT NULL,
              role TEXT NOT NULL,
              visitor TEXT,
              created_at DOUBLE PRECISION NOT NULL,
              PRIMARY KEY (scheme_id, number))
            """
        ).run()
    }

    /// Drops what `prepare` added.
    public func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("DROP TABLE scheme_revisions").run()
        try await sql.raw("DROP TABLE scheme_editors").run()
        try await sql.raw("DROP INDEX schemes_owner").run()
        for column in ["shared", "edit_token", "owner"] {
            try await sql.raw("ALTER TABLE schemes DROP COLUMN \(ident: column)").run()
        }
    }
}
