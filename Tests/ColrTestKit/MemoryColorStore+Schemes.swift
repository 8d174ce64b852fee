import ColrDomain
import ColrModels
import Foundation
import Synchronization

/// The in-memory scheme tables: schemes by id and each scheme's revisions, newest last.
struct SchemeTables: Sendable {
    var schemes: [Int: StoredScheme] = [:]
    var revisions: [Int: [SchemeRevision]] = [:]
    var lastID = 0
}

extension MemoryColorStore {
    /// ``ColorStore/scheme`` on the in-memory tables.
    public func scheme(id: Int) async throws(ColrError) -> StoredScheme? {
        try check()
        return schemeTables.withLock { $0.schemes[id] }
    }

    /// ``ColorStore/randomSchemes`` on the in-memory tables.
    public func randomSchemes(count: Int, sizeLimit: Int?) async throws(ColrError) -> [StoredScheme] {
        try check()
        return Array(
            schemeTables.withLock { $0.schemes.values.filter(\.access.isShared) }.shuffled().prefix(count))
    }

    /// ``ColorStore/latestSchemes`` on the in-memory tables.
    public func latestSchemes(limit: Int) async throws(ColrError) -> [StoredScheme] {
        try check()
        return Array(
            schemeTables.withLock { $0.schemes.values.filter(\.access.isShared).sorted { $0.id > $1.id } }
                .prefix(limit))
    }

    /// ``SchemeRepository/schemes(editableBy:after:limit:)`` on the in-memory tables.
    public func schemes(editableBy visitor: String, after cursor: Int?, limit: Int) async throws(ColrError)
        -> SchemePage
    {
        try check()
        let mine = schemeTables.withLock { tables in
            tables.schemes.values.filter {
                $0.id < cursor ?? Int.max && $0.access.role(of: SchemeCredential(visitor: visitor)) != nil
            }
        }.sorted { $0.id > $1.id }
        return SchemePage(items: Array(mine.prefix(limit)), more: mine.count > limit, cursor: \.id)
    }

    /// ``ColorStore/createScheme(_:owner:client:)`` on the in-memory tables.
    public func createScheme(_ draft: SchemeDraft, owner: String?, client: String) async throws(ColrError)
        -> StoredScheme
    {
        try check()
        let (token, digest) = SchemeAccess.makeEditToken()
        return schemeTables.withLock { tables in
            tables.lastID += 1
            let scheme = StoredScheme(
                id: tables.lastID, name: draft.name, notes: draft.notes, colors: draft.colors, tags: [],
                createdAt: Date(),
                access: SchemeAccess(owner: owner, editTokenDigest: digest, isShared: false),
                theme: draft.theme, revision: 1)
            tables.schemes[scheme.id] = scheme
            tables.record(scheme, role: owner == nil ? .tokenHolder : .owner, visitor: owner)
            return scheme.revealing(token)
        }
    }

    /// ``SchemeEditing/updateScheme(id:with:credential:client:expecting:)`` on the in-memory tables.
    public func updateScheme(
        id: Int, with draft: SchemeDraft, credential: SchemeCredential, client: String, expecting: Int?
    ) async throws(ColrError) -> StoredScheme? {
        try await save(id, credential: credential, base: nil) { (scheme, _) throws(ColrError) in
            try scheme.replacing(with: draft, expecting: expecting)
        }?.scheme
    }

    /// ``SchemeEditing/editScheme(id:operations:base:credential:client:)`` on the in-memory tables,
    /// by the same rules as the SQL store.
    public func editScheme(
        id: Int, operations: [SchemeOperation], base: Int?, credential: SchemeCredential, client: String
    ) async throws(ColrError) -> SchemeEditOutcome? {
        try await save(id, credential: credential, base: base) { (scheme, from) throws(ColrError) in
            try scheme.applying(operations, since: from)
        }
    }

