import Foundation

/// A tag on a color, with when it was added.
public struct TagEntry: Codable, Hashable, Sendable {
    /// The tag.
    public var name: String
    /// When it was added to this color.
    public var addedAt: Date

    /// Creates an entry.
    public init(name: String, addedAt: Date) {
        self.name = name
        self.addedAt = addedAt
    }
}
