/// A tag in colr.org's shape: `{timestamp, id, name}`.
public struct LegacyTag: Codable, Hashable, Sendable {
    /// Seconds since 1970 when the tag was added.
    public var timestamp: Int
    /// The tag's id.
    public var id: Int
    /// The tag.
    public var name: String

    /// Creates a legacy tag.
    public init(timestamp: Int, id: Int, name: String) {
        self.timestamp = timestamp
        self.id = id
        self.name = name
    }
}
