import ColrDomain
import Synchronization

/// Times this instance's own announcements from NOTIFY to delivery on this instance.
///
/// PostgreSQL's notifications carry no time, and other instances' clocks are not this one's, so
/// the lag is measured on what this instance sent itself: the same connection and queue bring
/// every instance's changes, so their lag is the same.
final class AnnouncementClock: Sendable {
    private let pending = Mutex<[String: [ContinuousClock.Instant]]>([:])
    private let onDelivery: @Sendable (FeedDelivery) -> Void
    /// Past this many announcements waiting, the oldest are given up on (a lost connection
    /// drops them), so the table cannot grow without bound.
    static let maximumPending = 1024

    init(onDelivery: @escaping @Sendable (FeedDelivery) -> Void) {
        self.onDelivery = onDelivery
    }

    /// An announcement with `payload` is on its way.
    func sent(_ payload: String) {
        let now = ContinuousClock.now
        pending.withLock { table in
            if table.count >= Self.maximumPending { table.removeAll() }
            table[payload, default: []].append(now)
        }
    }

    /// The announcement could not be sent after all.
    func unsent(_ payload: String) {
        pending.withLock { table in
            guard var times = table[payload], !times.isEmpty else { return }
            times.removeLast()
            table[payload] = times.isEmpty ? nil : times
        }
    }

    /// An announcement with `payload` reached this instance's subscribers; reported when this
    /// instance sent it, and ignored when another did.
    func delivered(_ payload: String, kind: FeedDelivery.Kind) {
        let now = ContinuousClock.now
        let started: ContinuousClock.Instant? = pending.withLock { table in
            guard var times = table[payload], !times.isEmpty else { return nil }
            let first = times.removeFirst()
            table[payload] = times.isEmpty ? nil : times
            return first
        }
        if let started { onDelivery(FeedDelivery(kind: kind, lag: now - started)) }
    }

    /// Reports a delivery timed elsewhere (one made on this instance alone, with no connection).
    func report(_ delivery: FeedDelivery) {
        onDelivery(delivery)
    }

    /// Forgets every announcement on its way (the connection that would bring them back is gone).
    func forgetAll() {
        pending.withLock { $0.removeAll() }
    }
}
