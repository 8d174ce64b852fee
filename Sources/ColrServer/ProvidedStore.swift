import ColrDomain
import ColrStore

/// A store the caller brings to ``buildApplication(config:store:environment:)`` in place of the
/// configured database (tests bring an in-memory one), with the feed it announces changes to.
public struct ProvidedStore: Sendable {
    /// The store every route and screen uses.
    public let store: any ColrStorage
    /// Where the store announces its committed tag changes; live screens listen to it.
    public let feed: any ChangeFeed
    /// What the health check reports as the database.
    public let kind: String
    /// Lets the server wait for running operations when it stops; the store's own, if it has one.
    public let gate: StoreGate

    /// Wraps a store and the feed it announces to.
    public init(
        _ store: any ColrStorage, feed: any ChangeFeed, kind: String = "memory",
        gate: StoreGate = StoreGate()
    ) {
        self.store = store
        self.feed = feed
        self.kind = kind
        self.gate = gate
    }
}
