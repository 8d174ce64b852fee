import ColrDomain
import ColrModels
import Foundation
import SQLKit

extension SQLColorStore {
    /// Stores a new private scheme with a fresh edit token and its first revision, in one transaction.
    public func createScheme(_ draft: SchemeDraft, owner: String?, client: String) async throws(ColrError)
        -> StoredScheme
    {
        let time = now().timeIntervalSince1970
        let client = String(client.prefix(64))
        let (token, digest) = SchemeAccess.makeEditToken()
        return try await transaction("creating a scheme") { sql -> StoredScheme in
            // The id comes from a watermark that only grows (see AddIDWatermarks), never from
            // the table's largest id, which a deletion can lower.
            guard
                let id = try await sql.raw(
                    "UPDATE id_watermarks SET last_id = last_id + 1 WHERE name = 'schemes' RETURNING last_id AS id"
                ).first(decoding: IDRow.self)?.id
            else { throw StoreInvariant.missingRow("scheme id watermark") }
            let entries = SchemeEntry.numbering(draft.colors)
            try await sql.raw(
                """
                INSERT INTO schemes (id, name, notes, client, created_at, owner, edit_token, shared, theme, last_entry)
                VALUES (\(bind: id), \(bind: draft.name), \(bind: draft.notes), \(bind: client), \(bind: time),
                        \(bind: owner), \(bind: digest), 0, \(bind: draft.theme?.json), \(bind: entries.count))
                """
            ).run()
            try await Self.writeEntries(entries, of: id, on: sql)
            try await Self.writeTags(draft.tags, of: id, replacing: [], at: time, on: sql)
            let made = StoredScheme(
                id: id, name: draft.name, notes: draft.notes, entries: entries, tags: [],
                createdAt: Date(timeIntervalSince1970: time), theme: draft.theme)
            try await Self.recordRevision(
                of: made, role: owner == nil ? .tokenHolder : .owner, visitor: owner, at: time, on: sql)
            guard let scheme = try await Self.loadSchemes(ids: [id], on: sql).first else {
                throw StoreInvariant.missingRow("scheme \(id)")
            }
            return scheme.revealing(token)
        }
    }

    /// Shares or unshares a scheme if `credential` may edit it.
    public func setSharing(id: Int, shared: Bool, credential: SchemeCredential) async throws(ColrError)
        -> StoredScheme?
    {
        try await transaction("sharing a scheme") { sql -> StoredScheme? in
            guard let scheme = try await Self.loadSchemes(ids: [id], on: sql).first else { return nil }
            _ = try Self.require(credential, toEdit: scheme)
            try await sql.raw("UPDATE schemes SET shared = \(bind: shared ? 1 : 0) WHERE id = \(bind: id)")
                .run()
            return try await Self.loadSchemes(ids: [id], on: sql).first
        }
    }

    /// Records `visitor` as an editor when `editToken` is the scheme's token.
    public func grantEditing(id: Int, editToken: String, to visitor: String) async throws(ColrError)
        -> StoredScheme?
    {
        let time = now().timeIntervalSince1970
        return try await transaction("opening an edit link") { sql -> StoredScheme? in
            guard let scheme = try await Self.loadSchemes(ids: [id], on: sql).first else { return nil }
            guard scheme.access.role(of: SchemeCredential(editToken: editToken)) != nil else {
                throw ColrError.forbidden(
                    reason: "this edit link is not valid for palette \(id); ask for a new one")
            }
            guard scheme.access.role(of: SchemeCredential(visitor: visitor)) == nil else { return scheme }
            // Each browser that opens the link adds a row; a link passed round a script must not
            // grow the table without end.
            guard scheme.access.editors.count < Self.maximumEditors else {
                throw ColrError.limitReached(
                    reason:
                        "palette \(id) already has \(Self.maximumEditors) editors; ask its owner for a copy")
            }
            try await sql.raw(
                """
                INSERT INTO scheme_editors (scheme_id, visitor, created_at)
                VALUES (\(bind: id), \(bind: visitor), \(bind: time))
                """
            ).run()
            return try await Self.loadSchemes(ids: [id], on: sql).first
        }
    }

    /// Stores the digest of a new edit token, if `credential` is the owner's or an editor's.
    public func renewEditToken(id: Int, credential: SchemeCredential) async throws(ColrError) -> String? {
        try await transaction("making a new edit link") { sql -> String? in
            guard let scheme = try await Self.loadSchemes(ids: [id], on: sql).first else { return nil }
            guard [.owner, .editor].contains(try Self.require(credential, toEdit: scheme)) else {
                throw ColrError.forbidden(
                    reason: "only the palette's owner and editors can make a new edit link for palette \(id)")
            }
            let (token, digest) = SchemeAccess.makeEditToken()
            try await sql.raw("UPDATE schemes SET edit_token = \(bind: digest) WHERE id = \(bind: id)").run()
            return token
        }
    }

