import FluentKit

/// Colors, tags, the links between them, and per color/tag add and delete counts.
///
/// Times are seconds since 1970 as doubles, the one representation SQLite and PostgreSQL
/// store and compare identically. Uniqueness lives in the schema, so concurrent writers
/// cannot create a duplicate color, tag or link whatever their timing.
public struct CreateColorTables: AsyncMigration {
    /// Creates the migration.
    public init() {}

    /// Creates the tables and their unique constraints.
    public func prepare(on database: any Database) async throws {
        try await database.schema("colors")
            .field("id", .int, .identifier(auto: true))
            .field("hex", .string, .required)
            .field("created_at", .double, .required)
            .unique(on: "hex")
            .create()
        try await database.schema("tags")
            .field("id", .int, .identifier(auto: true))
            .field("name", .string, .required)
            .field("created_at", .double, .required)
            .unique(on: "name")
            .create()
        try await database.schema("color_tags")
            .field("id", .int, .identifier(auto: true))
            .field("color_id", .int, .required, .references("colors", "id", onDelete: .cascade))
            .field("tag_id", .int, .required, .references("tags", "id", onDelete: .cascade))
            .field("client", .string, .required)
            .field("created_at", .double, .required)
            .unique(on: "color_id", "tag_id")
            .create()
        try await database.schema("color_tag_history")
            .field("id", .int, .identifier(auto: true))
            .field("color_id", .int, .required, .references("colors", "id", onDelete: .cascade))
            .field("tag_id", .int, .required, .references("tags", "id", onDelete: .cascade))
            .field("added_count", .int, .required)
            .field("deleted_count", .int, .required)
            .unique(on: "color_id", "tag_id")
            .create()
    }

    /// Drops the tables, links first.
    public func revert(on database: any Database) async throws {
        for table in ["color_tag_history", "color_tags", "tags", "colors"] {
            try await database.schema(table).delete()
        }
    }
}
