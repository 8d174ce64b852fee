import ColrCore
import Foundation
import SQLKit

extension FluentColorStore {
    /// A scheme with its colors and tags.
    public func scheme(id: Int) async throws(ColrError) -> StoredScheme? {
        try await run("a scheme lookup") { sql in try await Self.loadSchemes(ids: [id], on: sql).first }
    }

    /// Random schemes, optionally only small ones.
    public func randomSchemes(count: Int, sizeLimit: Int?) async throws(ColrError) -> [StoredScheme] {
        try await run("a random scheme pick") { sql in
            let ids = try await sql.raw(
                """
                SELECT s.id AS id FROM schemes s
                WHERE (SELECT COUNT(*) FROM scheme_colors sc WHERE sc.scheme_id = s.id) <= \(bind: sizeLimit ?? Int.max)
                ORDER BY RANDOM() LIMIT \(bind: count)
                """
            ).all(decoding: IDRow.self).map(\.id)
            return try await Self.loadSchemes(ids: ids, on: sql)
        }
    }

    /// The newest schemes.
    public func latestSchemes(limit: Int) async throws(ColrError) -> [StoredScheme] {
        try await run("a scheme list") { sql in
            let ids = try await sql.raw("SELECT id FROM schemes ORDER BY id DESC LIMIT \(bind: limit)")
                .all(decoding: IDRow.self).map(\.id)
            return try await Self.loadSchemes(ids: ids, on: sql)
        }
    }

    /// History lines for the given schemes.
    public func schemeHistory(schemeIDs: [Int]) async throws(ColrError) -> [Int: [TagHistory]] {
        try await run("a scheme history lookup") { sql in
            try await Self.history(table: "scheme_tag_history", owner: "scheme_id", ids: schemeIDs, on: sql)
        }
    }

    /// Stores a new scheme in one transaction.
    public func createScheme(_ draft: SchemeDraft, client: String) async throws(ColrError) -> StoredScheme {
        let time = now().timeIntervalSince1970
        let client = String(client.prefix(64))
        return try await transaction("creating a scheme") { sql -> StoredScheme in
            // The id comes from a watermark that only grows (see AddIDWatermarks), never from
            // the table's largest id, which a deletion can lower.
            guard
                let id = try await sql.raw(
                    "UPDATE id_watermarks SET last_id = last_id + 1 WHERE name = 'schemes' RETURNING last_id AS id"
                ).first(decoding: IDRow.self)?.id
            else { throw StoreInvariant.missingRow("scheme id watermark") }
            try await sql.raw(
                """
                INSERT INTO schemes (id, name, notes, client, created_at)
                VALUES (\(bind: id), \(bind: draft.name), \(bind: draft.notes), \(bind: client), \(bind: time))
                """
            ).run()
            try await Self.writeContents(of: id, draft: draft, previousTags: [], at: time, on: sql)
            guard let scheme = try await Self.loadSchemes(ids: [id], on: sql).first else {
                throw StoreInvariant.missingRow("scheme \(id)")
            }
            return scheme
        }
    }

    /// Replaces a scheme's contents, counting tag additions and deletions.
    public func updateScheme(id: Int, with draft: SchemeDraft, client: String) async throws(ColrError)
        -> StoredScheme?
    {
        let time = now().timeIntervalSince1970
        return try await transaction("updating a scheme") { sql -> StoredScheme? in
            let updated = try await sql.raw(
                "UPDATE schemes SET name = \(bind: draft.name), notes = \(bind: draft.notes) WHERE id = \(bind: id) RETURNING id"
            ).all(decoding: IDRow.self)
            guard !updated.isEmpty else { return nil }
            let previous = try await sql.raw(
                """
                SELECT st.scheme_id AS owner_id, t.id AS tag_id, t.name AS name, st.created_at AS added_at
                FROM scheme_tags st JOIN tags t ON t.id = st.tag_id WHERE st.scheme_id = \(bind: id)
                """
            ).all(decoding: LinkedTagRow.self)
            try await sql.raw("DELETE FROM scheme_colors WHERE scheme_id = \(bind: id)").run()
            try await Self.writeContents(of: id, draft: draft, previousTags: previous, at: time, on: sql)
            return try await Self.loadSchemes(ids: [id], on: sql).first
        }
    }

