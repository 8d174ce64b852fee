import ColrDomain
import ColrModels
import Foundation
import Logging
import PostgresNIO
import Synchronization

/// The change feed across instances, on PostgreSQL's LISTEN/NOTIFY and a change log.
///
/// A write announces its change in its own transaction (``record(_:on:)``): it adds a row to
/// `change_log`, whose id is the change's position, and NOTIFYs `@<position> <payload>`.
/// PostgreSQL delivers a NOTIFY only if its transaction commits, and always if it does, so a
/// write and its announcement cannot be parted by a crash or a dropped connection.
///
/// Every instance (this one included) LISTENs on a dedicated connection and hands what it hears
/// to its local subscribers. When that connection drops it reconnects with backoff, and before
/// going live again reads from the log what it missed (see `+Listening`), so a listener that
/// was away delivers every change once. Meanwhile this instance's own writes reach its own
/// screens directly (``committed(_:)``). A change heard twice is delivered once
/// (``DeliveredPositions``), and screens apply changes by revision, so a repeat is harmless.
///
/// Signals (presence beats) are fleeting and not logged: they go out on the listening
/// connection, or to this instance alone while it has none.
public final class PostgresChangeFeed: ChangeFeed {
    /// The NOTIFY channel.
    public static let channel = "colr_color_changes"
    /// The listening connection's `application_name` unless told otherwise, by which an
    /// operator can find the cluster's listeners in `pg_stat_activity`.
    public static let applicationName = "colr-change-feed"
    /// How long the log keeps a change: longer than any listener stays away and catches up.
    static let logRetention: TimeInterval = 3600

    let configuration: PostgresConnection.Configuration
    let local = LocalChangeFeed()
    let logger: Logger
    let connection = ConnectionBox()
    private let listener = Mutex<Task<Void, Never>?>(nil)
    let cache: ColorReadCache?
    let inFlight: AnnouncementClock
    let delivered = DeliveredPositions()
    /// Whether the listener listens, and who wants to know when that changes; changed and read
    /// under one lock, so a new subscriber misses no change.
    private let listening = Mutex(false)
    private let livenessChanges = Broadcaster<Bool>()

    /// Creates a feed that listens on a connection made with `configuration` (the same one the
    /// store's pool uses, TLS mode included); call ``start()`` to begin listening. The feed keeps
    /// `cache` true: it trusts it only while it listens, and forgets each color it hears changed.
    /// `onDelivery` hears, for each of this instance's own announcements, the time from its
    /// NOTIFY to its delivery to local subscribers: the lag every instance's changes see here.
    /// `name` is the listening connection's `application_name`.
    public init(
        configuration: PostgresConnection.Configuration, cache: ColorReadCache? = nil,
        name: String = applicationName, logger: Logger = Logger(label: "colr.feed"),
        onDelivery: @escaping @Sendable (FeedDelivery) -> Void = { _ in }
    ) {
        var configuration = configuration
        configuration.options.additionalStartupParameters.append(("application_name", name))
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

    /// Waits until the feed listens, at most `limit`; false if it does not by then.
    ///
    /// Until it listens, this instance's screens hear only this instance's changes, so a server
    /// waits for it before it serves. Polled, as listening is rare and brief to wait for.
    public func waitUntilListening(atMost limit: Duration) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while await connection.current == nil {
            guard ContinuousClock.now < deadline, !Task.isCancelled else { return false }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return true
    }

    /// Whether the feed listens now: while it does not, other instances' changes wait in the log
    /// until it is back.
    public var isListening: Bool {
        get async { await connection.current != nil }
    }

    /// Whether this instance hears every instance's changes: true while the listener listens
    /// (having caught up), false while it reconnects.
    public func liveness() -> AsyncStream<Bool> {
        listening.withLock { now in livenessChanges.stream(startingWith: now) }
    }

    /// Records whether the listener listens, telling subscribers when that changes.
    func setListening(_ live: Bool) {
        listening.withLock { current in
            guard current != live else { return }
            current = live
            livenessChanges.publish(live)
        }
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

    /// Announces a color's change made outside a logged write: to every instance while
    /// listening, else to this one. The store's writes use ``record(_:on:)`` instead.
    public func publish(_ change: ColorChange) async {
        await send(change.payload, .color) { await local.publish(change) }
    }

    /// Color changes from every instance, from now on.
    public func changes() -> AsyncStream<ColorChange> {
        local.changes()
    }

    /// One color's changes from every instance, from now on.
    public func changes(of hex: ColorHex) -> AsyncStream<ColorChange> {
        local.changes(of: hex)
    }

    /// Announces a scheme's change made outside a logged write, as ``publish(_:)-(ColorChange)``.
    public func publish(_ change: SchemeChange) async {
        await send(change.payload, .scheme) { await local.publish(change) }
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
        await send(signal.payload, .signal) { await local.publish(signal) }
    }

    /// Signals from every instance, from now on.
    public func signals() -> AsyncStream<FeedSignal> {
        local.signals()
    }

    /// NOTIFYs `payload` on the listening connection, or, with none, delivers it here alone.
    private func send(_ payload: String, _ kind: FeedDelivery.Kind, here: () async -> Void) async {
        if let conn = await connection.current {
            // Started before sending: the announcement may come back before the query returns.
            inFlight.sent(payload)
            do {
                _ = try await conn.collect("SELECT pg_notify(\(Self.channel), \(payload))", logger: logger)
                return
            } catch {
                inFlight.unsent(payload)
            }
        }
        let started = ContinuousClock.now
        await here()
        inFlight.report(FeedDelivery(kind: kind, lag: ContinuousClock.now - started))
    }
}

/// The listening connection, shared between the listener task and publishers.
actor ConnectionBox {
    private(set) var current: PostgresConnection?

    func set(_ connection: PostgresConnection?) {
        current = connection
    }
}
