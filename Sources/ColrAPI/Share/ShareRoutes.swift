import ColrDomain
import ColrModels
import ComputeThreads
import PaletteFormats
import Vapor
import ViewKitVapor

/// The links a palette is shared by: `/p/<id>`, the palette as a plain page that any browser,
/// with or without script, and any link unfurler can read; `/p/<id>/og.png`, its preview image;
/// and `/p/<id>/edit/<token>`, which lets the browser that opens it edit the palette in the app.
///
/// What they refuse they throw, as every route does; ``ColrErrorMiddleware`` gives it its status,
/// and answers the two pages' 404 and 403 as HTML pages (``SharePage/errorPage(_:for:)``).
public struct ShareRoutes: RouteCollection, Sendable {
    let store: Repositories
    let visitors: VisitorCookie
    /// Drawing a 1200×630 preview is CPU work: two at a time, each on a thread of its own.
    let previews = ComputeGate(limit: 2)

    /// Creates the routes over `store`, granting edit links to the browsers `visitors` names.
    public init(store: Repositories, visitors: VisitorCookie) {
        self.store = store
        self.visitors = visitors
    }

    /// Registers `/p/:id`, its image and its edit link.
    public func boot(routes: any RoutesBuilder) throws {
        let share = routes.grouped("p", ":id")
        SharePage.answersErrors(share.get(use: page))
        share.get("og.png", use: image)
        SharePage.answersErrors(share.get("edit", ":token", use: edit))
    }

    @Sendable func page(_ request: Request) async throws -> Response {
        guard let palette = try await sharedPalette(request) else { throw Self.missing }
        let html = SharePage.html(palette, origin: RequestChecks.origin(of: request))
        var headers = HTTPHeaders()
        headers.contentType = .html
        headers.replaceOrAdd(name: .cacheControl, value: "no-cache")
        headers.replaceOrAdd(
            name: "Content-Security-Policy",
            value: "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'")
        return Response(status: .ok, headers: headers, body: .init(string: html))
    }

    @Sendable func image(_ request: Request) async throws -> Response {
        // An image of no shared palette is answered as a path that does not exist (in JSON, not
        // as the page's missing palette).
        guard let palette = try await sharedPalette(request) else { throw ColrError.nothing(at: request) }
        var headers = HTTPHeaders()
        headers.contentType = .png
        headers.replaceOrAdd(name: .cacheControl, value: "public, max-age=300")
        let document = PaletteDocument(name: palette.name, colors: palette.colors)
        let bytes = try await previews.run { PaletteExporter.openGraphImage(document) }
        return Response(status: .ok, headers: headers, body: .init(buffer: ByteBuffer(bytes: bytes)))
    }

    /// Grants editing to this browser and opens the palette in the app.
    @Sendable func edit(_ request: Request) async throws -> Response {
        guard let id = Self.id(request), let token = request.parameters.get("token"), token.utf8.count <= 128
        else { throw Self.missing }
        let (visitor, setCookie) = visitors.identify(request)
        guard try await store.editing.grantEditing(id: id, editToken: token, to: visitor) != nil else {
            throw Self.missing
        }
        let response = request.redirect(to: AppRoute.palettePath(id: id), redirectType: .normal)
        if let setCookie { response.headers.add(name: .setCookie, value: setCookie) }
        return response
    }

    /// The shared palette the path names; nil for one that does not exist and one that is
    /// private alike.
    private func sharedPalette(_ request: Request) async throws(ColrError) -> StoredScheme? {
        guard let id = Self.id(request), let palette = try await store.schemes.scheme(id: id),
            palette.access.isShared
        else { return nil }
        return palette
    }

    /// The path's palette id, if it is one.
    private static func id(_ request: Request) -> Int? {
        guard let id = Int(request.parameters.get("id") ?? ""), id > 0 else { return nil }
        return id
    }

    /// The same refusal for a palette that does not exist and one that is private.
    static let missing = ColrError.notFound(reason: "no shared palette here")
}
