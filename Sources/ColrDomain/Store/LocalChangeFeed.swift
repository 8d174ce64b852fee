import Synchronization

/// A change feed within one process: every subscriber hears every publish.
///
/// On its own this serves a single `colr serve` on SQLite; the PostgreSQL feed wraps it and
/// forwards what other instances announce.
public final class LocalChangeFeed: ColorChangeFeed {
    private let subscribers = Mutex<[Int: AsyncStream<ColorChange>.Continuation]>([:])
    private let nextID = Atomic<Int>(0)

    /// Creates an empty feed.
    public init() {}

    /// Delivers `hex` to every current subscriber; slow subscribers keep only the newest 64.
    public func publish(_ change: ColorChange) async {
        let continuations = subscribers.withLock { Array($0.values) }
        for continuation in continuations { continuation.yield(change) }
    }

    /// A stream of changes from now on; dropping it unsubscribes.
    public func changes() -> AsyncStream<ColorChange> {
        let id = nextID.add(1, ordering: .relaxed).newValue
        let (stream, continuation) = AsyncStream.makeStream(
            of: ColorChange.self, bufferingPolicy: .bufferingNewest(64))
        subscribers.withLock { $0[id] = continuation }
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
        }
        return stream
    }

    /// How many streams are subscribed, for tests and diagnostics.
    public var subscriberCount: Int { subscribers.withLock { $0.count } }
}
