/// A color in colr.org's shape: `{timestamp, hex, id, tags}`; unknown colors have id -1.
public struct LegacyColor: Codable, Hashable, Sendable {
    /// Seconds since 1970 when the color was stored (the current time for unknown colors).
    public var timestamp: Int
    /// Six lowercase hex digits without `#` (or the input echoed, for unknown colors).
    public var hex: String
    /// The color's id, or -1 when the store does not know it.
    public var id: Int
    /// The color's tags.
    public var tags: [LegacyTag]

    /// Creates a legacy color.
    public init(timestamp: Int, hex: String, id: Int, tags: [LegacyTag]) {
        self.timestamp = timestamp
        self.hex = hex
        self.id = id
        self.tags = tags
    }
}
