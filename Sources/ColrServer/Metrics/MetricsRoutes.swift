import ColrAPI
import ColrModels
import Vapor

/// `GET /metrics`: the application's ``ServerMetrics`` in Prometheus's text format, for a
/// scraper that presents the configured token (see ``MetricsAccess``).
struct MetricsRoutes: RouteCollection {
    let metrics: ServerMetrics
    let access: MetricsAccess

    /// Where the metrics are served.
    static let path = "metrics"
    /// Prometheus's text exposition format, version 0.0.4.
    static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    func boot(routes: any RoutesBuilder) throws {
        routes.get(PathComponent(stringLiteral: Self.path), use: scrape)
    }

    @Sendable func scrape(_ request: Request) async throws -> Response {
        switch access.decide(authorization: request.headers.first(name: .authorization)) {
        case .disabled:
            throw ColrError.nothing(at: request)
        case .refused:
            var headers = HTTPHeaders()
            headers.replaceOrAdd(name: .wwwAuthenticate, value: "Bearer realm=\"metrics\"")
            headers.replaceOrAdd(name: .cacheControl, value: "no-store")
            return Response(status: .unauthorized, headers: headers)
        case .allowed:
            var headers = HTTPHeaders()
            headers.replaceOrAdd(name: .contentType, value: Self.contentType)
            headers.replaceOrAdd(name: .cacheControl, value: "no-store")
            return Response(status: .ok, headers: headers, body: .init(string: metrics.exposition()))
        }
    }
}
