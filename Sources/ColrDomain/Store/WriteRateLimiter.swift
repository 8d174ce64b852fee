import ColrModels
import Foundation
import RateLimiting
import Synchronization

/// A token bucket per client address: `burst` writes at once, refilled at `perMinute`.
///
/// A write is counted by its cost (one per tag it adds), so one request cannot carry a
/// thousand writes for the price of one.
///
/// Buckets live in memory, in one process: the meter of a single instance (several instances
/// share theirs in the database). An address idle long enough to have refilled is forgotten, so
/// the table stays as small as the set of recently active clients.
public final class WriteRateLimiter: WriteMeter {
    /// Writes allowed per minute, sustained.
    public let perMinute: Double
    /// Writes allowed in a burst.
    public let burst: Double
    private let buckets = Mutex<[String: TokenBucket]>([:])
    private let now: @Sendable () -> Double
    private let onRefusal: @Sendable () -> Void

    /// Creates a limiter; `now` returns seconds and is injectable for tests. `onRefusal` hears
    /// each refused write (the server counts them for its metrics); this module stays pure.
    public init(
        perMinute: Double, burst: Double,
        now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 },
        onRefusal: @escaping @Sendable () -> Void = {}
    ) {
        self.perMinute = max(perMinute, 0.001)
        self.burst = max(burst, 1)
        self.now = now
        self.onRefusal = onRefusal
    }

    /// How many addresses have a bucket in the table now, for tests.
    var trackedClients: Int { buckets.withLock { $0.count } }

    /// Takes `cost` writes from `client`'s bucket, or says how long until they are available.
    /// A cost above the burst is charged as the whole burst, so it can succeed at all.
    public func acquire(for client: String, cost: Int = 1) throws(ColrError) {
        let time = now()
        let wait: Double? = buckets.withLock { table in
            var bucket = table[client] ?? TokenBucket(capacity: burst, perSecond: perMinute / 60, now: time)
            let wait = bucket.take(Double(max(cost, 1)), now: time)
            table[client] = bucket
            if table.count > 10_000 { table = table.filter { !$0.value.isFull(at: time) } }
            return wait
        }
        if let wait {
            onRefusal()
            throw .rateLimited(retryAfterSeconds: max(1, Int(wait.rounded(.up))))
        }
    }

    /// Takes `cost` writes from `client`'s bucket (see ``acquire(for:cost:)``).
    public func charge(_ client: String, cost: Int) async throws(ColrError) {
        try acquire(for: client, cost: cost)
    }
}
