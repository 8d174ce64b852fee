import ColrModels

/// Whether the database answers, for the health check.
public protocol HealthCheck: Sendable {
    /// Checks that the database answers.
    func ping() async throws(ColrError)
}
