import ColrDomain
import Vapor

/// The services `buildApplication` created, for the parts of the server that come later
/// (live sessions) and for tests.
public struct ColrServices: Sendable {
    /// The store: on the configured database, or the one the caller provided.
    public let store: any ColrStorage
    /// The change feed the store publishes to (across instances on PostgreSQL).
    public let feed: any ChangeFeed
    /// The configuration the server was built with.
    public let configuration: ColrConfiguration
    /// This application's metrics, served at `/metrics` when a token is configured.
    public let metrics: ServerMetrics

    struct Key: StorageKey {
        typealias Value = ColrServices
    }
}
