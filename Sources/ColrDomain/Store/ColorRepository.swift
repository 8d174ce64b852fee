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
    /// The colors with the most tags, most first.
    func topColors(limit: Int) async throws(ColrError) -> [RankedColor]
    /// Tags starting with `prefix` (already normalized), with how many colors carry each.
    func searchTags(prefix: String, limit: Int) async throws(ColrError) -> [TagSummary]
    /// Add/delete counts per tag for each color id given.
    func colorHistory(colorIDs: [Int]) async throws(ColrError) -> [Int: [TagHistory]]
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
