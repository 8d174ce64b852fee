import ColrModels
import Foundation

extension ColrClient {
    /// A color's notations, names and tags; a color nobody has tagged has `stored == false`.
    ///
    /// `color` is hex (`ff0000`, `#F00`) or anything ColorKit reads: CSS syntax, `hsb()`, a CSS
    /// or UIKit name. On ``Mode/v1`` the server reads it; in legacy mode the client reads it,
    /// because colr.org took only hex, and the names are empty because colr.org sent none.
    public func color(_ color: String) async throws(Error) -> ColorDetail {
        switch mode {
        case .v1:
            return try await call(
                .v1(.get, "colors", try Self.nonEmpty(color, "a color")), as: ColorDetail.self)
        case .legacy:
            let hex = try Self.hex(color)
            let envelope = try await legacyCall(Endpoint(.get, ["json", "color", hex.value]))
            return try Self.detail(hex, in: envelope)
        }
    }

    /// A color's notations, names and tags.
    public func color(_ hex: ColorHex) async throws(Error) -> ColorDetail {
        try await color(hex.value)
    }

    /// Adds tags to a color (storing the color if it is new) and returns the color as it is now.
    ///
    /// Tags are normalized by the server (see `TagName`); adding a tag the color already has
    /// changes nothing. This is a POST, so it is never retried: on a timeout or transport error,
    /// read the color to see whether the tags arrived.
    public func addTags(_ tags: [String], to color: String) async throws(Error) -> ColorDetail {
        guard !tags.isEmpty else { throw .invalid("give at least one tag to add") }
        switch mode {
        case .v1:
            let body = try Self.json(AddTagsRequest(tags: tags))
            return try await call(
                .v1(.post, "colors", try Self.nonEmpty(color, "a color"), "tags", json: body),
                as: ColorDetail.self)
        case .legacy:
            let hex = try Self.hex(color)
            if let comma = tags.first(where: { $0.contains(",") }) {
                throw .invalid(
                    "\"\(comma)\" contains a comma, which colr.org's form reads as two tags; use mode .v1")
            }
            let endpoint = Endpoint(
                .post, ["js", "color", hex.value, "addtag"],
                body: Endpoint.form([("tags", tags.joined(separator: ","))]),
                contentType: "application/x-www-form-urlencoded", trailingSlash: true)
            return try Self.detail(hex, in: try await legacyCall(endpoint))
        }
    }

    /// Adds one tag to a color and returns the color as it is now.
    public func addTag(_ tag: String, to color: String) async throws(Error) -> ColorDetail {
        try await addTags([tag], to: color)
    }

    /// Removes a tag from a color and returns the color as it is now (unchanged if it lacked the tag).
    ///
    /// Throws ``Error/Kind/notFound`` when nobody has tagged the color. Not in legacy mode.
    public func removeTag(_ tag: String, from color: String) async throws(Error) -> ColorDetail {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("removing a tag") }
        return try await call(
            .v1(
                .delete, "colors", try Self.nonEmpty(color, "a color"), "tags",
                try Self.nonEmpty(tag, "a tag")),
            as: ColorDetail.self)
    }

    /// Every color carrying `tag`, newest tagging first, fetched a page at a time as you iterate.
    ///
    /// A tag no color carries gives an empty sequence. In legacy mode colr.org's single page
    /// (at most 100 colors) is all there is.
    public func colors(tagged tag: String, pageSize: Int = 20) -> TaggedColors {
        TaggedColors(client: self, tag: tag, pageSize: pageSize)
    }

    /// One page of the colors carrying `tag`; pass the page's `nextCursor` back for the next one.
    ///
    /// Throws ``Error/Kind/notFound`` on the first page when no color carries the tag.
    public func colorsPage(tagged tag: String, cursor: String? = nil, limit: Int = 20) async throws(Error)
        -> ColorList
    {
        let tag = try Self.nonEmpty(tag, "a tag")
        switch mode {
        case .v1:
            var query = [("limit", String(limit))]
            if let cursor { query.append(("cursor", cursor)) }
            return try await call(.v1(.get, "tags", tag, "colors", query: query), as: ColorList.self)
        case .legacy:
            guard cursor == nil else {
                throw .invalid(
                    "colr.org-compatible servers send one page of tagged colors; there is no cursor")
            }
            let envelope = try await legacyCall(Endpoint(.get, ["json", "tag", tag]))
            return ColorList(colors: envelope.colors.map(ColorSummary.init(legacy:)))
        }
    }

    /// Tags that start with `text` (with how many colors carry each) and color names that do.
    public func search(_ text: String, limit: Int = 10) async throws(Error) -> SearchResults {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("search") }
        return try await call(
            .v1(.get, "search", query: [("q", text), ("limit", String(limit))]), as: SearchResults.self)
    }

    /// Up to `count` stored colors, chosen at random (1…100).
    public func randomColors(count: Int = 1) async throws(Error) -> [ColorSummary] {
        switch mode {
        case .v1:
            return try await call(
                .v1(.get, "colors", "random", query: [("count", String(count))]), as: ColorList.self
            )
            .colors
        case .legacy:
            guard count >= 1 else { throw .invalid("count must be at least 1") }
            let envelope = try await legacyCall(Endpoint(.get, ["json", "colors", "random", String(count)]))
            return envelope.colors.map(ColorSummary.init(legacy:))
        }
    }

    /// The most recently stored colors, newest first (1…100; legacy servers give only the newest).
    public func latestColors(count: Int = 10) async throws(Error) -> [ColorSummary] {
        switch mode {
        case .v1:
            return try await call(
                .v1(.get, "colors", "latest", query: [("count", String(count))]), as: ColorList.self
            )
            .colors
        case .legacy:
            guard count >= 1 else { throw .invalid("count must be at least 1") }
            return try await legacyCall(Endpoint(.get, ["json", "color", "latest"])).colors
                .map(ColorSummary.init(legacy:))
        }
    }

    /// The colors with the most tags, most first, each with its `tagCount` (1…100). Not in legacy mode.
    public func topColors(limit: Int = 10) async throws(Error) -> [ColorSummary] {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("the top colors") }
        return try await call(
            .v1(.get, "colors", "top", query: [("limit", String(limit))]), as: ColorList.self
        )
        .colors
    }

    /// Whether the service and its database answer. Not in legacy mode.
    public func health() async throws(Error) -> HealthStatus {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("the health check") }
        return try await call(.v1(.get, "health"), as: HealthStatus.self)
    }
}

extension ColrClient {
    /// Reads a color on the client, for legacy servers, which take only hex.
    static func hex(_ text: String) throws(Error) -> ColorHex {
        do {
            return try ColorHex.parse(text)
        } catch {
            throw .invalid(error.description)
        }
    }

    /// Refuses an empty path segment, which would address a different endpoint.
    static func nonEmpty(_ text: String, _ what: String) throws(Error) -> String {
        guard !text.isEmpty else { throw .invalid("give \(what); an empty one addresses nothing") }
        return text
    }

    /// A request body as JSON, encoded as the server encodes its answers (``ColrJSON/encoder()``).
    static func json(_ value: some Encodable) throws(Error) -> Data {
        do {
            return try ColrJSON.encoder().encode(value)
        } catch {
            throw Error(
                kind: .invalidRequest, reason: "the request could not be encoded as JSON", underlying: error)
        }
    }
}
