import Foundation
import Synchronization

/// A token bucket per client address: `burst` writes at once, refilled at `perMinute`.
///
/// A write is counted by its cost (one per tag it adds), so one request cannot carry a
/// thousand writes for the price of one.
///
/// Buckets live in memory, per instance; an address idle long enough to have refilled is
/// forgotten, so the table stays as small as the set of recently active clients.
public final class WriteRateLimiter: Sendable {
    private struct Bucket {
        var tokens: Double
        var updated: Double
    }

    /// Writes allowed per minute, sustained.
    public let perMinute: Double
    /// Writes allowed in a burst.
    public let burst: Double
    private let buckets = Mutex<[String: Bucket]>([:])
    private let now: @Sendable () -> Double

    /// Creates a limiter; `now` returns seconds and is injectable for tests.
    public init(
        perMinute: Double, burst: Double,
        now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }
    ) {
        self.perMinute = max(perMinute, 0.001)
        self.burst = max(burst, 1)
        self.now = now
    }

    /// Takes `cost` writes from `client`'s bucket, or says how long until they are available.
    /// A cost above the burst is charged as the whole burst, so it can succeed at all.
    public func acquire(for client: String, cost: Int = 1) throws(ColrError) {
        let cost = min(Double(max(cost, 1)), burst)
        let time = now()
        let rate = perMinute / 60
        let wait: Double? = buckets.withLock { table in
            var bucket = table[client] ?? Bucket(tokens: burst, updated: time)
            bucket.tokens = min(burst, bucket.tokens + (time - bucket.updated) * rate)
            bucket.updated = time
            defer {
                table[client] = bucket
                if table.count > 10_000 { Self.forgetRefilled(&table, at: time, rate: rate, burst: burst) }
            }
            guard bucket.tokens >= cost else { return (cost - bucket.tokens) / rate }
            bucket.tokens -= cost
            return nil
        }
        if let wait { throw .rateLimited(retryAfterSeconds: max(1, Int(wait.rounded(.up)))) }
    }

    private static func forgetRefilled(
        _ table: inout [String: Bucket], at time: Double, rate: Double, burst: Double
    ) {
        table = table.filter { $0.value.tokens + (time - $0.value.updated) * rate < burst }
    }
}
