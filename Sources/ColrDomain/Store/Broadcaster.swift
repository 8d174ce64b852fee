import Synchronization

/// Hands every value published to every current subscriber's stream, within one process.
/// A subscriber that falls behind keeps only the newest 64.
public final class Broadcaster<Value: Sendable>: Sendable {
    private let subscribers = Mutex<[Int: AsyncStream<Value>.Continuation]>([:])
    private let nextID = Atomic<Int>(0)

    /// Creates a broadcaster with no subscribers.
    public init() {}

    /// Delivers `value` to every current subscriber.
    public func publish(_ value: Value) {
        let continuations = subscribers.withLock { Array($0.values) }
        for continuation in continuations { continuation.yield(value) }
    }

    /// A stream of values from now on, after `first` when given; dropping it unsubscribes.
    public func stream(startingWith first: Value? = nil) -> AsyncStream<Value> {
        let id = nextID.add(1, ordering: .relaxed).newValue
        let (stream, continuation) = AsyncStream.makeStream(
            of: Value.self, bufferingPolicy: .bufferingNewest(64))
        if let first { continuation.yield(first) }
        subscribers.withLock { $0[id] = continuation }
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
        }
        return stream
    }

    /// How many streams are subscribed.
    public var subscriberCount: Int { subscribers.withLock { $0.count } }
}
