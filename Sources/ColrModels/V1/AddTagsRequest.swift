/// The body of a request that adds tags.
public struct AddTagsRequest: Codable, Hashable, Sendable {
    /// The tags to add (each is normalized; see ``TagName``).
    public var tags: [String]

    /// Creates a request.
    public init(tags: [String]) {
        self.tags = tags
    }
}
