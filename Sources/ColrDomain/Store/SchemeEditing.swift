import ColrModels

/// Making, changing, sharing and deleting schemes: the writes of the scheme aggregate. Each
/// completes or changes nothing; a credential that may not edit is ``ColrError/forbidden(reason:)``.
public protocol SchemeEditing: Sendable {
    /// Stores a new, private scheme with a fresh edit token, owned by `owner` (a browser's
    /// identity) or, when nil, by whoever holds the token.
    func createScheme(_ draft: SchemeDraft, owner: String?, client: String) async throws(ColrError)
        -> StoredScheme
    /// Replaces a scheme's name, colors, notes, theme and tags, keeping the old state in its
    /// history; nil when there is no such scheme, ``ColrError/forbidden(reason:)`` when
    /// `credential` may not edit it.
    ///
    /// With `expecting`, the revision the writer read, a scheme that has moved on since is left
    /// as it is: ``ColrError/preconditionFailed(revision:)``. Without it, the last write wins.
    func updateScheme(
        id: Int, with draft: SchemeDraft, credential: SchemeCredential, client: String, expecting: Int?
    ) async throws(ColrError) -> StoredScheme?
    /// Applies operations to a scheme in one transaction, merged by intent with what others saved
    /// since `base`, the revision they were made against (see
    /// ``StoredScheme/applying(_:since:)``); nil when there is no such scheme. An edit that
    /// cannot be kept as made is ``ColrError/editConflict(reason:revision:)``, and nothing is
    /// written; one that changes nothing records no revision.
    func editScheme(
        id: Int, operations: [SchemeOperation], base: Int?, credential: SchemeCredential, client: String
    ) async throws(ColrError) -> SchemeEditOutcome?
    /// Makes a scheme readable by everyone, or private again; nil when there is no such scheme.
    func setSharing(id: Int, shared: Bool, credential: SchemeCredential) async throws(ColrError)
        -> StoredScheme?
    /// Lets `visitor` edit the scheme from now on, if `editToken` is its token; nil when there is
    /// no such scheme, ``ColrError/forbidden(reason:)`` when the token is wrong.
    func grantEditing(id: Int, editToken: String, to visitor: String) async throws(ColrError)
        -> StoredScheme?
    /// Replaces the scheme's edit token with a new one and returns it (the only time it can be
    /// read): links with the old token stop working, and browsers that opened one keep editing.
    /// Only the owner or an editor may; nil when there is no such scheme.
    func renewEditToken(id: Int, credential: SchemeCredential) async throws(ColrError) -> String?
    /// Deletes a scheme; false when there was no such scheme, ``ColrError/forbidden(reason:)``
    /// when `credential` may not edit it. `client` is who asks (its address), for metering.
    func deleteScheme(id: Int, credential: SchemeCredential, client: String) async throws(ColrError) -> Bool
}

extension SchemeEditing {
    /// Replaces a scheme's contents outright, whatever was saved since (last write wins); see
    /// ``updateScheme(id:with:credential:client:expecting:)``.
    public func updateScheme(id: Int, with draft: SchemeDraft, credential: SchemeCredential, client: String)
        async throws(ColrError) -> StoredScheme?
    {
        try await updateScheme(id: id, with: draft, credential: credential, client: client, expecting: nil)
    }
}
