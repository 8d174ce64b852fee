import ColrModels

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
