/// Search results: tags starting with the query, and color names containing it.
public struct SearchResults: Codable, Hashable, Sendable {
    /// The normalized query.
    public var query: String
    /// Tags that start with the query, with how many colors carry each.
    public var tags: [TagCount]
    /// Color names that start with the query, across namespaces.
    public var names: [NameEntry]

    /// Creates results.
    public init(query: String, tags: [TagCount], names: [NameEntry]) {
        self.query = query
        self.tags = tags
        self.names = names
    }
}
