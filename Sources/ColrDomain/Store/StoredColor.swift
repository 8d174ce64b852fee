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

/// How often a tag has been added to and deleted from one color (or scheme).
public struct TagHistory: Hashable, Sendable {
    /// The tag's id.
    public let tagID: Int
    /// The tag.
    public let name: TagName
    /// Times the tag was added.
    public let added: Int
    /// Times the tag was deleted.
    public let deleted: Int

    /// Creates a record.
    public init(tagID: Int, name: TagName, added: Int, deleted: Int) {
        self.tagID = tagID
        self.name = name
        self.added = added
        self.deleted = deleted
    }
}

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

/// A tag with the number of colors carrying it, for search results.
public struct TagSummary: Hashable, Sendable {
    /// The tag.
    public let name: TagName
    /// How many colors carry it.
    public let colorCount: Int

    /// Creates a record.
    public init(name: TagName, colorCount: Int) {
        self.name = name
        self.colorCount = colorCount
    }
}
