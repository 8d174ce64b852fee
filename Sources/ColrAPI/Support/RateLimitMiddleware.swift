import ColrDomain
import ColrModels
import Vapor

/// Applies a ``WriteRateLimiter`` to the routes it wraps.
public struct RateLimitMiddleware: AsyncMiddleware {
    let limiter: WriteRateLimiter

    /// Creates the middleware.
    public init(limiter: WriteRateLimiter) {
        self.limiter = limiter
    }

    /// Refuses the request with ``ColrModels/ColrError/rateLimited(retryAfterSeconds:)`` when the bucket is empty.
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        try limiter.acquire(for: request.clientAddress)
        return try await next.respond(to: request)
    }
}
