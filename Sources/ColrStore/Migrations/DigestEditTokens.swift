import FluentKit
import SQLKit
import Secrets

/// Edit tokens are kept as digests (``Secrets/SecretDigest``): every token stored in plain text
/// before is replaced by its digest, so a copy of the database opens no palette. The tokens
/// people hold keep working, since a presented token is checked against its digest.
///
/// All rows change in one transaction: a migration cut short leaves every token as it was.
public struct DigestEditTokens: AsyncMigration {
    /// Rows read per query.
    let batch: Int

    /// Creates the migration, reading `batch` rows at a time.
    public init(batch: Int = 500) {
        self.batch = max(1, batch)
    }

    /// Replaces each plain token with its digest.
    public func prepare(on database: any Database) async throws {
        try await database.transaction { database in
            guard let sql = database as? any SQLDatabase else { return }
            var after = Int.min
            while true {
                let rows = try await sql.raw(
                    """
                    SELECT id, edit_token FROM schemes
                    WHERE id > \(bind: after) AND edit_token IS NOT NULL AND edit_token NOT LIKE 'sha256:%'
                    ORDER BY id LIMIT \(bind: batch)
                    """
                ).all(decoding: TokenRow.self)
                for row in rows {
                    try await sql.raw(
                        "UPDATE schemes SET edit_token = \(bind: SecretDigest.of(row.editToken)) WHERE id = \(bind: row.id)"
                    ).run()
                }
                guard rows.count == batch, let last = rows.last else { return }
                after = last.id
            }
        }
    }

    /// Digests cannot be turned back into tokens; reverting leaves them, and palettes keep the
    /// owners and editors that need no token.
    public func revert(on database: any Database) async throws {}

    private struct TokenRow: Decodable {
        let id: Int
        let editToken: String

        enum CodingKeys: String, CodingKey {
            case id
            case editToken = "edit_token"
        }
    }
}
