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

/// A list of colors, with the cursor for the next page when there is one.
public struct ColorList: Codable, Hashable, Sendable {
    /// The colors.
    public var colors: [ColorSummary]
    /// Pass as `cursor` to get the next page; absent on the last page.
    public var nextCursor: String?

    /// Creates a list.
    public init(colors: [ColorSummary], nextCursor: String? = nil) {
        self.colors = colors
        self.nextCursor = nextCursor
    }
}

/// The body of a request that adds tags.
public struct AddTagsRequest: Codable, Hashable, Sendable {
    /// The tags to add (each is normalized; see ``TagName``).
    public var tags: [String]

    /// Creates a request.
    public init(tags: [String]) {
        self.tags = tags
    }
}

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

/// A tag and how many colors carry it.
public struct TagCount: Codable, Hashable, Sendable {
    /// The tag.
    public var name: String
    /// How many colors carry it.
    public var colorCount: Int

    /// Creates a count.
    public init(name: String, colorCount: Int) {
        self.name = name
        self.colorCount = colorCount
    }
}

/// A list of schemes.
public struct SchemeList: Codable, Hashable, Sendable {
    /// The schemes.
    public var schemes: [SchemeBody]

    /// Creates a list.
    public init(schemes: [SchemeBody]) {
        self.schemes = schemes
    }
}

/// The health check's answer.
public struct HealthStatus: Codable, Hashable, Sendable {
    /// `ok`, or `unavailable` when the database does not answer.
    public var status: String
    /// `sqlite` or `postgres`.
    public var database: String
    /// Live app sessions this instance keeps (pages with a socket, or within their grace period).
    public var sessions: Int?

    /// Creates a status.
    public init(status: String, database: String, sessions: Int? = nil) {
        self.status = status
        self.database = database
        self.sessions = sessions
    }
}

/// Every `/api/v1` error: a short machine-readable code and a sentence for people.
public struct ErrorBody: Codable, Hashable, Sendable {
    /// A stable code such as `invalid_color`, `not_found` or `rate_limited`.
    public var error: String
    /// What went wrong and what to do about it.
    public var reason: String

    /// Creates an error body.
    public init(error: String, reason: String) {
        self.error = error
        self.reason = reason
    }
}
