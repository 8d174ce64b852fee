import ColorKit
import ColrCore
import Vapor

/// `/api/v1/themes`: an app theme from one brand color, every role in light, dark and both
/// high-contrast modes, with every promised pair measured. Reads no store and writes nothing.
public struct ThemeRoutes: RouteCollection, Sendable {
    /// Creates the routes.
    public init() {}

    /// Registers `GET /themes`.
    public func boot(routes: any RoutesBuilder) throws {
        routes.get("themes", use: theme)
    }

    /// `GET /themes?brand=…&target=aa|aaa|apca&override=mode.role:hex,…`.
    @Sendable func theme(_ request: Request) async throws -> Response {
        guard let text = request.query[String.self, at: "brand"] else {
            throw ColrError.invalidRequest(reason: "say which brand color with ?brand= (hex, CSS or a name)")
        }
        let brand: RGBColor
        do {
            brand = try ColorParser(catalogs: [.css, .uikit]).parse(text)
        } catch {
            throw ColrError.invalidColor(input: text, reason: error.description)
        }
        return try Self.respond(Theme.Source(brand: brand), request)
    }

    /// The theme of `source` at the request's `target`, with its `override`s, as JSON.
    static func respond(_ source: Theme.Source, _ request: Request) throws -> Response {
        let overrides = try request.query[String.self, at: "override"].map(ThemeOverrideText.parseList) ?? []
        guard overrides.count <= ThemeMode.allCases.count * ThemeRole.allCases.count else {
            throw ColrError.invalidRequest(reason: "at most one override per role and mode")
        }
        return try JSONResponse.make(
            ThemeBody(Theme(source: source, target: try target(request), overrides: overrides)))
    }

    /// `aa` (the default), `aaa` or `apca`.
    static func target(_ request: Request) throws(ColrError) -> ThemeTarget {
        guard let text = request.query[String.self, at: "target"] else { return .aa }
        guard let target = ThemeTarget(rawValue: text.lowercased()) else {
            throw .invalidRequest(
                reason: "\"\(ColrError.excerpt(text))\" is not a theme target; use aa, aaa or apca")
        }
        return target
    }
}

extension SchemeRoutes {
    /// `GET /schemes/{id}/theme?target=…&override=…`: the theme a stored palette suggests (its
    /// first color the brand, its greyest the neutral, its most distinct accent the secondary).
    @Sendable func theme(_ request: Request) async throws -> Response {
        let scheme = try await readable(request)
        guard let source = Theme.Source(palette: scheme.colors.map(\.color)) else {
            throw ColrError.invalidRequest(reason: "scheme \(scheme.id) has no colors to make a theme from")
        }
        return try ThemeRoutes.respond(source, request)
    }
}
