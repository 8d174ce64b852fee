import ColrDomain
import ColrModels
import PaletteFormats
import Testing
import Vapor

/// `GET /api/v1/schemes/{id}/export` over the in-memory store.
@Suite("/api/v1 scheme export on ColrAPI alone")
struct SchemeExportRoutesTests {
    /// A shared scheme's id: anyone may export it.
    func stored(_ api: APITestApp) async throws -> Int {
        let scheme = try await api.store.createScheme(
            SchemeDraft(
                name: "Harbour Lights", colors: [ColorHex("ff6347")!, ColorHex("003366")!], tags: []),
            owner: nil, client: "test")
        _ = try await api.store.setSharing(
            id: scheme.id, shared: true, credential: SchemeCredential(editToken: scheme.newEditToken))
        return scheme.id
    }

    @Test("A private scheme exports only with its edit token")
    func privateSchemesNeedTheirToken() async throws {
        try await APITestApp.with { api in
            let scheme = try await api.store.createScheme(
                SchemeDraft(name: "Mine", colors: [ColorHex("ff6347")!], tags: []), owner: nil, client: "test"
            )
            let path = "/api/v1/schemes/\(scheme.id)/export?format=css"
            let refused = try await api.send(.GET, path)
            #expect(refused.status == .forbidden)
            #expect(refused.body.string.contains("private") && !refused.body.string.contains("--tomato"))
            #expect(try await api.send(.GET, path, token: "wrong").status == .forbidden)
            let allowed = try await api.send(.GET, path, token: scheme.newEditToken)
            #expect(allowed.status == .ok && allowed.body.string.contains("--tomato"))
        }
    }

    @Test("Every format comes back as a named download in its media type", arguments: PaletteFormat.allCases)
    func everyFormat(format: PaletteFormat) async throws {
        try await APITestApp.with { api in
            let id = try await stored(api)
            let response = try await api.send(.GET, "/api/v1/schemes/\(id)/export?format=\(format.rawValue)")
            #expect(response.status == .ok)
            #expect(response.headers.first(name: .contentType) == format.mediaType)
            let disposition = try #require(response.headers.first(name: .contentDisposition))
            #expect(disposition.hasPrefix("attachment; filename=\""))
            let scheme = try #require(try await api.store.scheme(id: id))
            let expected = PaletteExporter.export(
                PaletteDocument(name: scheme.name, colors: scheme.colors), as: format)
            #expect(Array(response.body.readableBytesView) == expected)
        }
    }

    @Test("Colors are named by their nearest CSS name, so code reads well")
    func namesInCode() async throws {
        try await APITestApp.with { api in
            let id = try await stored(api)
            let css = try await api.send(.GET, "/api/v1/schemes/\(id)/export?format=css")
            #expect(css.body.string.contains("--tomato: #ff6347;"))
            #expect(
                css.headers.first(name: .contentDisposition) == "attachment; filename=\"harbour-lights.css\"")
        }
    }

    @Test("A missing or unknown format, or scheme, is a clear 400 or 404")
    func badRequests() async throws {
        try await APITestApp.with { api in
            let id = try await stored(api)
            let missing = try await api.send(.GET, "/api/v1/schemes/\(id)/export")
            #expect(missing.status == .badRequest)
            #expect(missing.body.string.contains("?format="))
            let long = String(repeating: "x", count: 5000)
            let unknown = try await api.send(.GET, "/api/v1/schemes/\(id)/export?format=\(long)")
            #expect(unknown.status == .badRequest)
            #expect(unknown.body.string.contains("is not a format") && unknown.body.string.count < 600)
            let gone = try await api.send(.GET, "/api/v1/schemes/999/export?format=css")
            #expect(gone.status == .notFound)
        }
    }
}
