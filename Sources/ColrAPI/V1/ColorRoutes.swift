import ColorKit
import ColrModels
import Vapor

/// `/api/v1/colors`: look colors up by any notation, tag and untag them, and list them.
public struct ColorRoutes: RouteCollection, Sendable {
    let context: ColrRouteContext

    /// Creates the routes.
    public init(context: ColrRouteContext) {
        self.context = context
    }

    /// Registers the routes; the context's store charges each write (one per tag) to the client.
    public func boot(routes: any RoutesBuilder) throws {
        let colors = routes.grouped("colors")
        colors.get("random", use: random)
        colors.get("latest", use: latest)
        colors.get("top", use: top)
        colors.get(":color", use: detail)
        colors.get(":color", "simulate", use: simulate)
        colors.get(":color", "scale", use: scale)
        colors.get(":color", "harmonies", use: harmonies)
        colors.post(":color", "tags", use: addTags)
        colors.delete(":color", "tags", ":tag", use: removeTag)
    }

    /// Any color ColorKit parses: hex (with or without `#`), CSS syntax, `hsb()`, CSS or UIKit names.
    @Sendable func detail(_ request: Request) async throws -> Response {
        let (hex, inGamut) = try ColorHex.parseNotingGamut(request.parameter("color"))
        let stored = try await context.store.colors.color(hex)
        var detail = ColorDetail(facts: context.facts.facts(for: hex), stored: stored)
        if !inGamut { detail.inGamut = false }
        return try JSONResponse.make(detail)
    }

    /// The color's tonal scale (50…950), the color pinned to one step, each step measured
    /// against `target` (default `aa`) under black and white text.
    @Sendable func scale(_ request: Request) async throws -> Response {
        let color = try Self.color(request)
        return try JSONResponse.make(ColorScaleBody(color: color, target: try SchemeRoutes.target(request)))
    }

    /// The color's harmonies: every mode, or only `mode`.
    @Sendable func harmonies(_ request: Request) async throws -> Response {
        let color = try Self.color(request)
        var modes = ColorScheme.Mode.allCases
        if let text = request.query[String.self, at: "mode"] {
            guard let mode = ColorScheme.Mode(rawValue: text.lowercased()) else {
                let all = ColorScheme.Mode.allCases.map(\.rawValue).joined(separator: ", ")
                throw ColrError.invalidRequest(
                    reason: "\"\(ColrError.excerpt(text))\" is not a harmony; use one of \(all)")
            }
            modes = [mode]
        }
        return try JSONResponse.make(ColorHarmoniesBody(color: color, modes: modes))
    }

    /// The color named by the path, in any notation ColorKit reads, not yet brought into sRGB.
    static func color(_ request: Request) throws(ColrError) -> RGBColor {
        let text = request.parameter("color")
        do {
            return try ColorParser(catalogs: [.css, .uikit]).parse(text)
        } catch {
            throw .invalidColor(input: text, reason: error.description)
        }
    }

    /// The color as seen with a color-vision deficiency, at a severity from 0 to 1 (default 1).
    @Sendable func simulate(_ request: Request) async throws -> Response {
        let hex = try ColorHex.parse(request.parameter("color"))
        let names = ColorVisionDeficiency.allCases.map(\.rawValue).joined(separator: ", ")
        guard let text = request.query[String.self, at: "deficiency"] else {
            throw ColrError.invalidRequest(reason: "say which deficiency with ?deficiency= (one of \(names))")
        }
        guard let deficiency = ColorVisionDeficiency(rawValue: text.lowercased()) else {
            throw ColrError.invalidRequest(
                reason: "\"\(text.prefix(40))\" is not a deficiency; use one of \(names)")
        }
        var severity = 1.0
        if let given = request.query[String.self, at: "severity"] {
            guard let value = Double(given), (0...1).contains(value) else {
                throw ColrError.invalidRequest(reason: "severity is a number from 0 to 1")
            }
            severity = value
        }
        return try JSONResponse.make(SimulatedColor(hex: hex, deficiency: deficiency, severity: severity))
    }

    @Sendable func addTags(_ request: Request) async throws -> Response {
        let hex = try ColorHex.parse(request.parameter("color"))
        let body = try request.decodeJSON(AddTagsRequest.self)
        guard !body.tags.isEmpty, body.tags.count <= TagName.maximumPerRequest else {
            throw ColrError.invalidRequest(reason: "send 1 to \(TagName.maximumPerRequest) tags in \"tags\"")
        }
        var tags: [TagName] = []
        for raw in body.tags { tags.append(try TagName(raw)) }
        let stored = try await context.store.tagging.addTags(tags, to: hex, client: request.clientAddress)
        return try JSONResponse.make(ColorDetail(facts: context.facts.facts(for: hex), stored: stored))
    }

    @Sendable func removeTag(_ request: Request) async throws -> Response {
        let hex = try ColorHex.parse(request.parameter("color"))
        let tag = try TagName(request.parameter("tag"))
        guard
            let stored = try await context.store.tagging.removeTag(
                tag, from: hex, client: request.clientAddress)
        else {
            throw ColrError.notFound(reason: "no one has tagged \(hex) yet")
        }
        return try JSONResponse.make(ColorDetail(facts: context.facts.facts(for: hex), stored: stored))
    }

    @Sendable func random(_ request: Request) async throws -> Response {
        let count = try request.integerQuery("count", default: 1, in: 1...100)
        return try JSONResponse.make(
            ColorList(
                colors: try await context.store.colors.randomColors(count: count).map { ColorSummary($0) }))
    }

    @Sendable func latest(_ request: Request) async throws -> Response {
        let count = try request.integerQuery("count", default: 10, in: 1...100)
        return try JSONResponse.make(
            ColorList(
                colors: try await context.store.colors.latestColors(count: count).map { ColorSummary($0) }))
    }

    /// The most-tagged colors, most first.
    @Sendable func top(_ request: Request) async throws -> Response {
        let limit = try request.integerQuery("limit", default: 10, in: 1...100)
        let ranked = try await context.store.colors.topColors(limit: limit)
        return try JSONResponse.make(
            ColorList(colors: ranked.map { ColorSummary($0.color, tagCount: $0.tagCount) }))
    }
}
