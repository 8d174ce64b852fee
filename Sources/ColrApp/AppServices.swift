import ColrDomain

/// What the app's screens need from the outside world, passed in rather than reached for:
/// the store, and the feed that says when a color's tags changed.
public struct AppServices: Sendable {
    /// Where colors live.
    public let store: any ColorStore
    /// Announces tag changes made anywhere.
    public let feed: any ColorChangeFeed

    /// Creates the services.
    public init(store: any ColorStore, feed: any ColorChangeFeed) {
        self.store = store
        self.feed = feed
    }
}
