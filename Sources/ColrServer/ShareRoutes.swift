import ColrAPI
import ColrDomain
import ColrModels
import ComputeThreads
import PaletteFormats
import Vapor
import ViewKitVapor

/// The links a palette is shared by: `/p/<id>`, the palette as a plain page that any browser,
/// with or without script, and any link unfurler can read; `/p/<id>/og.png`, its preview image;
/// and `/p/<id>/edit/<token>`, which lets the browser that opens it edit the palette in the app.
struct ShareRoutes: RouteCollection {
    let store: Repositories
    let visitors: VisitorCookie
    /// Drawing a 1200×630 preview is CPU work: two at a time, each on a thread of its own.
    let previews = ComputeGate(limit: 2)

    func boot(routes: any RoutesBuilder) throws {
        let share = routes.grouped("p", ":id")
        share.get(use: page)
        share.get("og.png", use: image)
        share.get("edit", ":token", use: edit)
    }

    @Sendable func page(_ request: Request) async throws -> Response {
        guard let palette = try await sharedPalette(request) else { return Self.missing() }
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
        guard let palette = try await sharedPalette(request) else { throw Abort(.notFound) }
        var headers = HTTPHeaders()
        headers.contentType = .png
        headers.replaceOrAdd(name: .cacheControl, value: "public, max-age=300")
        let document = PaletteDocument(name: palette.name, colors: palette.colors)
        let bytes = try await previews.run { PaletteExporter.openGraphImage(document) }
        return Response(status: .ok, headers: headers, body: .init(buffer: ByteBuffer(bytes: bytes)))
    }

    /// Grants editing to this browser and opens the palette in the app.
    @Sendable func edit(_ request: Request) async throws -> Response {
        guard let id = Int(request.parameters.get("id") ?? ""), id > 0,
            let token = request.parameters.get("token"), token.utf8.count <= 128
        else { return Self.missing() }
        let (visitor, setCookie) = visitors.identify(request)
        let granted: Result<StoredScheme?, ColrError>
        do {
            granted = .success(try await store.editing.grantEditing(id: id, editToken: token, to: visitor))
        } catch {
            granted = .failure(error)
        }
        switch granted {
        case .success(.none): return Self.missing()
        case .success(.some): break
        case .failure(.forbidden):
            return SharePage.message(
                status: .forbidden, title: "This edit link does not work",
                text: "It may have been copied wrong. Ask the palette's owner to send it again.")
        case .failure(let error): throw error
        }
        let response = request.redirect(to: "/palettes/palette-\(id)", redirectType: .normal)
        if let setCookie { response.headers.add(name: .setCookie, value: setCookie) }
        return response
    }

    private func sharedPalette(_ request: Request) async throws -> StoredScheme? {
        guard let id = Int(request.parameters.get("id") ?? ""), id > 0,
            let palette = try await store.schemes.scheme(id: id), palette.access.isShared
        else { return nil }
        return palette
    }

    /// The same answer for a palette that does not exist and one that is private.
    private static func missing() -> Response {
        SharePage.message(
            status: .notFound, title: "No palette here",
            text: "This palette does not exist, or its owner has not shared it.")
    }
}
