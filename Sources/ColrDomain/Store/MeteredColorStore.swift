import ColrModels

/// A store whose writes are charged to the writer's bucket in a ``WriteRateLimiter``, by cost
/// (one per tag added; one per scheme saved): the API, the legacy endpoint and the app's
/// screens all write through it, so no door gets round the limit. Reads pass straight through.
public struct MeteredColorStore: ColorStore {
    /// The store that does the work.
    public let base: any ColorStore
    /// The buckets, keyed by the `client` each write names (its address).
    public let limiter: WriteRateLimiter

    /// Meters `base`'s writes with `limiter`.
    public init(_ base: any ColorStore, limiter: WriteRateLimiter) {
        self.base = base
        self.limiter = limiter
    }

    /// Charges `tags.count` writes, then adds the tags.
    public func addTags(_ tags: [TagName], to hex: ColorHex, client: String) async throws(ColrError)
        -> StoredColor
    {
        try limiter.acquire(for: client, cost: tags.count)
        return try await base.addTags(tags, to: hex, client: client)
    }

    /// Charges one write, then removes the tag.
    public func removeTag(_ tag: TagName, from hex: ColorHex, client: String) async throws(ColrError)
        -> StoredColor?
    {
        try limiter.acquire(for: client)
        return try await base.removeTag(tag, from: hex, client: client)
    }

    /// Charges one write, then stores the scheme.
    public func createScheme(_ draft: SchemeDraft, owner: String?, client: String) async throws(ColrError)
        -> StoredScheme
    {
        try limiter.acquire(for: client)
        return try await base.createScheme(draft, owner: owner, client: client)
    }

    /// Charges one write, then replaces the scheme.
    public func updateScheme(id: Int, with draft: SchemeDraft, credential: SchemeCredential, client: String)
        async throws(ColrError) -> StoredScheme?
    {
        try limiter.acquire(for: client)
        return try await base.updateScheme(id: id, with: draft, credential: credential, client: client)
    }

    /// Deletes the scheme (deleting is bounded by what exists, so it is not charged here).
    public func deleteScheme(id: Int, credential: SchemeCredential) async throws(ColrError) -> Bool {
        try await base.deleteScheme(id: id, credential: credential)
    }

    /// Shares or unshares the scheme (a flag, bounded by what exists, so not charged).
    public func setSharing(id: Int, shared: Bool, credential: SchemeCredential) async throws(ColrError)
        -> StoredScheme?
    {
        try await base.setSharing(id: id, shared: shared, credential: credential)
    }

    /// Records an editor (one row per browser and scheme, so not charged).
    public func grantEditing(id: Int, editToken: String, to visitor: String) async throws(ColrError)
        -> StoredScheme?
    {
        try await base.grantEditing(id: id, editToken: editToken, to: visitor)
    }

    /// Renews the edit token (one row changed, like sharing, so not charged).
    public func renewEditToken(id: Int, credential: SchemeCredential) async throws(ColrError) -> String? {
        try await base.renewEditToken(id: id, credential: credential)
    }

    /// Reads the scheme's history.
    public func schemeRevisions(id: Int, limit: Int) async throws(ColrError) -> [SchemeRevision] {
        try await base.schemeRevisions(id: id, limit: limit)
    }

    /// Reads the schemes a browser may edit.
    public func schemes(editableBy visitor: String, limit: Int) async throws(ColrError) -> [StoredScheme] {
        try await base.schemes(editableBy: visitor, limit: limit)
    }

    /// Reads the color.
    public func color(_ hex: ColorHex) async throws(ColrError) -> StoredColor? {
        try await base.color(hex)
    }

    /// Reads the color and its history.
    public func colorWithHistory(_ hex: ColorHex) async throws(ColrError) -> (
        color: StoredColor, history: [TagHistory]
    )? {
        try await base.colorWithHistory(hex)
    }

    /// Reads random colors.
    public func randomColors(count: Int) async throws(ColrError) -> [StoredColor] {
        try await base.randomColors(count: count)
    }

    /// Reads the latest colors.
    public func latestColors(count: Int) async throws(ColrError) -> [StoredColor] {
        try await base.latestColors(count: count)
    }

    /// Counts colors.
    public func colorCount() async throws(ColrError) -> Int {
        try await base.colorCount()
    }

    /// Reads colors carrying every tag.
    public func colors(taggedWithAll tags: [TagName], limit: Int) async throws(ColrError) -> [StoredColor] {
        try await base.colors(taggedWithAll: tags, limit: limit)
    }

    /// Reads a page of a tag's colors.
    public func colors(tagged tag: TagName, after cursor: Int?, limit: Int) async throws(ColrError)
        -> ColorPage
    {
        try await base.colors(tagged: tag, after: cursor, limit: limit)
    }

    /// Reads the most-tagged colors.
    public func topColors(limit: Int) async throws(ColrError) -> [RankedColor] {
        try await base.topColors(limit: limit)
    }

    /// Reads tags by prefix.
    public func searchTags(prefix: String, limit: Int) async throws(ColrError) -> [TagSummary] {
        try await base.searchTags(prefix: prefix, limit: limit)
    }

    /// Reads colors' tag histories.
    public func colorHistory(colorIDs: [Int]) async throws(ColrError) -> [Int: [TagHistory]] {
        try await base.colorHistory(colorIDs: colorIDs)
    }

    /// Reads schemes' tag histories.
    public func schemeHistory(schemeIDs: [Int]) async throws(ColrError) -> [Int: [TagHistory]] {
        try await base.schemeHistory(schemeIDs: schemeIDs)
    }

    /// Reads a scheme.
    public func scheme(id: Int) async throws(ColrError) -> StoredScheme? {
        try await base.scheme(id: id)
    }

    /// Reads random schemes.
    public func randomSchemes(count: Int, sizeLimit: Int?) async throws(ColrError) -> [StoredScheme] {
        try await base.randomSchemes(count: count, sizeLimit: sizeLimit)
    }

    /// Reads the latest schemes.
    public func latestSchemes(limit: Int) async throws(ColrError) -> [StoredScheme] {
        try await base.latestSchemes(limit: limit)
    }

    /// Checks the database.
    public func ping() async throws(ColrError) {
        try await base.ping()
    }
}
