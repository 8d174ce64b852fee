import ColrCore
import Foundation
import Synchronization

/// A token bucket per client address: `burst` writes at once, refilled at `perMinute`.
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

    /// Takes one write from `client`'s bucket, or says how long until one is available.
    public func acquire(for client: String) throws(ColrError) {
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
            guard bucket.tokens >= 1 else { return (1 - bucket.tokens) / rate }
            bucket.tokens -= 1
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
