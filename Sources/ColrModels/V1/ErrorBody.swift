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
