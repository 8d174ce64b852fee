import Foundation

/// A color in a list: its hex, tags and when it was stored.
public struct ColorSummary: Codable, Hashable, Sendable {
    /// Six lowercase hex digits.
    public var hex: String
    /// Its tags, oldest first.
    public var tags: [String]
    /// When it was first stored.
    public var createdAt: Date
    /// How many tags it has (on the "top" list).
    public var tagCount: Int?

    /// Creates a summary.
    public init(hex: String, tags: [String], createdAt: Date, tagCount: Int? = nil) {
        self.hex = hex
        self.tags = tags
        self.createdAt = createdAt
        self.tagCount = tagCount
    }
}