    /// Deletes a scheme with its colors, tags, editors and history, if `credential` may edit it.
    public func deleteScheme(id: Int, credential: SchemeCredential, client: String) async throws(ColrError)
        -> Bool
    {
        try await announcingTransaction("deleting a scheme") { sql -> (Bool, [Announcement]) in
            guard let scheme = try await Self.loadSchemes(ids: [id], on: sql).first else {
                return (false, [])
            }
            _ = try Self.require(credential, toEdit: scheme)
            for table in [
                "scheme_revisions", "scheme_editors", "scheme_tag_history", "scheme_tags", "scheme_colors",
            ] {
                try await sql.raw("DELETE FROM \(ident: table) WHERE scheme_id = \(bind: id)").run()
            }
            try await sql.raw("DELETE FROM schemes WHERE id = \(bind: id)").run()
            return (true, [.scheme(SchemeChange(id: id, revision: 0))])
        }
    }

    /// The most browsers that may edit one scheme by its link.
    static let maximumEditors = 500

    /// The role `credential` edits `scheme` in, or a refusal that says how to get one.
    static func require(_ credential: SchemeCredential, toEdit scheme: StoredScheme) throws(ColrError)
        -> SchemeRole
    {
        if let role = scheme.access.role(of: credential) { return role }
        if scheme.access.editTokenDigest == nil {
            throw .forbidden(
                reason: "scheme \(scheme.id) predates owners and cannot be changed; copy it instead")
        }
        throw .forbidden(
            reason:
                "scheme \(scheme.id) is not yours: send its edit token (Authorization: Bearer …) or open its edit link"
        )
    }

    /// Saves the scheme's state after an edit as its next revision, and returns its number.
    @discardableResult
    static func recordRevision(
        of scheme: StoredScheme, role: SchemeRole, visitor: String?, at time: Double, on sql: any SQLDatabase
    ) async throws -> Int {
        let next =
            (try await sql.raw(
                "SELECT COALESCE(MAX(number), 0) + 1 AS id FROM scheme_revisions WHERE scheme_id = \(bind: scheme.id)"
            ).first(decoding: IDRow.self)?.id) ?? 1
        let colors = scheme.entries.map(\.hex.value).joined(separator: ",")
        let entries = scheme.entries.map { String($0.id) }.joined(separator: ",")
        try await sql.raw(
            """
            INSERT INTO scheme_revisions
              (scheme_id, number, name, notes, colors, role, visitor, created_at, theme, entries)
            VALUES (\(bind: scheme.id), \(bind: next), \(bind: scheme.name), \(bind: scheme.notes), \(bind: colors),
                    \(bind: role.rawValue), \(bind: visitor), \(bind: time), \(bind: scheme.theme?.json),
                    \(bind: entries))
            """
        ).run()
        return next
    }

    /// Writes a scheme's colors, in order, each with its entry id: one statement for all of them,
    /// since every save of a palette writes its whole list.
    static func writeEntries(_ entries: [SchemeEntry], of id: Int, on sql: any SQLDatabase) async throws {
        guard !entries.isEmpty else { return }
        let rows = entries.enumerated().map { position, entry in
            SQLQueryString("(\(bind: id), \(bind: position), \(bind: entry.hex.value), \(bind: entry.id))")
        }
        try await sql.raw(
            "INSERT INTO scheme_colors (scheme_id, position, hex, entry) VALUES \(SQLList(rows))"
        ).run()
    }

    /// Writes a scheme's tags as the difference from `previous`, counting each change.
    static func writeTags(
        _ tags: [TagName], of id: Int, replacing previous: [LinkedTagRow], at time: Double,
        on sql: any SQLDatabase
    ) async throws {
        let wanted = Set(tags.map(\.value))
        for old in previous where !wanted.contains(old.name) {
            try await sql.raw(
                "DELETE FROM scheme_tags WHERE scheme_id = \(bind: id) AND tag_id = \(bind: old.tagID)"
            ).run()
            try await bumpHistory(
                table: "scheme_tag_history", owner: "scheme_id", ownerID: id, tagID: old.tagID, added: false,
                on: sql)
        }
        let existing = Set(previous.map(\.name))
        for tag in tags where !existing.contains(tag.value) {
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
}
