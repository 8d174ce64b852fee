import ColorKit
import ColrModels
import Vapor

extension SchemeRoutes {
    /// `GET /schemes/{id}/audit?target=aa|aaa|apcaNN`: every text/background pair's contrast,
    /// repairs for those that fail, and the pairs a color-vision deficiency runs together.
    @Sendable func audit(_ request: Request) async throws -> Response {
        let scheme = try await readable(request)
        let target = try Self.target(request)
        return try JSONResponse.make(SchemeAuditBody(colors: scheme.colors, target: target))
    }

    /// `POST /schemes/audit?target=…` with `{"colors": [...]}`: the same check for colors that
    /// are not stored, so a build or a design tool can check a palette before keeping it. It
    /// reads no store and writes nothing.
    @Sendable func auditColors(_ request: Request) async throws -> Response {
        let colors = try request.decodeJSON(PaletteAuditRequest.self).hexes()
        let target = try Self.target(request)
        return try JSONResponse.make(SchemeAuditBody(colors: colors, target: target))
    }

    static func target(_ request: Request) throws(ColrError) -> ContrastTarget {
        guard let text = request.query[String.self, at: "target"] else { return .aa }
        guard let target = ContrastTarget(name: text) else {
            throw .invalidRequest(
                reason:
                    "\"\(ColrError.excerpt(text))\" is not a contrast target; use aa, aaa or apca15 to apca108"
            )
        }
        return target
    }
}
