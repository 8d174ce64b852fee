import ColrAPI
import ColrDomain
import ColrTestKit
import Foundation
import Vapor
import VaporTesting
import ViewKitVapor

/// ColrAPI alone on a bare Vapor application over an in-memory store: the routes and the error
/// middleware, and nothing of the server around them (no database, no app, no host policy). The
/// share routes grant edit links to browsers named by a cookie signed with ``visitors``.
struct APITestApp {
    let app: Application
    let store: MemoryColorStore
    /// The browsers' identities, as the server's live apps sign them.
    let visitors = VisitorCookie(secret: "api-test-secret")

    /// Runs `body` with the API over `store`, allowing `writesPerMinute` writes per client.
    static func with(
        _ store: MemoryColorStore = MemoryColorStore([("ff00ff", ["fuchsia", "magenta"])]),
        writesPerMinute: Double = 1_000_000, burst: Double = 1_000_000,
        _ body: (APITestApp) async throws -> Void
    ) async throws {
        let app = try await Application.make(.testing)
        do {
            let limiter = WriteRateLimiter(perMinute: writesPerMinute, burst: burst)
            let context = ColrRouteContext(
                store: Repositories(store), writeMeter: limiter, catalogs: [], databaseKind: "memory")
            app.middleware = Middlewares()
            app.middleware.use(ColrErrorMiddleware())
            try app.register(collection: ColrAPIRoutes(context: context))
            let api = APITestApp(app: app, store: store)
            try app.register(collection: ShareRoutes(store: context.store, visitors: api.visitors))
            try await body(api)
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    /// Sends a request with `headers`; `json` and `form` set the body and its content type.
    func send(
        _ method: HTTPMethod, _ path: String, json: String? = nil, form: String? = nil, token: String? = nil,
        headers: HTTPHeaders = [:]
    ) async throws -> TestingHTTPResponse {
        var headers = headers
        if let token { headers.bearerAuthorization = BearerAuthorization(token: token) }
        if json != nil { headers.contentType = .json }
        if form != nil { headers.contentType = .urlEncodedForm }
        return try await app.testing().sendRequest(
            method, path, headers: headers, body: (json ?? form).map { ByteBuffer(string: $0) })
    }
}
