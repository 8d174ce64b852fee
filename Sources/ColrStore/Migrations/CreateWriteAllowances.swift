import FluentKit

/// Each client's write allowance, shared by every instance on PostgreSQL (see ``SQLWriteMeter``):
/// a token bucket per client address, as tokens left and when they were counted.
public struct CreateWriteAllowances: AsyncMigration {
    /// Creates the migration.
    public init() {}

    /// Creates the table, one row per client that wrote lately.
    public func prepare(on database: any Database) async throws {
        try await database.schema("write_allowances")
            .field("client", .string, .identifier(auto: false))
            .field("tokens", .double, .required)
            .field("counted_at", .double, .required)
            .create()
    }

    /// Drops the table.
    public func revert(on database: any Database) async throws {
        try await database.schema("write_allowances").delete()
    }
}
