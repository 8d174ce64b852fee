import ColrDomain
import ColrModels
import FluentKit
import Foundation
import Logging
import SQLKit
import Synchronization

/// The write meter of several instances on one PostgreSQL: each client's token bucket is a row
/// of `write_allowances`, so a balancer that spreads a client over every instance still gives
/// it one client's limit, not one per instance.
///
/// A charge is one statement that refills the bucket by the time since it was last counted,
/// takes the cost if it is there, and says whether it did, all under the row's lock; the time is
/// the database's own, so instances whose clocks disagree agree on every bucket. Same rules as
/// ``ColrDomain/WriteRateLimiter``: `burst` at once, `perMinute` sustained, a cost above the
/// burst charged as the whole burst.
///
/// When the database cannot be asked, the write is refused as the store would refuse it
/// (``ColrModels/ColrError/storeUnavailable(reason:)``): the write could not be made anyway.
public final class SQLWriteMeter: WriteMeter {
    /// Writes allowed per minute, sustained.
    public let perMinute: Double
    /// Writes allowed in a burst.
    public let burst: Double
    private let store: SQLColorStore
    private let onRefusal: @Sendable () -> Void
    private let charges = Atomic<Int>(0)
    /// Every this many charges, this instance forgets the buckets that have filled up again (as
    /// good as absent), so the table stays as small as the set of recently active clients.
    let pruneEvery: Int

    /// Meters writes in `store`'s database. `onRefusal` hears each refused write (the server
    /// counts them).
    public init(
        store: SQLColorStore, perMinute: Double, burst: Double, pruneEvery: Int = 1000,
        onRefusal: @escaping @Sendable () -> Void = {}
    ) {
        self.pruneEvery = max(pruneEvery, 1)
        self.store = store
        self.perMinute = max(perMinute, 0.001)
        self.burst = max(burst, 1)
        self.onRefusal = onRefusal
    }

    /// Takes `cost` writes from `client`'s bucket, or says how long until they are there.
    public func charge(_ client: String, cost: Int) async throws(ColrError) {
        let client = String(client.prefix(64))
        let cost = min(Double(max(cost, 1)), burst)
        let (burst, rate) = (burst, perMinute / 60)
        let prune = charges.wrappingAdd(1, ordering: .relaxed).newValue % pruneEvery == 0
        let wait = try await store.run("a write allowance") { sql -> Double? in
            if prune {
                try await sql.raw(
                    """
                    DELETE FROM write_allowances
                    WHERE tokens + (EXTRACT(EPOCH FROM clock_timestamp()) - counted_at) * \(bind: rate) >= \(bind: burst)
                    """
                ).run()
            }
            let taken = try await sql.raw(
                """
                INSERT INTO write_allowances AS a (client, tokens, counted_at)
                VALUES (\(bind: client), \(bind: burst - cost), EXTRACT(EPOCH FROM clock_timestamp()))
                ON CONFLICT (client) DO UPDATE SET
                  tokens = LEAST(\(bind: burst), a.tokens + (EXCLUDED.counted_at - a.counted_at) * \(bind: rate)) - \(bind: cost),
                  counted_at = EXCLUDED.counted_at
                WHERE LEAST(\(bind: burst), a.tokens + (EXCLUDED.counted_at - a.counted_at) * \(bind: rate)) >= \(bind: cost)
                RETURNING a.tokens AS tokens
                """
            ).first(decoding: TokensRow.self)
            guard taken == nil else { return nil }
            let left = try await sql.raw(
                """
                SELECT LEAST(\(bind: burst), tokens + (EXTRACT(EPOCH FROM clock_timestamp()) - counted_at) * \(bind: rate)) AS tokens
                FROM write_allowances WHERE client = \(bind: client)
                """
            ).first(decoding: TokensRow.self)
            return (cost - (left?.tokens ?? 0)) / rate
        }
        if let wait {
            onRefusal()
            throw .rateLimited(retryAfterSeconds: max(1, Int(wait.rounded(.up))))
        }
    }
}

/// A bucket's tokens.
private struct TokensRow: Decodable {
    let tokens: Double
}
