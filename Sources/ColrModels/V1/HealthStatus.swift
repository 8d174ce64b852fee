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
