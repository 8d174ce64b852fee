import ColorKit
import ColrDomain
import ColrModels
import Vapor

/// `/api/v1/tags/{tag}/colors` and `/api/v1/search`.
public struct TagRoutes: RouteCollection, Sendable {
    let context: ColrRouteContext

    /// Creates the routes.
    public init(context: ColrRouteContext) {
        self.context = context
    }

    /// Registers the routes.
    public func boot(routes: any RoutesBuilder) throws {
        routes.get("tags", ":tag", "colors", use: colors)
        routes.get("search", use: search)
    }

    /// One page of a tag's colors, newest tagging first; follow `nextCursor` for more.
    @Sendable func colors(_ request: Request) async throws -> Response {
        let tag = try TagName(request.parameter("tag"))
        let limit = try request.integerQuery("limit", default: 20, in: 1...100)
        var cursor: Int?
        if let text = request.query[String.self, at: "cursor"] { cursor = try PageCursor.decode(text) }
        let page = try await context.store.colors.colors(tagged: tag, after: cursor, limit: limit)
        if cursor == nil && page.colors.isEmpty {
            throw ColrError.notFound(reason: "no color is tagged \"\(tag)\"")
        }
        return try JSONResponse.make(
            ColorList(
                colors: page.colors.map { ColorSummary($0) },
                nextCursor: page.nextCursor.map(PageCursor.encode)))
    }

    /// Tags starting with `q`, and color names starting with it in every namespace.
    @Sendable func search(_ request: Request) async throws -> Response {
        guard let raw = request.query[String.self, at: "q"] else {
            throw ColrError.invalidRequest(reason: "give the text to search for in q")
        }
        let query = try TagName(raw).value
        let limit = try request.integerQuery("limit", default: 10, in: 1...50)
        let tags = try await context.store.colors.searchTags(prefix: query, limit: limit)
        var names: [NameEntry] = []
        for catalog in context.catalogs where names.count < limit {
            for named in catalog.names(withPrefix: query, limit: limit - names.count) {
                names.append(
                    NameEntry(
                        namespace: named.namespace.rawValue, name: named.name,
                        hex: named.color.rgb8.hexString(uppercase: false, prefix: ""), distance: 0))
            }
        }
        return try JSONResponse.make(
            SearchResults(
                query: query, tags: tags.map { TagCount(name: $0.name.value, colorCount: $0.colorCount) },
                names: names))
    }
}
