import Vapor

/// Counts and times every request by its route's pattern, for ``ServerMetrics``.
///
/// Labels are the pattern (`/api/v1/colors/:color`), never the path a client sent, so the number
/// of series stays bounded whatever the clients ask for: a request no route matches is counted
/// as ``unmatchedRoute``, and a method outside HTTP's usual ones as `OTHER`.
struct MetricsMiddleware: AsyncMiddleware {
    let metrics: ServerMetrics

    /// The route label of requests that match no route.
    static let unmatchedRoute = "unmatched"
    /// The methods counted by name; any other is `OTHER`.
    static let knownMethods: Set<String> = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let started = ContinuousClock.now
        do {
            let response = try await next.respond(to: request)
            record(request, status: response.status.code, since: started)
            return response
        } catch {
            record(request, status: (error as? any AbortError)?.status.code ?? 500, since: started)
            throw error
        }
    }

    private func record(_ request: Request, status: UInt, since started: ContinuousClock.Instant) {
        metrics.answered(
            method: Self.methodLabel(request.method), route: Self.routeLabel(request.route),
            status: status, after: ContinuousClock.now - started)
    }

    /// The route's pattern, `/` and its components (`:name` for a parameter, `*` and `**` for
    /// wildcards), or ``unmatchedRoute``.
    static func routeLabel(_ route: Route?) -> String {
        guard let route else { return unmatchedRoute }
        return "/" + route.path.map(\.description).joined(separator: "/")
    }

    /// The method's name, or `OTHER` for one a client made up.
    static func methodLabel(_ method: HTTPMethod) -> String {
        knownMethods.contains(method.rawValue) ? method.rawValue : "OTHER"
    }
}
