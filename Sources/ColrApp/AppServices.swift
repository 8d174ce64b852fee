import ColrDomain
import ViewKit

/// What the app's screens need from the outside world, passed in rather than reached for:
/// the store, and the feed that says when a color's tags changed.
public struct AppServices: Sendable {
    /// Where colors and palettes live: the repositories, their writes metered.
    public let store: Repositories
    /// Announces tag and palette changes made anywhere.
    public let feed: any ChangeFeed
    /// Who else has a palette open, on any instance.
    public let presence: Presence

    /// Creates the services; presence within this process unless given.
    public init(store: Repositories, feed: any ChangeFeed, presence: Presence = Presence()) {
        self.store = store
        self.feed = feed
        self.presence = presence
    }

    /// Services over every repository of one store, unmetered (tests, tools).
    public init(store: any ColrStorage, feed: any ChangeFeed, presence: Presence = Presence()) {
        self.init(store: Repositories(store), feed: feed, presence: presence)
    }
}
