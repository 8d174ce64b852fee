import ColrDomain
import ColrModels
import Foundation
import SQLKit

extension SQLColorStore {
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
                WHERE s.shared = 1
                  AND (SELECT COUNT(*) FROM scheme_colors sc WHERE sc.scheme_id = s.id) <= \(bind: sizeLimit ?? Int.max)
                ORDER BY RANDOM() LIMIT \(bind: count)
                """
            ).all(decoding: IDRow.self).map(\.id)
            return try await Self.loadSchemes(ids: ids, on: sql)
        }
    }

    /// The newest schemes.
    public func latestSchemes(limit: Int) async throws(ColrError) -> [StoredScheme] {
        try await run("a scheme list") { sql in
            let ids = try await sql.raw(
                "SELECT id FROM schemes WHERE shared = 1 ORDER BY id DESC LIMIT \(bind: limit)"
            ).all(decoding: IDRow.self).map(\.id)
            return try await Self.loadSchemes(ids: ids, on: sql)
        }
    }

    /// A page of the schemes a browser owns or may edit by link, newest first; the cursor is the
    /// last scheme's id.
    public func schemes(editableBy visitor: String, after cursor: Int?, limit: Int) async throws(ColrError)
        -> SchemePage
    {
        try await run("a palette list") { sql in
            let ids = try await sql.raw(
                """
                SELECT id FROM schemes WHERE id < \(bind: cursor ?? Int.max) AND (owner = \(bind: visitor)
                  OR id IN (SELECT scheme_id FROM scheme_editors WHERE visitor = \(bind: visitor)))
                ORDER BY id DESC LIMIT \(bind: limit + 1)
                """
            ).all(decoding: IDRow.self).map(\.id)
            let page = try await Self.loadSchemes(ids: Array(ids.prefix(limit)), on: sql)
            return SchemePage(items: page, more: ids.count > limit, cursor: \.id)
        }
    }

    /// A scheme's saved states, newest first.
    public func schemeRevisions(id: Int, limit: Int) async throws(ColrError) -> [SchemeRevision] {
        try await run("a palette history lookup") { sql in
            try await sql.raw(
                """
                SELECT number, name, notes, colors, role, visitor, created_at, theme, entries FROM scheme_revisions
                WHERE scheme_id = \(bind: id) ORDER BY number DESC LIMIT \(bind: limit)
                """
            ).all(decoding: SchemeRevisionRow.self).map(\.revision)
        }
    }

    /// History lines for the given schemes.
    public func schemeHistory(schemeIDs: [Int]) async throws(ColrError) -> [Int: [TagHistory]] {
        try await run("a scheme history lookup") { sql in
            try await Self.history(table: "scheme_tag_history", owner: "scheme_id", ids: schemeIDs, on: sql)
        }
    }

    /// Schemes by id, in the order given.
    ///
    /// The statements below are not one snapshot: a save may commit between two of them. So the
    /// revision is read in the same statement as the name, notes and theme, and first: what a
    /// read returns is never older than the revision it carries. Read apart, a save landing in
    /// between gave the old name the new revision; a palette screen that showed that took the
    /// save's announcement for news it already had (the app's `PaletteEditModel.heard(revision:)`)
    /// and kept the old name until the next save. Colors and tags read after may be newer than
    /// the revision; that save's announcement is then news, and the screen reads again.
    static func loadSchemes(ids: [Int], on sql: any SQLDatabase) async throws -> [StoredScheme] {
        guard !ids.isEmpty else { return [] }
        let rows = try await sql.raw(
            """
            SELECT id, name, notes, created_at, owner, edit_token, shared, theme, last_entry,
              (SELECT MAX(number) FROM scheme_revisions WHERE scheme_id = schemes.id) AS revision
            FROM schemes WHERE id IN (\(binds: ids))
            """
        )
        .all(decoding: SchemeRow.self)
        let editors = try await sql.raw(
            "SELECT scheme_id, visitor FROM scheme_editors WHERE scheme_id IN (\(binds: ids))"
        ).all(decoding: SchemeEditorRow.self)
        let editorsByScheme = Dictionary(grouping: editors, by: \.schemeID)
        let colors = try await sql.raw(
            "SELECT scheme_id, hex, entry FROM scheme_colors WHERE scheme_id IN (\(binds: ids)) ORDER BY scheme_id, position"
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
                entries: (colorsByScheme[id] ?? []).compactMap { row in
                    ColorHex(row.hex).map { SchemeEntry(id: row.entry, hex: $0) }
                }, lastEntry: row.lastEntry,
                tags: (tagsByScheme[id] ?? []).compactMap(\.storedTag),
                createdAt: Date(timeIntervalSince1970: row.createdAt),
                access: SchemeAccess(
                    owner: row.owner, editTokenDigest: row.editTokenDigest,
                    editors: Set((editorsByScheme[id] ?? []).map(\.visitor)), isShared: row.shared != 0),
                theme: SchemeTheme(json: row.theme), revision: row.revision ?? 0)
        }
    }

    /// Revision `number` of scheme `id`, or nil when there is none (a scheme older than revisions).
    static func revision(_ number: Int, of id: Int, on sql: any SQLDatabase) async throws -> SchemeRevision? {
        try await sql.raw(
            """
            SELECT number, name, notes, colors, role, visitor, created_at, theme, entries FROM scheme_revisions
            WHERE scheme_id = \(bind: id) AND number = \(bind: number)
            """
        ).first(decoding: SchemeRevisionRow.self).map(\.revision)
    }
}
