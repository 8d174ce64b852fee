import FluentKit

/// Schemes: ordered colors, tags, and per scheme/tag add and delete counts.
public struct CreateSchemeTables: AsyncMigration {
    /// Creates the migration.
    public init() {}

    /// Creates the tables.
    public func prepare(on database: any Database) async throws {
        try await database.schema("schemes")
            .field("id", .int, .identifier(auto: true))
            .field("name", .string, .required)
            .field("client", .string, .required)
            .field("created_at", .double, .required)
            .create()
        try await database.schema("scheme_colors")
            .field("id", .int, .identifier(auto: true))
            .field("scheme_id", .int, .required, .references("schemes", "id", onDelete: .cascade))
            .field("position", .int, .required)
            .field("hex", .string, .required)
            .unique(on: "scheme_id", "position")
            .create()
        try await database.schema("scheme_tags")
            .field("id", .int, .identifier(auto: true))
            .field("scheme_id", .int, .required, .references("schemes", "id", onDelete: .cascade))
            .field("tag_id", .int, .required, .references("tags", "id", onDelete: .cascade))
            .field("created_at", .double, .required)
            .unique(on: "scheme_id", "tag_id")
            .create()
        try await database.schema("scheme_tag_history")
            .field("id", .int, .identifier(auto: true))
            .field("scheme_id", .int, .required, .references("schemes", "id", onDelete: .cascade))
            .field("tag_id", .int, .required, .references("tags", "id", onDelete: .cascade))
            .field("added_count", .int, .required)
            .field("deleted_count", .int, .required)
            .unique(on: "scheme_id", "tag_id")
            .create()
    }

    /// Drops the tables.
    public func revert(on database: any Database) async throws {
        for table in ["scheme_tag_history", "scheme_tags", "scheme_colors", "schemes"] {
            try await database.schema(table).delete()
        }
    }
}
