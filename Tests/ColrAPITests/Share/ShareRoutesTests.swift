import ColrAPI
import ColrDomain
import ColrModels
import ColrTestKit
import Foundation
import Testing
import Vapor

@Suite("Share links: /p/<id>, its image, and the edit link")
struct ShareRoutesTests {
    func create(_ api: APITestApp, name: String = "Harbour <Lights>") async throws -> StoredScheme {
        try await api.store.createScheme(
            SchemeDraft(
                name: name, notes: "by the sea", colors: [ColorHex("ff6347")!, ColorHex("003366")!], tags: []),
            owner: "owner-1", client: "test")
    }

    @Test("A private or missing palette is the same 404; a shared one is a plain page")
    func page() async throws {
        try await APITestApp.with { api in
            let scheme = try await create(api)
            let hidden = try await api.send(.GET, "/p/\(scheme.id)")
            let missing = try await api.send(.GET, "/p/99999")
            #expect(hidden.status == .notFound && missing.status == .notFound)
            #expect(hidden.text == missing.text && !hidden.text.contains("Harbour"))
            #expect(try await api.send(.GET, "/p/\(scheme.id)/og.png").status == .notFound)

            _ = try await api.store.setSharing(
                id: scheme.id, shared: true, credential: SchemeCredential(visitor: "owner-1"))
            var headers = HTTPHeaders()
            headers.replaceOrAdd(name: .host, value: "127.0.0.1:8080")
            let page = try await api.send(.GET, "/p/\(scheme.id)", headers: headers)
            #expect(page.status == .ok && page.headers.contentType == .html)
            let html = page.text
            #expect(html.contains("<h1>Harbour &lt;Lights&gt;</h1>") && !html.contains("<Lights>"))
            #expect(
                html.contains(
                    #"<meta property="og:image" content="http://127.0.0.1:8080/p/\#(scheme.id)/og.png">"#))
            #expect(html.contains("#FF6347") && html.contains("tomato") && html.contains("by the sea"))
            #expect(html.contains("/api/v1/schemes/\(scheme.id)/export?format=css"))
            #expect(!html.contains("<script"))
            #expect(
                page.headers.first(name: "Content-Security-Policy")?.contains("default-src 'none'") == true)
            // The download links work for anyone, since the palette is shared.
            let css = try await api.send(.GET, "/api/v1/schemes/\(scheme.id)/export?format=css")
            #expect(css.status == .ok && css.text.contains("#ff6347"))
        }
    }

    @Test("The Open Graph image is a 1200×630 PNG of the colors")
    func image() async throws {
        try await APITestApp.with { api in
            let scheme = try await create(api)
            _ = try await api.store.setSharing(
                id: scheme.id, shared: true, credential: SchemeCredential(visitor: "owner-1"))
            let png = try await api.send(.GET, "/p/\(scheme.id)/og.png")
            #expect(png.status == .ok && png.headers.contentType == .png)
            let bytes = Array(png.body.readableBytesView)
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            try #require(bytes.count >= 24)
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 1200 && height == 630)
        }
    }

    @Test("The edit link lets this browser edit, and a wrong one changes nothing")
    func editLink() async throws {
        try await APITestApp.with { api in
            let scheme = try await create(api)
            let token = try #require(scheme.newEditToken)
            let wrong = try await api.send(.GET, "/p/\(scheme.id)/edit/not-the-token")
            #expect(wrong.status == .forbidden && wrong.text.contains("does not work"))
            #expect(try await api.send(.GET, "/p/99999/edit/\(token)").status == .notFound)
            #expect(try await api.store.scheme(id: scheme.id)?.access.editors.isEmpty == true)

            let opened = try await api.send(.GET, "/p/\(scheme.id)/edit/\(token)")
            #expect(opened.status == .seeOther)
            #expect(opened.headers.first(name: .location) == "/palettes/palette-\(scheme.id)")
            let cookie = try #require(opened.headers[.setCookie].first { $0.hasPrefix("vk-visitor=") })
            let editors = try #require(try await api.store.scheme(id: scheme.id)?.access.editors)
            #expect(editors.count == 1)
            let editor = try #require(editors.first)
            // The cookie's value is the signed id: base64url of the id, then the signature.
            #expect(cookie.hasPrefix("vk-visitor=\(Data(editor.utf8).base64EncodedString().prefix(43))"))
            let mine = try await api.store.schemes(editableBy: editor, limit: 10)
            #expect(mine.map(\.id) == [scheme.id])

            // A browser that already has an identity keeps it.
            var headers = HTTPHeaders()
            headers.add(name: .cookie, value: String(cookie.split(separator: ";")[0]))
            let again = try await api.send(.GET, "/p/\(scheme.id)/edit/\(token)", headers: headers)
            #expect(
                again.status == .seeOther
                    && !again.headers[.setCookie].contains { $0.hasPrefix("vk-visitor=") })
            #expect(try await api.store.scheme(id: scheme.id)?.access.editors == [editor])
        }
    }

    @Test("Only the pages' 404 and 403 are pages; the image, unknown paths and outages answer JSON")
    func errors() async throws {
        let store = MemoryColorStore()
        try await APITestApp.with(store) { api in
            let scheme = try await create(api)
            for path in [
                "/p/abc", "/p/0", "/p/-1", "/p/99999999999999999999", "/p/\(scheme.id)",
                "/p/abc/edit/x", "/p/99999/edit/x",
                "/p/\(scheme.id)/edit/" + String(repeating: "x", count: 129),
            ] {
                let page = try await api.send(.GET, path)
                #expect(page.status == .notFound && page.headers.contentType == .html, "\(path)")
                #expect(
                    page.text.contains("No palette here")
                        && page.headers.first(name: .cacheControl) == "no-store")
            }
            let image = try await api.send(.GET, "/p/\(scheme.id)/og.png")
            #expect(image.status == .notFound && image.headers.contentType == .json)
            let body = try image.decode(ErrorBody.self)
            #expect(body.error == "not_found" && body.reason == "nothing at GET /p/\(scheme.id)/og.png")
            let unknown = try await api.send(.GET, "/p/\(scheme.id)/elsewhere")
            #expect(unknown.status == .notFound && unknown.headers.contentType == .json)

            store.failing.store(true, ordering: .relaxed)
            let down = try await api.send(.GET, "/p/\(scheme.id)")
            #expect(down.status == .serviceUnavailable && down.headers.first(name: "Retry-After") == "5")
            #expect(try down.decode(ErrorBody.self).error == "store_unavailable")
            store.failing.store(false, ordering: .relaxed)
        }
    }
}
