import ColrDomain
import ColrModels
import Foundation
import SQLKit

extension SQLColorStore {
    /// One color with its tags and its tag history, in one query.
    ///
    /// Every link has a history line (adding a tag bumps it), so joining history to the current
    /// links yields both: the hot read path of both APIs costs one round trip.
    static func loadColorWithHistory(_ hex: ColorHex, on sql: any SQLDatabase) async throws -> (
        StoredColor, [TagHistory]
    )? {
        let rows = try await sql.raw(
            """
            SELECT c.id AS id, c.hex AS hex, c.created_at AS created_at, h.tag_id AS tag_id, t.name AS name,
                   h.added_count AS added_count, h.deleted_count AS deleted_count, ct.id AS link_id, ct.created_at AS added_at
            FROM colors c
            LEFT JOIN color_tag_history h ON h.color_id = c.id
            LEFT JOIN tags t ON t.id = h.tag_id
            LEFT JOIN color_tags ct ON ct.color_id = c.id AND ct.tag_id = h.tag_id
            WHERE c.hex = \(bind: hex.value) ORDER BY h.id
            """
        ).all(decoding: ColorHistoryRow.self)
        guard let first = rows.first, let storedHex = ColorHex(first.hex) else { return nil }
        var history: [TagHistory] = []
        var links: [(Int, StoredTag)] = []
        for row in rows {
            guard let tagID = row.tagID, let raw = row.name, let name = try? TagName(raw) else { continue }
            history.append(
                TagHistory(
                    tagID: tagID, name: name, added: row.addedCount ?? 0, deleted: row.deletedCount ?? 0))
            if let link = row.linkID, let addedAt = row.addedAt {
                links.append(
                    (link, StoredTag(id: tagID, name: name, addedAt: Date(timeIntervalSince1970: addedAt))))
            }
        }
        let color = StoredColor(
            id: first.id, hex: storedHex, createdAt: Date(timeIntervalSince1970: first.createdAt),
            tags: links.sorted { $0.0 < $1.0 }.map(\.1))
        return (color, history)
    }

    /// One color with its tags.
    static func loadColor(_ hex: ColorHex, on sql: any SQLDatabase) async throws -> StoredColor? {
        try await loadColorWithHistory(hex, on: sql)?.0
    }

    /// Colors by id, in the order given, each with its tags oldest first.
    static func loadColors(ids: [Int], on sql: any SQLDatabase) async throws -> [StoredColor] {
        guard !ids.isEmpty else { return [] }
        let rows = try await sql.raw("SELECT id, hex, created_at FROM colors WHERE id IN (\(binds: ids))")
            .all(decoding: ColorRow.self)
        let byID = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return try await loadColors(rows: ids.compactMap { byID[$0] }, on: sql)
    }

    private static func loadColors(rows: [ColorRow], on sql: any SQLDatabase) async throws -> [StoredColor] {
        guard !rows.isEmpty else { return [] }
        let tags = try await sql.raw(
            """
            SELECT ct.color_id AS owner_id, t.id AS tag_id, t.name AS name, ct.created_at AS added_at
            FROM color_tags ct JOIN tags t ON t.id = ct.tag_id
            WHERE ct.color_id IN (\(binds: rows.map(\.id))) ORDER BY ct.id
            """
        ).all(decoding: LinkedTagRow.self)
        let tagsByColor = Dictionary(grouping: tags, by: \.ownerID)
        return rows.compactMap { row in
            guard let hex = ColorHex(row.hex) else { return nil }
            return StoredColor(
                id: row.id, hex: hex, createdAt: Date(timeIntervalSince1970: row.createdAt),
                tags: (tagsByColor[row.id] ?? []).compactMap(\.storedTag))
        }
    }

    /// Add/delete counts per tag for the owners given, from a color or scheme history table.
    static func history(table: String, owner: String, ids: [Int], on sql: any SQLDatabase) async throws
        -> [Int: [TagHistory]]
    {
        guard !ids.isEmpty else { return [:] }
        let rows = try await sql.raw(
            """
            SELECT h.\(ident: owner) AS owner_id, h.tag_id AS tag_id, t.name AS name,
                   h.added_count AS added_count, h.deleted_count AS deleted_count
            FROM \(ident: table) h JOIN tags t ON t.id = h.tag_id
            WHERE h.\(ident: owner) IN (\(binds: ids)) ORDER BY h.id
            """
        ).all(decoding: HistoryRow.self)
        var result: [Int: [TagHistory]] = [:]
        for row in rows {
            guard let name = try? TagName(row.name) else { continue }
            result[row.ownerID, default: []].append(
                TagHistory(tagID: row.tagID, name: name, added: row.addedCount, deleted: row.deletedCount))
        }
        return result
    }

    /// The id of a tag, creating it if needed; safe against a concurrent creator.
    static func tagID(_ tag: TagName, at time: Double, on sql: any SQLDatabase) async throws -> Int {
        try await sql.raw(
            "INSERT INTO tags (name, created_at) VALUES (\(bind: tag.value), \(bind: time)) ON CONFLICT (name) DO NOTHING"
        ).run()
        guard
            let row = try await sql.raw("SELECT id FROM tags WHERE name = \(bind: tag.value)").first(
                decoding: IDRow.self)
        else { throw StoreInvariant.missingRow("tag \(tag.value)") }
        return row.id
    }

    /// Bumps a history counter, creating the line on first use.
    static func bumpHistory(
        table: String, owner: String, ownerID: Int, tagID: Int, added: Bool, on sql: any SQLDatabase
    ) async throws {
        let column = added ? "added_count" : "deleted_count"
        try await sql.raw(
            """
            INSERT INTO \(ident: table) (\(ident: owner), tag_id, added_count, deleted_count)
            VALUES (\(bind: ownerID), \(bind: tagID), \(literal: added ? 1 : 0), \(literal: added ? 0 : 1))
            ON CONFLICT (\(ident: owner), tag_id) DO UPDATE SET \(ident: column) = \(ident: table).\(ident: column) + 1
            """
        ).run()
    }
}

/// A row the store just wrote is missing: only a broken database does this.
enum StoreInvariant: Error {
    case missingRow(String)
}
