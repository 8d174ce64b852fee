/// A scheme in colr.org's shape: `{timestamp, id, colors, tags}`.
public struct LegacyScheme: Codable, Hashable, Sendable {
    /// Seconds since 1970 when the scheme was created.
    public var timestamp: Int
    /// The scheme's id.
    public var id: Int
    /// The colors, six hex digits each, in order.
    public var colors: [String]
    /// The scheme's tags.
    public var tags: [LegacyTag]

    /// Creates a legacy scheme.
    public init(timestamp: Int, id: Int, colors: [String], tags: [LegacyTag]) {
        self.timestamp = timestamp
        self.id = id
        self.colors = colors
        self.tags = tags
    }
}