    private func save(
        _ id: Int, credential: SchemeCredential, base: Int?,
        change: (StoredScheme, SchemeRevision?) throws(ColrError) -> SchemeEditOutcome
    ) async throws(ColrError) -> SchemeEditOutcome? {
        try check()
        let delay = writeDelay.load(ordering: .relaxed)
        if delay > 0 { try? await Task.sleep(for: .milliseconds(delay)) }
        let saved = try schemeTables.withLock { tables throws(ColrError) -> SchemeEditOutcome? in
            guard let old = tables.schemes[id] else { return nil }
            guard let role = old.access.role(of: credential) else { throw .forbidden(reason: "not yours") }
            schemeWrites.add(1, ordering: .relaxed)
            let from = base.flatMap { base in tables.revisions[id]?.first { $0.number == base } }
            let outcome = try change(old, from)
            guard outcome.changed else { return .unchanged(old) }
            let number = tables.record(outcome.scheme, role: role, visitor: credential.visitor)
            let scheme = outcome.scheme.with(revision: number)
            tables.schemes[id] = scheme
            return SchemeEditOutcome(scheme: scheme, replaced: outcome.replaced)
        }
        guard let saved else { return nil }
        if saved.changed { await feed?.publish(SchemeChange(id: id, revision: saved.scheme.revision)) }
        return saved
    }

    /// ``ColorStore/setSharing(id:shared:credential:)`` on the in-memory tables.
    public func setSharing(id: Int, shared: Bool, credential: SchemeCredential) async throws(ColrError)
        -> StoredScheme?
    {
        try check()
        return try change(id, credential) { access in
            SchemeAccess(
                owner: access.owner, editTokenDigest: access.editTokenDigest, editors: access.editors,
                isShared: shared)
        }
    }

    /// ``ColorStore/grantEditing(id:editToken:to:)`` on the in-memory tables.
    public func grantEditing(id: Int, editToken: String, to visitor: String) async throws(ColrError)
        -> StoredScheme?
    {
        try check()
        return try change(id, SchemeCredential(editToken: editToken)) { access in
            SchemeAccess(
                owner: access.owner, editTokenDigest: access.editTokenDigest,
                editors: access.editors.union([visitor]), isShared: access.isShared)
        }
    }

    /// ``ColorStore/renewEditToken(id:credential:)`` on the in-memory tables.
    public func renewEditToken(id: Int, credential: SchemeCredential) async throws(ColrError) -> String? {
        try check()
        let (token, digest) = SchemeAccess.makeEditToken()
        return try schemeTables.withLock { tables throws(ColrError) -> String? in
            guard let scheme = tables.schemes[id] else { return nil }
            guard let role = scheme.access.role(of: credential), role != .tokenHolder else {
                throw .forbidden(reason: "only the owner and editors make edit links")
            }
            tables.schemes[id] = scheme.with(access: scheme.access.with(editTokenDigest: digest))
            return token
        }
    }

    /// ``ColorStore/schemeRevisions(id:limit:)`` on the in-memory tables.
    public func schemeRevisions(id: Int, limit: Int) async throws(ColrError) -> [SchemeRevision] {
        try check()
        return Array(schemeTables.withLock { ($0.revisions[id] ?? []).reversed() }.prefix(limit))
    }

    /// ``ColorStore/deleteScheme(id:credential:client:)`` on the in-memory tables.
    public func deleteScheme(id: Int, credential: SchemeCredential, client: String) async throws(ColrError)
        -> Bool
    {
        try check()
        let deleted = try schemeTables.withLock { tables throws(ColrError) -> Bool in
            guard let old = tables.schemes[id] else { return false }
            guard old.access.role(of: credential) != nil else { throw .forbidden(reason: "not yours") }
            tables.schemes[id] = nil
            tables.revisions[id] = nil
            return true
        }
        if deleted { await feed?.publish(SchemeChange(id: id, revision: 0)) }
        return deleted
    }

    private func change(
        _ id: Int, _ credential: SchemeCredential, _ access: (SchemeAccess) -> SchemeAccess
    ) throws(ColrError) -> StoredScheme? {
        try schemeTables.withLock { tables throws(ColrError) -> StoredScheme? in
            guard let old = tables.schemes[id] else { return nil }
            guard old.access.role(of: credential) != nil else { throw .forbidden(reason: "not yours") }
            let scheme = old.with(access: access(old.access))
            tables.schemes[id] = scheme
            return scheme
        }
    }
}

extension SchemeTables {
    /// Keeps `scheme`'s contents as its next revision and returns the revision's number.
    @discardableResult
    mutating func record(_ scheme: StoredScheme, role: SchemeRole, visitor: String?) -> Int {
        let number = (revisions[scheme.id]?.last?.number ?? 0) + 1
        revisions[scheme.id, default: []].append(
            SchemeRevision(
                number: number, name: scheme.name, notes: scheme.notes, colors: scheme.colors, role: role,
                visitor: visitor, createdAt: Date(), theme: scheme.theme, entryIDs: scheme.entries.map(\.id)))
        return number
    }
}
