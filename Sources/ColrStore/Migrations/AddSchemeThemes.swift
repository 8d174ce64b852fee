import FluentKit

/// Palettes (schemes) can be kept as themes: a nullable `theme` column on schemes and on their
/// revisions holds the theme's settings as JSON; existing rows are plain palettes.
public struct AddSchemeThemes: AsyncMigration {
    /// Creates the migration.
    public init() {}

    /// Adds the two nullable columns, which both databases can add to tables with rows.
    public func prepare(on database: any Database) async throws {
        try await database.schema("schemes").field("theme", .string).update()
        try await database.schema("scheme_revisions").field("theme", .string).update()
    }

    /// Drops them.
    public func revert(on database: any Database) async throws {
        try await database.schema("scheme_revisions").deleteField("theme").update()
        try await database.schema("schemes").deleteField("theme").update()
    }
}
