import ColrDomain
import ColrModels
import Foundation
import Logging
import PostgresNIO
import Synchronization

/// The change feed across instances: announcements go out with PostgreSQL's NOTIFY, and every
/// instance (this one included) LISTENs and hands them to its local subscribers. Colors' and
/// schemes' changes share one channel; a scheme's payload has a `scheme` key.
///
/// A dedicated connection listens; if it drops, it reconnects with backoff, and meanwhile
/// announcements still reach this instance's own subscribers directly.
public final class PostgresChangeFeed: ChangeFeed {
    /// The NOTIFY channel.
    public static let channel = "colr_color_changes"

    private let configuration: PostgresConnection.Configuration
    private let local = LocalChangeFeed()
    private let logger: Logger
    private let connection = ConnectionBox()
    private let listener = Mutex<Task<Void, Never>?>(nil)
    private let cache: ColorReadCache?
    private let inFlight: AnnouncementClock

    /// Creates a feed that listens on a connection made with `configuration` (the same one the
    /// store's pool uses, TLS mode included); call ``start()`` to begin listening. The feed keeps
    /// `cache` true: it trusts it only while it listens, and forgets each color it hears changed.
    /// `onDelivery` hears, for each of this instance's own announcements, the time from its
    /// NOTIFY to its delivery to local subscribers: the lag every instance's changes see here.
    public init(
        configuration: PostgresConnection.Configuration, cache: ColorReadCache? = nil,
        logger: Logger = Logger(label: "colr.feed"),
        onDelivery: @escaping @Sendable (FeedDelivery) -> Void = { _ in }
    ) {
        self.configuration = configuration
        self.cache = cache
        self.logger = logger
        self.inFlight = AnnouncementClock(onDelivery: onDelivery)
    }

    /// Starts listening, reconnecting whenever the connection drops, until ``stop()``.
    public func start() {
        listener.withLock { listener in
            guard listener == nil else { return }
            listener = makeListener()
        }
    }

    private func makeListener() -> Task<Void, Never> {
        Task { [configuration, local, logger, connection, cache, inFlight] in
            var attempt = 0
            while !Task.isCancelled {
                var opened: PostgresConnection?
                do {
                    let conn = try await PostgresConnection.connect(
                        configuration: configuration, id: 1, logger: logger)
                    opened = conn
                    try await conn.listen(on: Self.channel) { notifications in
                        // Publishers use the connection only once it listens, so none of this
                        // instance's own announcements fall in the gap.
                        await connection.set(conn)
                        cache?.trust()
                        attempt = 0
                        for try await notification in notifications {
                            let payload = notification.payload
                            if let change = SchemeChange(payload: payload) {
                                await local.publish(change)
                                inFlight.delivered(payload, kind: .scheme)
                                continue
                            }
                            if let signal = FeedSignal(payload: payload) {
                                await local.publish(signal)
                                inFlight.delivered(payload, kind: .signal)
                                continue
                            }
                            guard let change = ColorChange(payload: payload) else {
                                cache?.forgetAll()
                                continue
                            }
                            cache?.forget(change.hex)
                            await local.publish(change)
                            inFlight.delivered(payload, kind: .color)
                        }
                    }
                } catch {
                    if !Task.isCancelled {
                        logger.warning(
                            "change feed connection lost; reconnecting", metadata: ["error": "\(error)"])
                    }
                }
                // Changes made from now until listening again go unheard.
                cache?.distrust()
                inFlight.forgetAll()
                // A connection must be closed before it is released, whatever ended the loop.
                await connection.set(nil)
                if let opened { try? await opened.close() }
                attempt += 1
                try? await Task.sleep(for: .milliseconds(min(5000, 100 << min(attempt, 6))))
            }
        }
    }

    /// Waits until the feed listens, at most `limit`; false if it does not by then.
    ///
    /// Until it listens, this instance's announcements reach its own screens only, so a server
    /// waits for it before it serves: a change made in its first moments would otherwise go
    /// unheard by every other instance. Polled, as listening is rare and brief to wait for.
    public func waitUntilListening(atMost limit: Duration) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while await connection.current == nil {
            guard ContinuousClock.now < deadline, !Task.isCancelled else { return false }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return true
    }

    /// Stops listening and closes the connection.
    public func stop() async {
        let task = listener.withLock { listener -> Task<Void, Never>? in
            defer { listener = nil }
            return listener
        }
        task?.cancel()
        // Closing ends the notification loop, which then releases the connection it closed.
        if let conn = await connection.current { try? await conn.close() }
        await task?.value
    }

    /// Announces a color's change to every instance; without a connection, to this one only.
    public func publish(_ change: ColorChange) async {
        if await !notify(change.payload) {
            await deliverHere(change.payload, .color) { await local.publish(change) }
        }
    }

    /// Color changes from every instance, from now on.
    public func changes() -> AsyncStream<ColorChange> {
        local.changes()
    }

    /// One color's changes from every instance, from now on.
    public func changes(of hex: ColorHex) -> AsyncStream<ColorChange> {
        local.changes(of: hex)
    }

    /// Announces a scheme's change to every instance; without a connection, to this one only.
    public func publish(_ change: SchemeChange) async {
        if await !notify(change.payload) {
            await deliverHere(change.payload, .scheme) { await local.publish(change) }
        }
    }

    /// Scheme changes from every instance, from now on.
    public func schemeChanges() -> AsyncStream<SchemeChange> {
        local.schemeChanges()
    }

    /// One scheme's changes from every instance, from now on.
    public func schemeChanges(of id: Int) -> AsyncStream<SchemeChange> {
        local.schemeChanges(of: id)
    }

    /// Sends a signal to every instance; without a connection, to this one only. A body too long
    /// for PostgreSQL is not sent.
    public func publish(_ signal: FeedSignal) async {
        guard signal.body.utf8.count <= FeedSignal.maximumBodyBytes else { return }
        if await !notify(signal.payload) {
            await deliverHere(signal.payload, .signal) { await local.publish(signal) }
        }
    }

    /// Signals from every instance, from now on.
    public func signals() -> AsyncStream<FeedSignal> {
        local.signals()
    }

    /// Sends `payload` on the channel; false when there is no listening connection to send it on.
    private func notify(_ payload: String) async -> Bool {
        guard let conn = await connection.current else { return false }
        // Started before sending: the announcement may come back before the query returns.
        inFlight.sent(payload)
        do {
            try await conn.query("SELECT pg_notify(\(Self.channel), \(payload))", logger: logger)
            return true
        } catch {
            inFlight.unsent(payload)
            return false
        }
    }

    /// Delivers an announcement to this instance alone (no listening connection), timing it.
    private func deliverHere(_ payload: String, _ kind: FeedDelivery.Kind, _ deliver: () async -> Void) async
    {
        let started = ContinuousClock.now
        await deliver()
        inFlight.report(FeedDelivery(kind: kind, lag: ContinuousClock.now - started))
    }
}

/// The listening connection, shared between the listener task and publishers.
private actor ConnectionBox {
    private(set) var current: PostgresConnection?

    func set(_ connection: PostgresConnection?) {
        current = connection
    }

}
