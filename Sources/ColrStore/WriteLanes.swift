import Synchronization

/// A ``WriteQueue`` per key (a scheme's id), made when a write first asks for it and dropped once
/// no write holds or waits for it.
///
/// Saves of one scheme take their turn here before they take a pooled connection: on PostgreSQL
/// each would otherwise hold a connection while it waited for the scheme's row lock, so a burst
/// of saves to one busy palette could empty the pool for everything else, and the saves at the
/// back of the burst timed out waiting for a connection.
public final class WriteLanes<Key: Hashable & Sendable>: Sendable {
    private struct Lane {
        let queue: WriteQueue
        var users: Int
    }

    private let lanes = Mutex<[Key: Lane]>([:])

    /// Creates lanes, none in use.
    public init() {}

    /// How many keys have a write running or waiting.
    var count: Int { lanes.withLock { $0.count } }

    /// Runs `body` after every write to `key` asked for before it.
    public func run<T, Failure: Error>(_ key: Key, _ body: () async throws(Failure) -> T)
        async throws(Failure)
        -> T
    {
        let queue = lanes.withLock { lanes in
            var lane = lanes[key] ?? Lane(queue: WriteQueue(), users: 0)
            lane.users += 1
            lanes[key] = lane
            return lane.queue
        }
        defer {
            lanes.withLock { lanes in
                guard var lane = lanes[key] else { return }
                lane.users -= 1
                lanes[key] = lane.users == 0 ? nil : lane
            }
        }
        return try await queue.run(body)
    }
}
