import ColrCore
import Vapor

/// `/api/v1/schemes`: create, read, replace and delete schemes.
public struct SchemeRoutes: RouteCollection, Sendable {
    let context: ColrRouteContext

    /// Creates the routes.
    public init(context: ColrRouteContext) {
        self.context = context
    }

    /// Registers the routes; the context's store charges saves, the limiter charges deletes.
    public func boot(routes: any RoutesBuilder) throws {
        let schemes = routes.grouped("schemes")
        schemes.get(use: latest)
        schemes.get("random", use: random)
        schemes.get(":id", use: read)
        schemes.post(use: create)
        schemes.put(":id", use: replace)
        schemes.grouped(RateLimitMiddleware(limiter: context.writeLimiter)).delete(":id", use: delete)
    }

    @Sendable func latest(_ request: Request) async throws -> Response {
        let limit = try request.integerQuery("limit", default: 20, in: 1...100)
        return try JSONResponse.make(
            SchemeList(schemes: try await context.store.latestSchemes(limit: limit).map(SchemeBody.init)))
    }

    @Sendable func random(_ request: Request) async throws -> Response {
        let count = try request.integerQuery("count", default: 1, in: 1...100)
        let size = try request.integerQuery("sizeLimit", default: Int.max, in: 1...Int.max)
        let schemes = try await context.store.randomSchemes(
            count: count, sizeLimit: size == Int.max ? nil : size)
        return try JSONResponse.make(SchemeList(schemes: schemes.map(SchemeBody.init)))
    }

    @Sendable func read(_ request: Request) async throws -> Response {
        let id = try Self.id(request)
        guard let scheme = try await context.store.scheme(id: id) else {
            throw ColrError.notFound(reason: "no scheme \(id)")
        }
        return try JSONResponse.make(SchemeBody(scheme))
    }

    @Sendable func create(_ request: Request) async throws -> Response {
        let draft = try request.decodeJSON(SchemeBody.self).draft()
        let scheme = try await context.store.createScheme(draft, client: request.clientAddress)
        return try JSONResponse.make(SchemeBody(scheme), status: .created)
    }

    @Sendable func replace(_ request: Request) async throws -> Response {
        let id = try Self.id(request)
        let draft = try request.decodeJSON(SchemeBody.self).draft()
        guard
            let scheme = try await context.store.updateScheme(
                id: id, with: draft, client: request.clientAddress)
        else {
            throw ColrError.notFound(reason: "no scheme \(id)")
        }
        return try JSONResponse.make(SchemeBody(scheme))
    }

    @Sendable func delete(_ request: Request) async throws -> Response {
        let id = try Self.id(request)
        guard try await context.store.deleteScheme(id: id) else {
            throw ColrError.notFound(reason: "no scheme \(id)")
        }
        return Response(status: .noContent)
    }

    static func id(_ request: Request) throws(ColrError) -> Int {
        guard let id = Int(request.parameter("id")), id > 0 else {
            throw .invalidRequest(reason: "a scheme id is a positive whole number")
        }
        return id
    }
}
