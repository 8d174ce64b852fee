import ColrModels

/// Where every write is charged to the client that makes it, before it is made.
///
/// One process keeps its buckets in memory (``WriteRateLimiter``); several instances on one
/// PostgreSQL keep them in the database, so a client spread over every instance by a balancer
/// still gets one client's limit.
public protocol WriteMeter: Sendable {
    /// Takes `cost` writes from `client`'s allowance, or throws
    /// ``ColrModels/ColrError/rateLimited(retryAfterSeconds:)`` saying when they will be there.
    func charge(_ client: String, cost: Int) async throws(ColrError)
}
