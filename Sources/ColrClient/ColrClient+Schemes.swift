import ColrCore
import Foundation
import PaletteFormats

extension ColrClient {
    /// The newest schemes, newest first (1…100). Not in legacy mode.
    public func schemes(limit: Int = 20) async throws(Error) -> [SchemeBody] {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("listing schemes") }
        return try await call(.v1(.get, "schemes", query: [("limit", String(limit))]), as: SchemeList.self)
            .schemes
    }

    /// Up to `count` schemes chosen at random, only those of at most `sizeLimit` colors if given.
    public func randomSchemes(count: Int = 1, sizeLimit: Int? = nil) async throws(Error) -> [SchemeBody] {
        switch mode {
        case .v1:
            var query = [("count", String(count))]
            if let sizeLimit { query.append(("sizeLimit", String(sizeLimit))) }
            return try await call(.v1(.get, "schemes", "random", query: query), as: SchemeList.self).schemes
        case .legacy:
            guard count >= 1 else { throw .invalid("count must be at least 1") }
            let query = sizeLimit.map { [("scheme_size_limit", String($0))] } ?? []
            let envelope = try await legacyCall(
                Endpoint(.get, ["json", "schemes", "random", String(count)], query: query))
            return envelope.schemes.map(SchemeBody.init(legacy:))
        }
    }

    /// The scheme with this id; throws ``Error/Kind/notFound`` when there is none.
    public func scheme(id: Int) async throws(Error) -> SchemeBody {
        switch mode {
        case .v1:
            return try await call(.v1(.get, "schemes", String(id)), as: SchemeBody.self)
        case .legacy:
            let endpoint = Endpoint(.get, ["json", "scheme", String(id)])
            let envelope = try await legacyCall(endpoint)
            guard let scheme = envelope.schemes.first else {
                // colr.org answered an unknown scheme with an empty, successful envelope.
                throw Error(
                    kind: .notFound, reason: "no scheme \(id)", status: 200,
                    request: "GET \(try url(for: endpoint).absoluteString)", attempts: 1)
            }
            return SchemeBody(legacy: scheme)
        }
    }

    /// Stores a new scheme (name, 1…64 colors in any notation, tags) and returns it with its id.
    ///
    /// A POST, so never retried. Not in legacy mode.
    public func createScheme(_ scheme: SchemeBody) async throws(Error) -> SchemeBody {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("creating a scheme") }
        return try await call(
            .v1(.post, "schemes", json: try Self.json(Self.draft(scheme))), as: SchemeBody.self)
    }

    /// Replaces a scheme's name, colors and tags. Not in legacy mode.
    public func updateScheme(id: Int, to scheme: SchemeBody) async throws(Error) -> SchemeBody {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("updating a scheme") }
        return try await call(
            .v1(.put, "schemes", String(id), json: try Self.json(Self.draft(scheme))), as: SchemeBody.self)
    }

    /// Deletes a scheme; throws ``Error/Kind/notFound`` when there is none. Not in legacy mode.
    public func deleteScheme(id: Int) async throws(Error) {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("deleting a scheme") }
        _ = try await send(.v1(.delete, "schemes", String(id)))
    }

    /// Only what a request may carry: the server assigns the id and the date.
    static func draft(_ scheme: SchemeBody) -> SchemeBody {
        SchemeBody(name: scheme.name, colors: scheme.colors, tags: scheme.tags)
    }
}

extension ColrClient {
    /// A scheme exported in `format` (a Swift enum, an asset catalog zip, CSS, …): the file's
    /// bytes, as `colr export` writes them. Not in legacy mode.
    public func exportScheme(id: Int, as format: PaletteFormat) async throws(Error) -> Data {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("exporting a scheme") }
        let (response, _, _) = try await send(
            .v1(.get, "schemes", String(id), "export", query: [("format", format.rawValue)]))
        return response.body
    }
}
