import ColrApp
import ColrTestKit
import Foundation
import Testing
import Vapor

/// What a browser fetches besides the page: the icon, and compressed text.
@Suite("Page assets and compression", .serialized)
struct PageAssetsTests {
    @Test("/favicon.ico is the app's icon, not a page, and every page links it")
    func favicon() async throws {
        try await TestServer.listening { server in
            let icon = try await server.send(.GET, "/favicon.ico")
            #expect(icon.status == .ok)
            #expect(icon.headers.first(name: .contentType) == "image/png")
            let bytes = Array(icon.body.readableBytesView)
            #expect(bytes == AppIcon.png)
            #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            #expect(bytes[16..<24] == [0, 0, 0, 32, 0, 0, 0, 32])  // IHDR: 32×32
            let page = try await server.send(.GET, "/colors").text
            #expect(page.contains(#"<link rel="icon" type="image/png" href="/favicon.ico">"#))
        }
    }

    @Test("Pages, scripts and JSON are gzipped for clients that accept it; PNGs are not")
    func compression() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            var gzip = HTTPHeaders()
            gzip.add(name: .acceptEncoding, value: "gzip")
            for path in ["/colors", "/viewkit/viewkit.js", "/api/v1/colors/ff0000"] {
                let plain = try await server.sendOverNetwork(.GET, path)
                let packed = try await server.sendOverNetwork(.GET, path, headers: gzip)
                #expect(plain.headers.first(name: .contentEncoding) == nil, "\(path)")
                #expect(packed.headers.first(name: .contentEncoding) == "gzip", "\(path)")
                #expect(packed.body.readableBytes * 2 < plain.body.readableBytes, "\(path)")
                #expect(packed.body.readableBytesView.prefix(2).elementsEqual([0x1F, 0x8B]), "\(path)")
            }
            let icon = try await server.sendOverNetwork(.GET, "/favicon.ico", headers: gzip)
            #expect(icon.headers.first(name: .contentEncoding) == nil)
        }
    }
}
