/// A token bucket: up to `capacity` tokens at once, refilled at `perSecond`. A request takes
/// tokens by its cost, or learns how long until it could.
///
/// Time is passed in (seconds on any monotonic or wall clock), so the bucket is a plain value
/// that callers keep where they like: one per socket, or a table of them per client.
public struct TokenBucket: Sendable, Equatable {
    /// The most tokens the bucket holds, and so the largest burst.
    public let capacity: Double
    /// Tokens added per second.
    public let perSecond: Double
    /// Tokens available as of the last ``take(_:now:)``.
    public private(set) var tokens: Double
    private var updated: Double

    /// A full bucket at time `now`.
    public init(capacity: Double, perSecond: Double, now: Double) {
        self.capacity = max(capacity, 1)
        self.perSecond = max(perSecond, 1e-9)
        self.tokens = self.capacity
        self.updated = now
    }

    /// Takes `cost` tokens at `now`; returns nil when they were taken, or the seconds until they
    /// could be. A cost above the capacity is charged as the whole capacity, so it can succeed.
    public mutating func take(_ cost: Double = 1, now: Double) -> Double? {
        let cost = min(max(cost, 0), capacity)
        refill(now: now)
        guard tokens >= cost else { return (cost - tokens) / perSecond }
        tokens -= cost
        return nil
    }

    /// Whether the bucket will have filled up again by `now` (so a table may forget it).
    public func isFull(at now: Double) -> Bool {
        tokens + max(now - updated, 0) * perSecond >= capacity
    }

    private mutating func refill(now: Double) {
        tokens = min(capacity, tokens + max(now - updated, 0) * perSecond)
        updated = max(updated, now)
    }
}
