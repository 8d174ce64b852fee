import ColrDomain
import ColrModels
import ComputeThreads
import Vapor

/// `/api/v1/schemes`: create, read, replace, share and delete schemes, and read their history.
///
/// A new scheme is private; the answer to its creation carries its edit token, and every
/// request that reads a private scheme or changes any scheme must present that token as
/// `Authorization: Bearer <token>`, or get 403 with nothing changed.
public struct SchemeRoutes: RouteCollection, Sendable {
    let context: ColrRouteContext
    /// Writing and reading palette files (PNG strips, zipped asset catalogs) is CPU work: two
    /// at a time, each on a thread of its own.
    let files = ComputeGate(limit: 2)
    /// Where a palette's theme is built: the same gate as `/themes` (``ThemeRoutes/gate``).
    let themes: ComputeGate

    /// Creates the routes, building palettes' themes through `themes`.
    public init(context: ColrRouteContext, themes: ComputeGate = ThemeRoutes.defaultGate()) {
        self.context = context
        self.themes = themes
    }

    /// Registers the routes; the context's store charges saves and deletes.
    public func boot(routes: any RoutesBuilder) throws {
        let schemes = routes.grouped("schemes")
        schemes.get(use: latest)
        schemes.get("random", use: random)
        schemes.get(":id", use: read)
        schemes.get(":id", "export", use: export)
        schemes.get(":id", "history", use: history)
        schemes.get(":id", "audit", use: audit)
        schemes.get(":id", "theme", use: theme)
        schemes.get(":id", "theme", "export", use: themeExport)
        schemes.get(":id", "charts", "palette", use: chartPalette)
        schemes.get(":id", "charts", "check", use: chartCheck)
        schemes.post(use: create)
        schemes.on(.POST, "import", body: .collect(maxSize: "1mb"), use: importFile)
        schemes.post("audit", use: auditColors)
        schemes.put(":id", use: replace)
        schemes.patch(":id", use: edit)
        schemes.put(":id", "sharing", use: share)
        schemes.delete(":id", use: delete)
    }

    @Sendable func latest(_ request: Request) async throws -> Response {
        let limit = try request.integerQuery("limit", default: 20, in: 1...100)
        return try JSONResponse.make(
            SchemeList(
                schemes: try await context.store.schemes.latestSchemes(limit: limit).map { SchemeBody($0) }))
    }

    @Sendable func random(_ request: Request) async throws -> Response {
        let count = try request.integerQuery("count", default: 1, in: 1...100)
        let size = try request.integerQuery("sizeLimit", default: Int.max, in: 1...Int.max)
        let schemes = try await context.store.schemes.randomSchemes(
            count: count, sizeLimit: size == Int.max ? nil : size)
        return try JSONResponse.make(SchemeList(schemes: schemes.map { SchemeBody($0) }))
    }

    @Sendable func read(_ request: Request) async throws -> Response {
        let scheme = try await readable(request)
        return SchemeRevisionTag.tag(try JSONResponse.make(SchemeBody(scheme)), with: scheme.revision)
    }

    @Sendable func create(_ request: Request) async throws -> Response {
        let draft = try request.decodeJSON(SchemeBody.self).draft()
        let scheme = try await context.store.editing.createScheme(
            draft, owner: nil, client: request.clientAddress)
        return try JSONResponse.make(SchemeBody(scheme), status: .created)
    }

    /// Replaces the scheme. With `If-Match`, only if it is still at that revision (else 412 and
    /// its revision now); without, the last write wins.
    @Sendable func replace(_ request: Request) async throws -> Response {
        let id = try Self.id(request)
        let expecting = try SchemeRevisionTag.expected(by: request)
        let draft = try request.decodeJSON(SchemeBody.self).draft()
        guard
            let scheme = try await context.store.editing.updateScheme(
                id: id, with: draft, credential: request.schemeCredential, client: request.clientAddress,
                expecting: expecting)
        else {
            throw ColrError.notFound(reason: "no scheme \(id)")
        }
        return SchemeRevisionTag.tag(try JSONResponse.make(SchemeBody(scheme)), with: scheme.revision)
    }

    /// Applies operations to the scheme's entries, merged with what others saved since the
    /// revision `If-Match` names (or applied to the scheme as it is, without one).
    @Sendable func edit(_ request: Request) async throws -> Response {
        let id = try Self.id(request)
        let base = try SchemeRevisionTag.expected(by: request)
        let body = try request.decodeJSON(SchemeEditBody.self)
        guard !body.operations.isEmpty else {
            throw ColrError.invalidRequest(reason: "send at least one operation")
        }
        guard
            let outcome = try await context.store.editing.editScheme(
                id: id, operations: body.operations, base: base, credential: request.schemeCredential,
                client: request.clientAddress)
        else {
            throw ColrError.notFound(reason: "no scheme \(id)")
        }
        return SchemeRevisionTag.tag(
            try JSONResponse.make(SchemeEditResultBody(outcome)), with: outcome.scheme.revision)
    }

    @Sendable func share(_ request: Request) async throws -> Response {
        let id = try Self.id(request)
        let body = try request.decodeJSON(SharingBody.self)
        guard
            let scheme = try await context.store.editing.setSharing(
                id: id, shared: body.shared, credential: request.schemeCredential)
        else {
            throw ColrError.notFound(reason: "no scheme \(id)")
        }
        return try JSONResponse.make(SchemeBody(scheme))
    }

    @Sendable func history(_ request: Request) async throws -> Response {
        let scheme = try await readable(request)
        let limit = try request.integerQuery("limit", default: 50, in: 1...500)
        let revisions = try await context.store.schemes.schemeRevisions(id: scheme.id, limit: limit)
        return try JSONResponse.make(
            SchemeHistoryBody(revisions: revisions.map(SchemeHistoryBody.Revision.init)))
    }

    @Sendable func delete(_ request: Request) async throws -> Response {
        let id = try Self.id(request)
        guard
            try await context.store.editing.deleteScheme(
                id: id, credential: request.schemeCredential, client: request.clientAddress)
        else {
            throw ColrError.notFound(reason: "no scheme \(id)")
        }
        return Response(status: .noContent)
    }

    /// The scheme the path names, if the request may read it: shared, or with its token.
    func readable(_ request: Request) async throws -> StoredScheme {
        let id = try Self.id(request)
        guard let scheme = try await context.store.schemes.scheme(id: id) else {
            throw ColrError.notFound(reason: "no scheme \(id)")
        }
        guard scheme.access.canRead(request.schemeCredential) else {
            throw ColrError.forbidden(
                reason: "scheme \(id) is private: send its edit token (Authorization: Bearer …)")
        }
        return scheme
    }

    static func id(_ request: Request) throws(ColrError) -> Int {
        guard let id = Int(request.parameter("id")), id > 0 else {
            throw .invalidRequest(reason: "a scheme id is a positive whole number")
        }
        return id
    }
}

extension Request {
    /// The edit token the request carries as `Authorization: Bearer <token>`, as a credential.
    ///
    /// Only the header counts: the API never acts on a cookie, so a page on another site cannot
    /// edit through a visitor's browser.
    var schemeCredential: SchemeCredential {
        SchemeCredential(editToken: headers.bearerAuthorization.map(\.token).map { String($0.prefix(256)) })
    }
}
