import ColorKit
import ColrModels
import ComputeThreads
import PaletteFormats
import Vapor

/// `/api/v1/themes`: an app theme from one brand color, every role in light, dark and both
/// high-contrast modes, with every promised pair measured. Reads no store and writes nothing.
public struct ThemeRoutes: RouteCollection, Sendable {
    /// Building a theme searches lightness for every role in four modes, and an export writes
    /// it out: milliseconds of CPU each, tens in a debug build, so off the pool that serves every
    /// request, a few at a time, a burst queued briefly.
    let gate: ComputeGate

    /// Creates the routes, building themes through `gate`.
    public init(gate: ComputeGate = defaultGate()) {
        self.gate = gate
    }

    /// Two builds at a time and sixteen waiting: a burst of theme requests is served a moment
    /// later rather than refused.
    public static func defaultGate() -> ComputeGate { ComputeGate(limit: 2, queue: 16) }

    /// Registers `GET /themes` and `GET /themes/export`.
    public func boot(routes: any RoutesBuilder) throws {
        routes.get("themes", use: theme)
        routes.get("themes", "export", use: export)
    }

    /// `GET /themes?brand=…&target=aa|aaa|apca&override=mode.role:hex,…`.
    @Sendable func theme(_ request: Request) async throws -> Response {
        try await Self.respond(try Self.brand(request), request, on: gate)
    }

    /// `GET /themes/export?brand=…&format=…&name=…`: the theme as a file.
    @Sendable func export(_ request: Request) async throws -> Response {
        try await Self.file(
            try Self.brand(request), name: request.query[String.self, at: "name"] ?? "Colr", request, on: gate
        )
    }

    static func brand(_ request: Request) throws -> Theme.Source {
        guard let text = request.query[String.self, at: "brand"] else {
            throw ColrError.invalidRequest(reason: "say which brand color with ?brand= (hex, CSS or a name)")
        }
        let brand: RGBColor
        do {
            brand = try ColorParser(catalogs: [.css, .uikit]).parse(text)
        } catch {
            throw ColrError.invalidColor(input: text, reason: error.description)
        }
        return Theme.Source(brand: brand)
    }

    /// The theme of `source` at the request's `target`, with its `override`s, as JSON; built
    /// through `gate`.
    static func respond(
        _ source: Theme.Source, saved: SchemeTheme? = nil, _ request: Request, on gate: ComputeGate
    ) async throws -> Response {
        let make = try theme(source, saved: saved, request)
        return try JSONResponse.make(try await gate.run { ThemeBody(make()) })
    }

    /// The theme of `source` as a file in the request's `format`, named after `name`; built and
    /// written through `gate`.
    static func file(
        _ source: Theme.Source, saved: SchemeTheme? = nil, name: String, _ request: Request,
        on gate: ComputeGate
    ) async throws -> Response {
        let formats = ThemeFormat.allCases.map(\.rawValue).joined(separator: ", ")
        guard let text = request.query[String.self, at: "format"] else {
            throw ColrError.invalidRequest(reason: "say which format with ?format= (one of \(formats))")
        }
        guard let format = ThemeFormat(rawValue: text.lowercased()) else {
            throw ColrError.invalidRequest(
                reason: "\"\(ColrError.excerpt(text))\" is not a theme format; use one of \(formats)")
        }
        let name = String(name.prefix(100))
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: format.mediaType)
        headers.replaceOrAdd(
            name: .contentDisposition,
            value: "attachment; filename=\"\(ThemeExporter.fileName(name: name, as: format))\"")
        let make = try theme(source, saved: saved, request)
        let bytes = try await gate.run { ThemeExporter.export(make(), name: name, as: format) }
        return Response(status: .ok, headers: headers, body: .init(buffer: ByteBuffer(bytes: bytes)))
    }

    /// How to build the theme of `source` at the request's `target`, with its `override`s; a
    /// saved theme's settings stand in for those the request leaves out. The query is read here,
    /// so a bad one is refused before any work is queued.
    static func theme(_ source: Theme.Source, saved: SchemeTheme? = nil, _ request: Request) throws
        -> @Sendable () -> Theme
    {
        let overrides =
            try request.query[String.self, at: "override"].map(ThemeOverrideText.parseList)
            ?? saved?.themeOverrides ?? []
        guard overrides.count <= ThemeMode.allCases.count * ThemeRole.allCases.count else {
            throw ColrError.invalidRequest(reason: "at most one override per role and mode")
        }
        let target =
            request.query[String.self, at: "target"] == nil
            ? (saved?.themeTarget ?? .aa) : try target(request)
        return { Theme(source: source, target: target, overrides: overrides) }
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
    /// first color the brand, its greyest the neutral, its most distinct accent the secondary),
    /// made with the palette's saved theme settings unless the query gives others.
    @Sendable func theme(_ request: Request) async throws -> Response {
        let found = try await themeSource(request)
        return try await ThemeRoutes.respond(found.source, saved: found.saved, request, on: themes)
    }

    /// `GET /schemes/{id}/theme/export?format=…`: that theme as a file named after the scheme.
    @Sendable func themeExport(_ request: Request) async throws -> Response {
        let found = try await themeSource(request)
        return try await ThemeRoutes.file(
            found.source, saved: found.saved, name: found.name, request, on: themes)
    }

    private func themeSource(_ request: Request) async throws -> (
        source: Theme.Source, saved: SchemeTheme?, name: String
    ) {
        let scheme = try await readable(request)
        guard let source = Theme.Source(palette: scheme.colors.map(\.color)) else {
            throw ColrError.invalidRequest(reason: "scheme \(scheme.id) has no colors to make a theme from")
        }
        return (source, scheme.theme, scheme.name)
    }
}
