import ColrModels

/// Scheme writes charged to the writer: saving a scheme, new or replaced, and deleting one each
/// cost one write, whichever door they come through (the API or the app).
///
/// Sharing and edit links change one row of a scheme the writer may already edit and are
/// bounded by what exists, so they pass through uncharged.
public struct MeteredSchemeEditing: SchemeEditing {
    /// The editing that does the work.
    let base: any SchemeEditing
    /// Where writes are charged, to the `client` each names (its address).
    let meter: any WriteMeter

    /// Meters `base`'s saves and deletes with `meter`.
    public init(_ base: any SchemeEditing, meter: any WriteMeter) {
        self.base = base
        self.meter = meter
    }

    /// Charges one write, then stores the scheme.
    public func createScheme(_ draft: SchemeDraft, owner: String?, client: String) async throws(ColrError)
        -> StoredScheme
    {
        try await meter.charge(client, cost: 1)
        return try await base.createScheme(draft, owner: owner, client: client)
    }

    /// Charges one write, then replaces the scheme.
    public func updateScheme(
        id: Int, with draft: SchemeDraft, credential: SchemeCredential, client: String, expecting: Int?
    ) async throws(ColrError) -> StoredScheme? {
        try await meter.charge(client, cost: 1)
        return try await base.updateScheme(
            id: id, with: draft, credential: credential, client: client, expecting: expecting)
    }

    /// Charges one write, then applies the operations.
    public func editScheme(
        id: Int, operations: [SchemeOperation], base revision: Int?, credential: SchemeCredential,
        client: String
    ) async throws(ColrError) -> SchemeEditOutcome? {
        try await meter.charge(client, cost: 1)
        return try await base.editScheme(
            id: id, operations: operations, base: revision, credential: credential, client: client)
    }

    /// Shares or unshares the scheme.
    public func setSharing(id: Int, shared: Bool, credential: SchemeCredential) async throws(ColrError)
        -> StoredScheme?
    {
        try await base.setSharing(id: id, shared: shared, credential: credential)
    }

    /// Records an editor (one row per browser and scheme).
    public func grantEditing(id: Int, editToken: String, to visitor: String) async throws(ColrError)
        -> StoredScheme?
    {
        try await base.grantEditing(id: id, editToken: editToken, to: visitor)
    }

    /// Renews the edit token.
    public func renewEditToken(id: Int, credential: SchemeCredential) async throws(ColrError) -> String? {
        try await base.renewEditToken(id: id, credential: credential)
    }

    /// Charges one write, then deletes the scheme.
    public func deleteScheme(id: Int, credential: SchemeCredential, client: String) async throws(ColrError)
        -> Bool
    {
        try await meter.charge(client, cost: 1)
        return try await base.deleteScheme(id: id, credential: credential, client: client)
    }
}
