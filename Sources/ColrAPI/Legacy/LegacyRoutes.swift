import ColrDomain
import ColrModels
import Foundation
import Vapor

/// The colr.org-compatible JSON API, so existing Colr clients work unchanged.
///
/// Shapes follow colr.org exactly (see ``ColrModels/LegacyEnvelope``). An unknown or malformed
/// color is HTTP 200 with a color of id -1: that is how Colr clients detect "not found".
/// `?timestamp=` cache-busters are accepted and ignored, as are any other query items.
public struct LegacyRoutes: RouteCollection, Sendable {
    /// The most colors or schemes one request returns.
    public static let maximumCount = 100
    /// The largest `addtag` body accepted.
    public static let maximumBodyBytes = 16 * 1024

    let context: ColrRouteContext

    /// Creates the routes.
    public init(context: ColrRouteContext) {
        self.context = context
    }

    /// Registers the GET endpoints, and the tag endpoint (its writes charged per tag by the store).
    public func boot(routes: any RoutesBuilder) throws {
        let json = routes.grouped(.constant(APIPaths.legacyReads))
        json.get("color", "random", use: randomColor)
        json.get("color", "latest", use: latestColor)
        json.get("color", ":hex", use: color)
        json.get("colors", "random", ":count", use: randomColors)
        json.get("tag", ":tag", use: tagged)
        json.get("tags", ":tags", use: taggedWithAll)
        json.get("scheme", "random", use: randomScheme)
        json.get("scheme", ":id", use: scheme)
        json.get("schemes", "random", ":count", use: randomSchemes)
        routes.on(
            .POST, .constant(APIPaths.legacyWrites), "color", ":hex", "addtag",
            body: .collect(maxSize: ByteCount(value: Self.maximumBodyBytes)),
            use: addTag)
    }

    @Sendable func color(_ request: Request) async throws -> Response {
        let input = request.parameter("hex")
        guard let hex = ColorHex(input), let found = try await context.store.colors.colorWithHistory(hex)
        else {
            return JSONResponse.legacy(LegacyEnvelope.unknownColor(input, now: context.now()))
        }
        return JSONResponse.legacy(
            LegacyEnvelope.colors(
                [found.color], history: [found.color.id: found.history], newColor: hex.value))
    }

    @Sendable func randomColor(_ request: Request) async throws -> Response {
        try await envelope(colors: context.store.colors.randomColors(count: 1))
    }

    @Sendable func latestColor(_ request: Request) async throws -> Response {
        try await envelope(colors: context.store.colors.latestColors(count: 1))
    }

    @Sendable func randomColors(_ request: Request) async throws -> Response {
        let count = try Self.count(request.parameter("count"))
        let colors = try await context.store.colors.randomColors(count: count)
        return try await envelope(colors: colors, matchingColors: context.store.colors.colorCount())
    }

    @Sendable func tagged(_ request: Request) async throws -> Response {
        let tag = try TagName(request.parameter("tag"))
        return try await envelope(
            colors: context.store.colors.colors(taggedWithAll: [tag], limit: Self.maximumCount))
    }

    /// `/json/tags/warm,sunny`: the colors carrying every one of the tags.
    @Sendable func taggedWithAll(_ request: Request) async throws -> Response {
        let tags = try TagName.list(fromCommaSeparated: request.parameter("tags"))
        return try await envelope(
            colors: context.store.colors.colors(taggedWithAll: tags, limit: Self.maximumCount))
    }

    @Sendable func scheme(_ request: Request) async throws -> Response {
        // colr.org had no private schemes; a private one answers as an unknown one did.
        guard let id = Int(request.parameter("id")),
            let scheme = try await context.store.schemes.scheme(id: id),
            scheme.access.isShared
        else {
            return JSONResponse.legacy(LegacyEnvelope())
        }
        return try await envelope(schemes: [scheme])
    }

    @Sendable func randomScheme(_ request: Request) async throws -> Response {
        try await envelope(schemes: context.store.schemes.randomSchemes(count: 1, sizeLimit: nil))
    }

    /// `/json/schemes/random/{n}?scheme_size_limit=k`: only schemes of at most k colors.
    @Sendable func randomSchemes(_ request: Request) async throws -> Response {
        let count = try Self.count(request.parameter("count"))
        let limit = try request.integerQuery("scheme_size_limit", default: Int.max, in: 1...Int.max)
        return try await envelope(
            schemes: context.store.schemes.randomSchemes(
                count: count, sizeLimit: limit == Int.max ? nil : limit))
    }

    /// `POST /js/color/{hex}/addtag/` with form field `tags` (comma-separated tags allowed).
    @Sendable func addTag(_ request: Request) async throws -> Response {
        let input = request.parameter("hex")
        guard let hex = ColorHex(input) else {
            throw ColrError.invalidColor(input: input, reason: "expected 6 hex digits, like ff00ff")
        }
        // Checked here too: the route's limit applies only while the body streams in.
        let body = request.body.data
        guard (body?.readableBytes ?? 0) <= Self.maximumBodyBytes else {
            throw ColrError.payloadTooLarge(limitBytes: Self.maximumBodyBytes)
        }
        let tags = try LegacyTagForm.tags(fromBody: body.map { Array($0.readableBytesView) } ?? [])
        let color = try await context.store.tagging.addTags(tags, to: hex, client: request.clientAddress)
        return try await envelope(colors: [color], newColor: color.hex.value)
    }

    private func envelope(colors: [StoredColor], newColor: String = "", matchingColors: Int? = nil)
        async throws
        -> Response
    {
        let history = try await context.store.colors.colorHistory(colorIDs: colors.map(\.id))
        return JSONResponse.legacy(
            LegacyEnvelope.colors(
                colors, history: history, newColor: newColor, matchingColors: matchingColors))
    }

    private func envelope(schemes: [StoredScheme]) async throws -> Response {
        let history = try await context.store.schemes.schemeHistory(schemeIDs: schemes.map(\.id))
        return JSONResponse.legacy(LegacyEnvelope.schemes(schemes, history: history))
    }

    /// A count in the path: 1 or more, capped at ``maximumCount``.
    static func count(_ text: String) throws(ColrError) -> Int {
        guard let count = Int(text), count >= 1 else {
            throw .invalidRequest(reason: "the count must be a whole number of at least 1")
        }
        return min(count, maximumCount)
    }
}
