import Synchronization

/// Hands each value to the subscribers of its key only, within one process.
///
/// Why not a ``Broadcaster`` and a filter: a subscriber woken for a value it ignores still costs
/// its owner a turn, and a live session's turn renders and diffs its whole screen. With one
/// stream per color screen, a change reaches the screens of its color and no others, so an
/// instance's work per change does not grow with the screens of other colors it has open.
/// A subscriber that falls behind keeps only the newest 64.
public final class KeyedBroadcaster<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let subscribers = Mutex<[Key: [Int: AsyncStream<Value>.Continuation]]>([:])
    private let nextID = Atomic<Int>(0)

    /// Creates a broadcaster with no subscribers.
    public init() {}

    /// Delivers `value` to every current subscriber of `key`.
    public func publish(_ value: Value, to key: Key) {
        let continuations = subscribers.withLock { $0[key].map { Array($0.values) } ?? [] }
        for continuation in continuations { continuation.yield(value) }
    }

    /// A stream of the values published to `key` from now on; dropping it unsubscribes.
    public func stream(for key: Key) -> AsyncStream<Value> {
        let id = nextID.add(1, ordering: .relaxed).newValue
        let (stream, continuation) = AsyncStream.makeStream(
            of: Value.self, bufferingPolicy: .bufferingNewest(64))
        subscribers.withLock { $0[key, default: [:]][id] = continuation }
        continuation.onTermination = { [weak self] _ in
            self?.subscribers.withLock { table in
                table[key]?.removeValue(forKey: id)
                // Keys come and go with screens; an empty entry would stay for good.
                if table[key]?.isEmpty == true { table[key] = nil }
            }
        }
        return stream
    }

    /// How many streams are subscribed, over all keys.
    public var subscriberCount: Int { subscribers.withLock { $0.values.reduce(0) { $0 + $1.count } } }
}
