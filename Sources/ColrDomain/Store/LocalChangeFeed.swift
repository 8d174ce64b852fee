import ColrModels

/// A change feed within one process: every subscriber hears every publish it subscribed to.
///
/// On its own this serves a single `colr serve` on SQLite; the PostgreSQL feed wraps it and
/// forwards what other instances announce.
public final class LocalChangeFeed: ChangeFeed {
    private let colors = Broadcaster<ColorChange>()
    private let eachColor = KeyedBroadcaster<ColorHex, ColorChange>()
    private let schemes = Broadcaster<SchemeChange>()
    private let signalStreams = Broadcaster<FeedSignal>()

    /// Creates an empty feed.
    public init() {}

    /// Delivers a color's change to every current subscriber.
    public func publish(_ change: ColorChange) async {
        colors.publish(change)
        eachColor.publish(change, to: change.hex)
    }

    /// A stream of color changes from now on; dropping it unsubscribes.
    public func changes() -> AsyncStream<ColorChange> {
        colors.stream()
    }

    /// A stream of one color's changes from now on; dropping it unsubscribes.
    public func changes(of hex: ColorHex) -> AsyncStream<ColorChange> {
        eachColor.stream(for: hex)
    }

    /// Delivers a scheme's change to every current subscriber.
    public func publish(_ change: SchemeChange) async {
        schemes.publish(change)
    }

    /// A stream of scheme changes from now on; dropping it unsubscribes.
    public func schemeChanges() -> AsyncStream<SchemeChange> {
        schemes.stream()
    }

    /// Delivers a signal to every current subscriber.
    public func publish(_ signal: FeedSignal) async {
        signalStreams.publish(signal)
    }

    /// A stream of signals from now on; dropping it unsubscribes.
    public func signals() -> AsyncStream<FeedSignal> {
        signalStreams.stream()
    }

    /// How many streams are subscribed, colors' (all or one) and schemes' together, for tests and
    /// diagnostics.
    public var subscriberCount: Int {
        colors.subscriberCount + eachColor.subscriberCount + schemes.subscriberCount
    }
}
