import ColrModels
import Foundation

/// A tag on a color (or a scheme), with when it was put there.
public struct StoredTag: Hashable, Sendable {
    /// The store's id for the tag (the same for every color carrying it).
    public let id: Int
    /// The tag.
    public let name: TagName
    /// When this tag was added to this color.
    public let addedAt: Date

    /// Creates a record.
    public init(id: Int, name: TagName, addedAt: Date) {
        self.id = id
        self.name = name
        self.addedAt = addedAt
    }
}
