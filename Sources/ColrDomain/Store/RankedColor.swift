/// A color with how many tags it carries, for the "top" list.
public struct RankedColor: Hashable, Sendable {
    /// The color.
    public let color: StoredColor
    /// How many tags the color carries.
    public let tagCount: Int

    /// Creates a record.
    public init(color: StoredColor, tagCount: Int) {
        self.color = color
        self.tagCount = tagCount
    }
}
