/// A tag and how many colors carry it.
public struct TagCount: Codable, Hashable, Sendable {
    /// The tag.
    public var name: String
    /// How many colors carry it.
    public var colorCount: Int

    /// Creates a count.
    public init(name: String, colorCount: Int) {
        self.name = name
        self.colorCount = colorCount
    }
}
