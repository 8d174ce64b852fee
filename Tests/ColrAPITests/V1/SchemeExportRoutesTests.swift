import ColrCore
import PaletteFormats
import Testing
import Vapor

/// `GET /api/v1/schemes/{id}/export` over the in-memory store.
@Suite("/api/v1 scheme export on ColrAPI alone")
struct SchemeExportRoutesTests {
    func stored(_ api: APITestApp) async throws -> Int {
        try await api.store.createScheme(
            SchemeDraft(
                name: "Harbour Lights", colors: [ColorHex("ff6347")!, ColorHex("003366")!], tags: []),
            client: "test"
        ).id
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
            let expected = PaletteExporter.export(PaletteDocument(scheme: scheme), as: format)
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
