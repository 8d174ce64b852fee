import ColrModels

/// Schemes (palettes) and their saved states, read. Private schemes are returned too: callers
/// check ``SchemeAccess/canRead(_:)``.
public protocol SchemeRepository: Sendable {
    /// Add/delete counts per tag for each scheme id given.
    func schemeHistory(schemeIDs: [Int]) async throws(ColrError) -> [Int: [TagHistory]]
    /// The scheme with this id, or nil; private ones too (callers check ``SchemeAccess/canRead(_:)``).
    func scheme(id: Int) async throws(ColrError) -> StoredScheme?
    /// Up to `count` shared schemes chosen at random, only those with at most `sizeLimit` colors if given.
    func randomSchemes(count: Int, sizeLimit: Int?) async throws(ColrError) -> [StoredScheme]
    /// Up to `limit` shared schemes, newest first.
    func latestSchemes(limit: Int) async throws(ColrError) -> [StoredScheme]
    /// One page of the schemes `visitor` owns or opened the edit link of, newest first, at most
    /// `limit`; `after` is the previous page's cursor.
    func schemes(editableBy visitor: String, after cursor: Int?, limit: Int) async throws(ColrError)
        -> SchemePage
    /// The scheme's saved states, newest first, at most `limit`.
    func schemeRevisions(id: Int, limit: Int) async throws(ColrError) -> [SchemeRevision]
}

extension SchemeRepository {
    /// Up to `limit` schemes `visitor` owns or opened the edit link of, newest first: the first
    /// page of ``schemes(editableBy:after:limit:)``.
    public func schemes(editableBy visitor: String, limit: Int) async throws(ColrError) -> [StoredScheme] {
        try await schemes(editableBy: visitor, after: nil, limit: limit).items
    }
}
