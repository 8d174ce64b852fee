import ColrModels
import Foundation

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

    /// The scheme with this id; throws ``Error/Kind/notFound`` when there is none, and
    /// ``Error/Kind/forbidden`` when it is private and `editToken` is not its token.
    public func scheme(id: Int, editToken: String? = nil) async throws(Error) -> SchemeBody {
        switch mode {
        case .v1:
            return try await call(
                .v1(.get, "schemes", String(id)).authorized(by: editToken), as: SchemeBody.self)
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

    /// Stores a new, private scheme (name, 1…64 colors in any notation, tags) and returns it
    /// with its id and its ``SchemeBody/editToken``, which every later change must present.
    ///
    /// A POST, so never retried. Not in legacy mode.
    public func createScheme(_ scheme: SchemeBody) async throws(Error) -> SchemeBody {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("creating a scheme") }
        return try await call(
            .v1(.post, "schemes", json: try Self.json(Self.draft(scheme))), as: SchemeBody.self)
    }

    /// Replaces a scheme's name, notes, colors and tags; the server keeps the old state in its
    /// history. Throws ``Error/Kind/forbidden`` unless `editToken` is the scheme's. Not in legacy mode.
    ///
    /// With `expecting`, the revision read (``SchemeBody/revision``), the scheme is replaced only
    /// if nobody saved it since; else ``Error/Kind/conflict(revision:)`` and nothing changes.
    /// Without it, the last write wins.
    public func updateScheme(id: Int, to scheme: SchemeBody, editToken: String, expecting: Int? = nil)
        async throws(Error) -> SchemeBody
    {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("updating a scheme") }
        return try await call(
            .v1(.put, "schemes", String(id), json: try Self.json(Self.draft(scheme)))
                .authorized(by: editToken).expecting(expecting),
            as: SchemeBody.self)
    }

    /// Applies operations to a scheme's entries (by id, from ``SchemeBody/entries``), all or none.
    /// With `base`, the revision they were made against, they are merged with what others saved
    /// since, and the answer names what this edit replaced of theirs. An operation that cannot
    /// be kept (moving a color someone removed) is ``Error/Kind/conflict(revision:)``.
    ///
    /// A PATCH, so never retried: an add sent twice would add twice. Not in legacy mode.
    public func editScheme(id: Int, _ operations: [SchemeOperation], base: Int?, editToken: String)
        async throws(Error) -> SchemeEditResultBody
    {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("editing a scheme") }
        return try await call(
            .v1(.patch, "schemes", String(id), json: try Self.json(SchemeEditBody(operations: operations)))
                .authorized(by: editToken).expecting(base),
            as: SchemeEditResultBody.self)
    }

    /// Deletes a scheme; throws ``Error/Kind/notFound`` when there is none and
    /// ``Error/Kind/forbidden`` unless `editToken` is its token. Not in legacy mode.
    public func deleteScheme(id: Int, editToken: String) async throws(Error) {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("deleting a scheme") }
        _ = try await send(.v1(.delete, "schemes", String(id)).authorized(by: editToken))
    }

    /// Shares a scheme (anyone may read it, and `/p/<id>` shows it) or makes it private again.
    public func setSharing(id: Int, shared: Bool, editToken: String) async throws(Error) -> SchemeBody {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("sharing a scheme") }
        return try await call(
            .v1(.put, "schemes", String(id), "sharing", json: try Self.json(SharingBody(shared: shared)))
                .authorized(by: editToken),
            as: SchemeBody.self)
    }

    /// A scheme's saved states, newest first: every edit, by whom (by role) and when.
    public func schemeHistory(id: Int, editToken: String? = nil, limit: Int = 50) async throws(Error)
        -> [SchemeHistoryBody.Revision]
    {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("reading a scheme's history") }
        return try await call(
            .v1(.get, "schemes", String(id), "history", query: [("limit", String(limit))])
                .authorized(by: editToken),
            as: SchemeHistoryBody.self
        ).revisions
    }

    /// Only what a request may carry: the server assigns the id and the date.
    static func draft(_ scheme: SchemeBody) -> SchemeBody {
        SchemeBody(name: scheme.name, notes: scheme.notes, colors: scheme.colors, tags: scheme.tags)
    }
}

extension ColrClient {
    /// A scheme exported in `format` (a Swift enum, an asset catalog zip, CSS, …): the file's
    /// bytes, as `colr export` writes them. Not in legacy mode.
    public func exportScheme(id: Int, as format: PaletteFormat, editToken: String? = nil) async throws(Error)
        -> Data
    {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("exporting a scheme") }
        let (response, _, _) = try await send(
            .v1(.get, "schemes", String(id), "export", query: [("format", format.rawValue)])
                .authorized(by: editToken))
        return response.body
    }

    /// Makes a new private scheme from a palette file (GIMP `.gpl`, Adobe `.ase`, CSS custom
    /// properties or a Tailwind theme, design tokens, Android `colors.xml`, a zipped asset
    /// catalog); without `format` the server tells by the contents. The
    /// answer carries the new scheme's edit token. A POST, so never retried.
    public func importScheme(_ file: Data, as format: PaletteFormat? = nil) async throws(Error) -> SchemeBody
    {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("importing a palette") }
        if let format, !format.canImport { throw .invalid("\(format.title) files cannot be imported") }
        let query = format.map { [("format", $0.rawValue)] } ?? []
        return try await call(
            Endpoint(
                .post, ["api", "v1", "schemes", "import"], query: query, body: file,
                contentType: format?.mediaType ?? "application/octet-stream"),
            as: SchemeBody.self)
    }
}
