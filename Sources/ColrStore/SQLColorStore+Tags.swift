import ColrDomain
import ColrModels
import Foundation
import SQLKit

extension SQLColorStore {
    /// Stores the color if new, then links each tag once (see ``ColrDomain/ColorRepository/addTags(_:to:client:)``).
    public func addTags(_ tags: [TagName], to hex: ColorHex, client: String) async throws(ColrError)
        -> StoredColor
    {
        let time = now().timeIntervalSince1970
        let client = String(client.prefix(64))
        // Forgotten whatever the outcome: a commit whose answer was lost may still have happened.
        defer { cache?.forget(hex) }
        return try await announcingTransaction("adding a tag") { sql -> (StoredColor, [Announcement]) in
            // Writing first takes SQLite's write lock at once, so two adders queue instead of deadlocking.
            try await sql.raw(
                "INSERT INTO colors (hex, created_at) VALUES (\(bind: hex.value), \(bind: time)) ON CONFLICT (hex) DO NOTHING"
            ).run()
            guard let colorID = try await Self.lockColor(hex, on: sql) else {
                throw StoreInvariant.missingRow("color \(hex)")
            }
            for tag in tags {
                let tagID = try await Self.tagID(tag, at: time, on: sql)
                let inserted = try await sql.raw(
                    """
                    INSERT INTO color_tags (color_id, tag_id, client, created_at)
                    VALUES (\(bind: colorID), \(bind: tagID), \(bind: client), \(bind: time))
                    ON CONFLICT (color_id, tag_id) DO NOTHING RETURNING id
                    """
                ).all(decoding: IDRow.self)
                // Only a tag that was not there yet counts as added: repeats are idempotent.
                if !inserted.isEmpty {
                    try await Self.bumpHistory(
                        table: "color_tag_history", owner: "color_id", ownerID: colorID, tagID: tagID,
                        added: true,
                        on: sql)
                }
            }
            let count =
                try await sql.raw(
                    "SELECT COUNT(*) AS id FROM color_tags WHERE color_id = \(bind: colorID)"
                ).first(decoding: IDRow.self)?.id ?? 0
            guard count <= TagName.maximumPerColor else {
                // Thrown inside the transaction, so none of this request's tags stay.
                throw ColrError.limitReached(
                    reason:
                        "\(hex) already carries the most tags a color may have (\(TagName.maximumPerColor))")
            }
            guard let color = try await Self.loadColor(hex, on: sql) else {
                throw StoreInvariant.missingRow("color \(hex)")
            }
            return (color, [.color(ColorChange(color))])
        }
    }

    /// Unlinks a tag and counts the deletion in the history.
    public func removeTag(_ tag: TagName, from hex: ColorHex, client: String) async throws(ColrError)
        -> StoredColor?
    {
        defer { cache?.forget(hex) }
        return try await announcingTransaction("removing a tag") { sql -> (StoredColor?, [Announcement]) in
            // Writing first takes SQLite's write lock at once: a transaction that reads first
            // must later upgrade its lock, and fails as "busy" when another writer came between.
            guard let colorID = try await Self.lockColor(hex, on: sql) else { return (nil, []) }
            let removed = try await sql.raw(
                """
                DELETE FROM color_tags WHERE color_id = \(bind: colorID)
                AND tag_id = (SELECT id FROM tags WHERE name = \(bind: tag.value)) RETURNING tag_id AS id
                """
            ).all(decoding: IDRow.self)
            for row in removed {
                try await Self.bumpHistory(
                    table: "color_tag_history", owner: "color_id", ownerID: colorID, tagID: row.id,
                    added: false,
                    on: sql)
            }
            let color = try await Self.loadColor(hex, on: sql)
            guard !removed.isEmpty, let color else { return (color, []) }
            return (color, [.color(ColorChange(color))])
        }
    }

    /// Locks the color's row for the rest of the transaction and returns its id (nil when there
    /// is no such color). Two writes to one color's tags then run one after the other on
    /// PostgreSQL too: each reads the tags the other committed, so neither announces a list
    /// missing the other's tag, and the per-color bound counts both.
    static func lockColor(_ hex: ColorHex, on sql: any SQLDatabase) async throws -> Int? {
        try await sql.raw("UPDATE colors SET hex = hex WHERE hex = \(bind: hex.value) RETURNING id")
            .first(decoding: IDRow.self)?.id
    }
}
