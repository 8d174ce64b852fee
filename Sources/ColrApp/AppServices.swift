import ColrDomain
import ComputeThreads
import ViewKit

/// What the app's screens need from the outside world, passed in rather than reached for:
/// the store, the feed that says when a color's tags changed, and the threads slow work runs on.
public struct AppServices: Sendable {
    /// Where colors and palettes live: the repositories, their writes metered.
    public let store: Repositories
    /// Announces tag and palette changes made anywhere.
    public let feed: any ChangeFeed
    /// Who else has a palette open, on any instance.
    public let presence: Presence
    /// Where work that computes for long (checking a theme's files) runs: threads of its own, a
    /// few at a time for every session together, never the cooperative pool that serves them.
    public let compute: ComputeGate

    /// Creates the services; presence within this process, and a gate of the app's own, unless
    /// given.
    public init(
        store: Repositories, feed: any ChangeFeed, presence: Presence = Presence(),
        compute: ComputeGate = AppServices.defaultCompute()
    ) {
        self.store = store
        self.feed = feed
        self.presence = presence
        self.compute = compute
    }

    /// Services over every repository of one store, unmetered (tests, tools).
    public init(store: any ColrStorage, feed: any ChangeFeed, presence: Presence = Presence()) {
        self.init(store: Repositories(store), feed: feed, presence: presence)
    }

    /// Two at a time (the cores of a small machine) and eight waiting: a check takes a second
    /// or two, so a ninth visitor is asked to try again rather than left waiting for long.
    public static func defaultCompute() -> ComputeGate { ComputeGate(limit: 2, queue: 8) }
}
