import ColrModels
import Foundation

/// A change feed within one process: every subscriber hears every publish it subscribed to.
///
/// On its own this serves a single `colr serve` on SQLite; the PostgreSQL feed wraps it and
/// forwards what other instances announce.
public final class LocalChangeFeed: ChangeFeed {
    private let colors = Broadcaster<ColorChange>()
    private let eachColor = KeyedBroadcaster<ColorHex, ColorChange>()
    private let schemes = Broadcaster<SchemeChange>()
    private let eachScheme = KeyedBroadcaster<Int, SchemeChange>()
    private let signalStreams = Broadcaster<FeedSignal>()
    private let onDelivery: @Sendable (FeedDelivery) -> Void

    /// Creates an empty feed. `onDelivery` hears how long each publish took to reach every
    /// subscriber (the server's change-feed lag on a single instance); this module stays pure.
    public init(onDelivery: @escaping @Sendable (FeedDelivery) -> Void = { _ in }) {
        self.onDelivery = onDelivery
    }

    /// Delivers a color's change to every current subscriber.
    public func publish(_ change: ColorChange) async {
        broadcast(change)
    }

    /// Delivers a color's change to every current subscriber before it returns, without
    /// suspending: a caller that must order deliveries (the PostgreSQL feed, by change-log
    /// position) can do so under its own lock.
    public func broadcast(_ change: ColorChange) {
        let started = ContinuousClock.now
        colors.publish(change)
        eachColor.publish(change, to: change.hex)
        onDelivery(FeedDelivery(kind: .color, lag: ContinuousClock.now - started))
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
        broadcast(change)
    }

    /// Delivers a scheme's change to every current subscriber before it returns, without
    /// suspending (see ``broadcast(_:)-(ColorChange)``).
    public func broadcast(_ change: SchemeChange) {
        let started = ContinuousClock.now
        schemes.publish(change)
        eachScheme.publish(change, to: change.id)
        onDelivery(FeedDelivery(kind: .scheme, lag: ContinuousClock.now - started))
    }

    /// A stream of scheme changes from now on; dropping it unsubscribes.
    public func schemeChanges() -> AsyncStream<SchemeChange> {
        schemes.stream()
    }

    /// A stream of one scheme's changes from now on; dropping it unsubscribes.
    public func schemeChanges(of id: Int) -> AsyncStream<SchemeChange> {
        eachScheme.stream(for: id)
    }

    /// Always live: one process hears all its own changes. Yields true and ends.
    public func liveness() -> AsyncStream<Bool> {
        AsyncStream { continuation in
            continuation.yield(true)
            continuation.finish()
        }
    }

    /// Delivers a signal to every current subscriber.
    public func publish(_ signal: FeedSignal) async {
        let started = ContinuousClock.now
        signalStreams.publish(signal)
        onDelivery(FeedDelivery(kind: .signal, lag: ContinuousClock.now - started))
    }

    /// A stream of signals from now on; dropping it unsubscribes.
    public func signals() -> AsyncStream<FeedSignal> {
        signalStreams.stream()
    }

    /// How many streams are subscribed, colors' and schemes' (all or one) together, for tests
    /// and diagnostics.
    public var subscriberCount: Int {
        colors.subscriberCount + eachColor.subscriberCount + schemes.subscriberCount
            + eachScheme.subscriberCount
    }
}
