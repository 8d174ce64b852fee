/// One line of tag history in colr.org's shape: `{d_count, id, a_count, name}`, id as a string.
public struct LegacyHistoryEntry: Codable, Hashable, Sendable {
    /// Times the tag was deleted.
    public var deletedCount: Int
    /// The tag's id, as a string (colr.org sent it that way).
    public var id: String
    /// Times the tag was added.
    public var addedCount: Int
    /// The tag.
    public var name: String

    enum CodingKeys: String, CodingKey {
        case deletedCount = "d_count"
        case id
        case addedCount = "a_count"
        case name
    }

    /// Creates a history line.
    public init(deletedCount: Int, id: String, addedCount: Int, name: String) {
        self.deletedCount = deletedCount
        self.id = id
        self.addedCount = addedCount
        self.name = name
    }
}
