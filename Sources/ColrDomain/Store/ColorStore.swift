import ColrModels

/// Where colors, tags and schemes live. The server talks to it; tests give it a real database.
///
/// Every method either completes or changes nothing: writes run in one transaction, and a
/// failing database surfaces as ``ColrError/storeUnavailable(reason:)``.
public protocol ColorStore: Sendable {
    /// The color with this hex, or nil if it was never stored.
    func color(_ hex: ColorHex) async throws(ColrError) -> StoredColor?
    /// The color with this hex and its tag history (deleted tags included), or nil.
    func colorWithHistory(_ hex: ColorHex) async throws(ColrError) -> (
        color: StoredColor, history: [TagHistory]
    )?
    /// Up to `count` colors chosen at random.
    func randomColors(count: Int) async throws(ColrError) -> [StoredColor]
    /// Up to `count` colors, most recently stored first.
    func latestColors(count: Int) async throws(ColrError) -> [StoredColor]
    /// How many colors the store holds.
    func colorCount() async throws(ColrError) -> Int
    /// Colors carrying every one of `tags`, most recently tagged first, at most `limit`.
    func colors(taggedWithAll tags: [TagName], limit: Int) async throws(ColrError) -> [StoredColor]
    /// One page of colors carrying `tag`, newest tagging first; `after` is the previous page's cursor.
    func colors(tagged tag: TagName, after cursor: Int?, limit: Int) async throws(ColrError) -> ColorPage
    /// Adds tags to a color, storing the color first if needed. Adding a tag the color already
    /// has changes nothing, and concurrent adds of the same tag never duplicate it.
    func addTags(_ tags: [TagName], to hex: ColorHex, client: String) async throws(ColrError) -> StoredColor
    /// Removes a tag from a color; nil when the color is unknown, unchanged when it lacks the tag.
    func removeTag(_ tag: TagName, from hex: ColorHex, client: String) async throws(ColrError) -> StoredColor?
    /// The colors with the most tags, most first.
    func topColors(limit: Int) async throws(ColrError) -> [RankedColor]
    /// Tags starting with `prefix` (already normalized), with how many colors carry each.
    func searchTags(prefix: String, limit: Int) async throws(ColrError) -> [TagSummary]
    /// Add/delete counts per tag for each color id given.
    func colorHistory(colorIDs: [Int]) async throws(ColrError) -> [Int: [TagHistory]]
    /// Add/delete counts per tag for each scheme id given.
    func schemeHistory(schemeIDs: [Int]) async throws(ColrError) -> [Int: [TagHistory]]
    /// The scheme with this id, or nil; private ones too (callers check ``SchemeAccess/canRead(_:)``).
    func scheme(id: Int) async throws(ColrError) -> StoredScheme?
    /// Up to `count` shared schemes chosen at random, only those with at most `sizeLimit` colors if given.
    func randomSchemes(count: Int, sizeLimit: Int?) async throws(ColrError) -> [StoredScheme]
    /// Up to `limit` shared schemes, newest first.
    func latestSchemes(limit: Int) async throws(ColrError) -> [StoredScheme]
    /// Up to `limit` schemes `visitor` owns or opened the edit link of, newest first.
    func schemes(editableBy visitor: String, limit: Int) async throws(ColrError) -> [StoredScheme]
    /// Stores a new, private scheme with a fresh edit token, owned by `owner` (a browser's
    /// identity) or, when nil, by whoever holds the token.
    func createScheme(_ draft: SchemeDraft, owner: String?, client: String) async throws(ColrError)
        -> StoredScheme
    /// Replaces a scheme's name, colors and tags, keeping the old state in its history; nil when
    /// there is no such scheme, ``ColrError/forbidden(reason:)`` when `credential` may not edit it.
    func updateScheme(id: Int, with draft: SchemeDraft, credential: SchemeCredential, client: String)
        async throws(ColrError) -> StoredScheme?
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
    /// The scheme's saved states, newest first, at most `limit`.
    func schemeRevisions(id: Int, limit: Int) async throws(ColrError) -> [SchemeRevision]
    /// Deletes a scheme; false when there was no such scheme, ``ColrError/forbidden(reason:)``
    /// when `credential` may not edit it.
    func deleteScheme(id: Int, credential: SchemeCredential) async throws(ColrError) -> Bool
    /// Checks that the database answers.
    func ping() async throws(ColrError)
}

/// One page of a tag's colors and the cursor for the next page (nil on the last page).
public struct ColorPage: Hashable, Sendable {
    /// The colors on this page.
    public let colors: [StoredColor]
    /// Pass this as `after` to get the next page; nil when there is none.
    public let nextCursor: Int?

    /// Creates a page.
    public init(colors: [StoredColor], nextCursor: Int?) {
        self.colors = colors
        self.nextCursor = nextCursor
    }
}
