import ColrModels
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
        let v1 = routes.grouped(APIPaths.v1.map { PathComponent.constant($0) })
        v1.get("health", use: health)
        v1.get(.constant(APIPaths.openAPIDocument), use: openAPI)
        routes.get(.constant(APIPaths.openAPIDocument), use: openAPI)
    }

    /// 200 when the database answers; otherwise the store's error becomes a 503.
    @Sendable func health(_ request: Request) async throws -> Response {
        try await context.store.health.ping()
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
