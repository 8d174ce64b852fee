/// A list of colors, with the cursor for the next page when there is one.
public struct ColorList: Codable, Hashable, Sendable {
    /// The colors.
    public var colors: [ColorSummary]
    /// Pass as `cursor` to get the next page; absent on the last page.
    public var nextCursor: String?

    /// Creates a list.
    public init(colors: [ColorSummary], nextCursor: String? = nil) {
        self.colors = colors
        self.nextCursor = nextCursor
    }
}
