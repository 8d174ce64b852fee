import ColrDomain
import ColrModels
import Foundation
import SQLKit

/// Saving a scheme's contents: a replacement (PUT, last write wins unless it names the revision
/// it expects) and operations merged by intent (the app, PATCH). Both run through one
/// transaction that locks the scheme's row, so saves of one scheme apply one after another, in
/// the order they commit, each to what the one before left.
extension SQLColorStore {
    /// Replaces a scheme's contents if `credential` may and the scheme is still at `expecting`.
    public func updateScheme(
        id: Int, with draft: SchemeDraft, credential: SchemeCredential, client: String, expecting: Int?
    ) async throws(ColrError) -> StoredScheme? {
        try await save(id, credential: credential, base: nil, tags: draft.tags) {
            (scheme, _) throws(ColrError) -> SchemeEditOutcome in
            try scheme.replacing(with: draft, expecting: expecting)
        }?.scheme
    }

    /// Applies operations to a scheme if `credential` may, merged with what others saved since `base`.
    public func editScheme(
        id: Int, operations: [SchemeOperation], base: Int?, credential: SchemeCredential, client: String
    ) async throws(ColrError) -> SchemeEditOutcome? {
        try await save(id, credential: credential, base: base, tags: nil) {
            (scheme, from) throws(ColrError) -> SchemeEditOutcome in
            if let base, base > scheme.revision {
                throw .invalidRequest(
                    reason: "palette \(id) has no revision \(base) yet; it is at revision \(scheme.revision)")
            }
            return try scheme.applying(operations, since: from)
        }
    }

    /// Loads and locks the scheme, checks the credential, lets `change` make the new contents
    /// from it (and from revision `base`, when that is older), and writes them with their
    /// revision, or nothing when nothing changed; then announces the change.
    private func save(
        _ id: Int, credential: SchemeCredential, base: Int?, tags: [TagName]?,
        change: @escaping @Sendable (StoredScheme, SchemeRevision?) throws(ColrError) -> SchemeEditOutcome
    ) async throws(ColrError) -> SchemeEditOutcome? {
        let time = now().timeIntervalSince1970
        let write: @Sendable (any SQLDatabase) async throws -> SchemeEditOutcome? = { sql in
            // The row is locked first, so two saves of one scheme apply one after the other.
            let locked = try await sql.raw(
                "UPDATE schemes SET name = name WHERE id = \(bind: id) RETURNING id"
            ).all(decoding: IDRow.self)
            guard !locked.isEmpty, let scheme = try await Self.loadSchemes(ids: [id], on: sql).first
            else {
                return nil
            }
            let role = try Self.require(credential, toEdit: scheme)
            var from: SchemeRevision?
            if let base, base < scheme.revision { from = try await Self.revision(base, of: id, on: sql) }
            let outcome = try change(scheme, from)
            let next = outcome.scheme
            let tagsChange = tags.map { Set($0) != Set(scheme.tags.map(\.name)) } ?? false
            guard outcome.changed || tagsChange else {
                return .unchanged(scheme)
            }
            try await sql.raw(
                """
                UPDATE schemes SET name = \(bind: next.name), notes = \(bind: next.notes),
                  theme = \(bind: next.theme?.json), last_entry = \(bind: next.lastEntry)
                WHERE id = \(bind: id)
                """
            ).run()
            try await sql.raw("DELETE FROM scheme_colors WHERE scheme_id = \(bind: id)").run()
            try await Self.writeEntries(next.entries, of: id, on: sql)
            if let tags {
                let previous = try await sql.raw(
                    """
                    SELECT st.scheme_id AS owner_id, t.id AS tag_id, t.name AS name, st.created_at AS added_at
                    FROM scheme_tags st JOIN tags t ON t.id = st.tag_id WHERE st.scheme_id = \(bind: id)
                    """
                ).all(decoding: LinkedTagRow.self)
                try await Self.writeTags(tags, of: id, replacing: previous, at: time, on: sql)
            }
            let number = try await Self.recordRevision(
                of: next, role: role, visitor: credential.visitor, at: time, on: sql)
            // Tags rewritten get new rows, so only then is the scheme read back.
            guard tags != nil else {
                return SchemeEditOutcome(scheme: next.with(revision: number), replaced: outcome.replaced)
            }
            guard let stored = try await Self.loadSchemes(ids: [id], on: sql).first else {
                throw StoreInvariant.missingRow("scheme \(id)")
            }
            return SchemeEditOutcome(scheme: stored, replaced: outcome.replaced)
        }
        return try await schemeSaves.run(id) { () async throws(ColrError) -> SchemeEditOutcome? in
            try await announcingTransaction("saving a palette") { sql in
                let saved = try await write(sql)
                guard let saved, saved.changed else { return (saved, []) }
                return (saved, [.scheme(SchemeChange(id: id, revision: saved.scheme.revision))])
            }
        }
    }
}
