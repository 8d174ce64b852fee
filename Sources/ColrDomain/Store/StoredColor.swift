import ColrModels
import Foundation

/// A color as the store holds it: its id, hex, when it was first seen, and its tags.
public struct StoredColor: Hashable, Sendable {
    /// The store's id for the color.
    public let id: Int
    /// The color.
    public let hex: ColorHex
    /// When the color was first stored.
    public let createdAt: Date
    /// The color's tags, oldest first.
    public let tags: [StoredTag]

    /// Creates a record.
    public init(id: Int, hex: ColorHex, createdAt: Date, tags: [StoredTag]) {
        self.id = id
        self.hex = hex
        self.createdAt = createdAt
        self.tags = tags
    }
}
