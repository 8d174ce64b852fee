import ColrModels

/// A tag with the number of colors carrying it, for search results.
public struct TagSummary: Hashable, Sendable {
    /// The tag.
    public let name: TagName
    /// How many colors carry it.
    public let colorCount: Int

    /// Creates a record.
    public init(name: TagName, colorCount: Int) {
        self.name = name
        self.colorCount = colorCount
    }
}
