import ColrAPI
import ColrModels
import Vapor
import ViewKitVapor

/// What other sites' pages may do with the API through a visitor's browser (CORS).
///
/// Reads are open: any site may read colors and schemes (`Access-Control-Allow-Origin: *`).
/// `/api/v1` writes are not: a write that says it comes from another site's page is refused
/// with 403 before it runs, its answer never carries CORS headers, and no preflight grants a
/// write. colr.org's `addtag` stays open to every site, as colr.org's was, so old clients work.
/// App pages are same-origin only and get no CORS headers at all.
struct CrossOriginPolicy: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let path = request.url.path
        let isOpenWrite = APIPaths.isLegacyWrite(path)
        guard APIPaths.owns(path) else { return try await next.respond(to: request) }
        if request.method == .OPTIONS,
            let wanted = request.headers.first(name: "Access-Control-Request-Method")
        {
            return Self.preflight(method: wanted.uppercased(), openWrite: isOpenWrite)
        }
        let isWrite = ![.GET, .HEAD, .OPTIONS].contains(request.method)
        if isWrite, !isOpenWrite, let origin = request.headers.first(name: .origin),
            !RequestChecks.isSameOrigin(origin, host: request.headers.first(name: .host))
        {
            return try ColrErrorMiddleware.refusal(.crossOriginWrite, to: request)
        }
        let response = try await next.respond(to: request)
        if !isWrite || isOpenWrite {
            response.headers.replaceOrAdd(name: .accessControlAllowOrigin, value: "*")
        }
        return response
    }

    /// A preflight: granted for reads (and the open legacy write), answered without a grant otherwise.
    static func preflight(method: String, openWrite: Bool) -> Response {
        let response = Response(status: .noContent)
        let allowed = openWrite ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"]
        guard allowed.contains(method) else { return response }
        response.headers.replaceOrAdd(name: .accessControlAllowOrigin, value: "*")
        response.headers.replaceOrAdd(
            name: .accessControlAllowMethods, value: allowed.joined(separator: ", "))
        response.headers.replaceOrAdd(
            name: .accessControlAllowHeaders, value: openWrite ? "Accept, Content-Type" : "Accept")
        response.headers.replaceOrAdd(name: .accessControlMaxAge, value: "600")
        return response
    }
}
