import ColrCore
import PaletteFormats
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
        schemes.get(":id", "export", use: export)
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

    /// The scheme in one of ``PaletteFormat``'s formats, as a download named after the scheme.
    @Sendable func export(_ request: Request) async throws -> Response {
        let id = try Self.id(request)
        let format = try Self.format(request)
        guard let scheme = try await context.store.scheme(id: id) else {
            throw ColrError.notFound(reason: "no scheme \(id)")
        }
        let document = PaletteDocument(scheme: scheme)
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: format.mediaType)
        let name = PaletteExporter.fileName(document, as: format)
        headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"\(name)\"")
        let bytes = PaletteExporter.export(document, as: format)
        return Response(status: .ok, headers: headers, body: .init(buffer: ByteBuffer(bytes: bytes)))
    }

    static func format(_ request: Request) throws(ColrError) -> PaletteFormat {
        let all = PaletteFormat.allCases.map(\.rawValue).joined(separator: ", ")
        guard let text = request.query[String.self, at: "format"] else {
            throw .invalidRequest(reason: "say which format with ?format= (one of \(all))")
        }
        guard let format = PaletteFormat(rawValue: text.lowercased()) else {
            throw .invalidRequest(reason: "\"\(text.prefix(40))\" is not a format; use one of \(all)")
        }
        return format
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