    /// Deletes a scheme with its colors, tags and history.
    public func deleteScheme(id: Int) async throws(ColrError) -> Bool {
        try await transaction("deleting a scheme") { sql -> Bool in
            for table in ["scheme_tag_history", "scheme_tags", "scheme_colors"] {
                try await sql.raw("DELETE FROM \(ident: table) WHERE scheme_id = \(bind: id)").run()
            }
            return
                !(try await sql.raw("DELETE FROM schemes WHERE id = \(bind: id) RETURNING id").all(
                    decoding: IDRow.self))
                .isEmpty
        }
    }

    /// Writes a scheme's colors, and its tags as the difference from `previousTags`.
    private static func writeContents(
        of id: Int, draft: SchemeDraft, previousTags: [LinkedTagRow], at time: Double, on sql: any SQLDatabase
    ) async throws {
        for (position, hex) in draft.colors.enumerated() {
            try await sql.raw(
                """
                INSERT INTO scheme_colors (scheme_id, position, hex)
                VALUES (\(bind: id), \(bind: position), \(bind: hex.value))
                """
            ).run()
        }
        let wanted = Set(draft.tags.map(\.value))
        for old in previousTags where !wanted.contains(old.name) {
            try await sql.raw(
                "DELETE FROM scheme_tags WHERE scheme_id = \(bind: id) AND tag_id = \(bind: old.tagID)"
            ).run()
            try await bumpHistory(
                table: "scheme_tag_history", owner: "scheme_id", ownerID: id, tagID: old.tagID, added: false,
                on: sql)
        }
        let existing = Set(previousTags.map(\.name))
        for tag in draft.tags where !existing.contains(tag.value) {
            let tagID = try await tagID(tag, at: time, on: sql)
            try await sql.raw(
                """
                INSERT INTO scheme_tags (scheme_id, tag_id, created_at) VALUES (\(bind: id), \(bind: tagID), \(bind: time))
                """
            ).run()
            try await bumpHistory(
                table: "scheme_tag_history", owner: "scheme_id", ownerID: id, tagID: tagID, added: true,
                on: sql)
        }
    }

    /// Schemes by id, in the order given.
    static func loadSchemes(ids: [Int], on sql: any SQLDatabase) async throws -> [StoredScheme] {
        guard !ids.isEmpty else { return [] }
        let rows = try await sql.raw(
            "SELECT id, name, notes, created_at FROM schemes WHERE id IN (\(binds: ids))"
        )
        .all(decoding: SchemeRow.self)
        let colors = try await sql.raw(
            "SELECT scheme_id, hex FROM scheme_colors WHERE scheme_id IN (\(binds: ids)) ORDER BY scheme_id, position"
        ).all(decoding: SchemeColorRow.self)
        let tags = try await sql.raw(
            """
            SELECT st.scheme_id AS owner_id, t.id AS tag_id, t.name AS name, st.created_at AS added_at
            FROM scheme_tags st JOIN tags t ON t.id = st.tag_id
            WHERE st.scheme_id IN (\(binds: ids)) ORDER BY st.id
            """
        ).all(decoding: LinkedTagRow.self)
        let colorsByScheme = Dictionary(grouping: colors, by: \.schemeID)
        let tagsByScheme = Dictionary(grouping: tags, by: \.ownerID)
        let byID = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { id in
            guard let row = byID[id] else { return nil }
            return StoredScheme(
                id: id, name: row.name, notes: row.notes ?? "",
                colors: (colorsByScheme[id] ?? []).compactMap { ColorHex($0.hex) },
                tags: (tagsByScheme[id] ?? []).compactMap(\.storedTag),
                createdAt: Date(timeIntervalSince1970: row.createdAt))
        }
    }
}
