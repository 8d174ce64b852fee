import ColrDomain

/// What the app's screens need from the outside world, passed in rather than reached for:
/// the store, and the feed that says when a color's tags changed.
public struct AppServices: Sendable {
    /// Where colors and palettes live: the repositories, their writes metered.
    public let store: Repositories
    /// Announces tag changes made anywhere.
    public let feed: any ChangeFeed

    /// Creates the services.
    public init(store: Repositories, feed: any ChangeFeed) {
        self.store = store
        self.feed = feed
    }

    /// Services over every repository of one store, unmetered (tests, tools).
    public init(store: any ColrStorage, feed: any ChangeFeed) {
        self.init(store: Repositories(store), feed: feed)
    }
}
