import FluentKit

/// Palettes (schemes) get free-form notes; existing rows read as empty notes.
public struct AddSchemeNotes: AsyncMigration {
    /// Creates the migration.
    public init() {}

    /// Adds a nullable `notes` column, which both databases can add to a table with rows.
    public func prepare(on database: any Database) async throws {
        try await database.schema("schemes").field("notes", .string).update()
    }

    /// Drops the column.
    public func revert(on database: any Database) async throws {
        try await database.schema("schemes").deleteField("notes").update()
    }
}
