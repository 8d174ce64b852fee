import ColrCore
import Foundation
import Vapor

/// The health check and the OpenAPI document.
public struct ServiceRoutes: RouteCollection, Sendable {
    let context: ColrRouteContext

    /// Creates the routes.
    public init(context: ColrRouteContext) {
        self.context = context
    }

    /// Registers `/api/v1/health` and `/openapi.json` (also under `/api/v1`).
    public func boot(routes: any RoutesBuilder) throws {
        routes.get("api", "v1", "health", use: health)
        routes.get("openapi.json", use: openAPI)
        routes.get("api", "v1", "openapi.json", use: openAPI)
    }

    /// 200 when the database answers; otherwise the store's error becomes a 503.
    @Sendable func health(_ request: Request) async throws -> Response {
        try await context.store.ping()
        return try JSONResponse.make(
            HealthStatus(status: "ok", database: context.databaseKind, sessions: await context.sessionCount())
        )
    }

    @Sendable func openAPI(_ request: Request) async throws -> Response {
        var headers = HTTPHeaders()
        headers.contentType = .json
        return Response(status: .ok, headers: headers, body: .init(data: Self.document))
    }

    /// The OpenAPI document, read once from the module's resources.
    static let document: Data = {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "json"),
            let data = try? Data(contentsOf: url)
        else { return Data("{}".utf8) }
        return data
    }()
}
