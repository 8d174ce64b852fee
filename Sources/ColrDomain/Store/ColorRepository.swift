import ColrModels

/// Colors and their tags, read: what the explorer, the API and the legacy endpoint show.
///
/// A failing database surfaces as ``ColrError/storeUnavailable(reason:)``.
public protocol ColorRepository: Sendable {
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
    /// One page of colors by how many tags they carry, most first (ties by the color's id), at
    /// most `limit`; `after` is the previous page's cursor.
    func topColors(after cursor: RankCursor?, limit: Int) async throws(ColrError) -> RankedColorPage
    /// Tags starting with `prefix` (already normalized), with how many colors carry each.
    func searchTags(prefix: String, limit: Int) async throws(ColrError) -> [TagSummary]
    /// Add/delete counts per tag for each color id given.
    func colorHistory(colorIDs: [Int]) async throws(ColrError) -> [Int: [TagHistory]]
}

extension ColorRepository {
    /// The colors with the most tags, most first: the first page of ``topColors(after:limit:)``.
    public func topColors(limit: Int) async throws(ColrError) -> [RankedColor] {
        try await topColors(after: nil, limit: limit).items
    }
}
