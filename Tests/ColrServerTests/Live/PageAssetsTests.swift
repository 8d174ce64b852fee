import ColrApp
import ColrTestKit
import Foundation
import Testing
import Vapor
import ViewKit

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
            try #require(bytes.count >= 24)
            #expect(bytes[16..<24] == [0, 0, 0, 32, 0, 0, 0, 32])  // IHDR: 32×32
            let page = try await server.send(.GET, "/colors").text
            #expect(page.contains(#"<link rel="icon" type="image/png" href="/favicon.ico">"#))
        }
    }

    @Test("Colr's look is a Colr theme: every page links it and /viewkit/theme.css serves it")
    func theme() async throws {
        try await TestServer.listening { server in
            let page = try await server.send(.GET, "/colors").text
            #expect(page.contains(#"<link rel="stylesheet" href="/viewkit/theme.css">"#))
            let css = try await server.send(.GET, "/viewkit/theme.css")
            #expect(css.status == .ok && css.headers.first(name: .contentType) == "text/css; charset=utf-8")
            #expect(css.text == AppLook.theme.stylesheet)
            // The brand blue is the light tint, unchanged.
            #expect(css.text.hasPrefix(":root {\n  --vk-tint: rgb(0 102 204);\n"))
        }
    }

    @Test("The welcome sheet greets a browser once; after that the bare address opens Colors")
    func welcomeIsShownOnce() async throws {
        try await TestServer.listening { server in
            let first = try await server.send(.GET, "/")
            #expect(first.text.contains("Welcome to Colr"))
            let cookie = try #require(
                first.headers[.setCookie].first { $0.hasPrefix("vk-landed=") })
            #expect(cookie.contains("Max-Age=31536000") && cookie.contains("HttpOnly"))
            var returning = HTTPHeaders()
            returning.add(name: .cookie, value: "vk-landed=1")
            let again = try await server.send(.GET, "/", headers: returning)
            #expect(!again.text.contains("Welcome to Colr"))
            #expect(again.text.contains("Red"))
            #expect(!again.headers[.setCookie].contains { $0.hasPrefix("vk-landed=") })
            // A link to the welcome itself still shows it.
            let linked = try await server.send(.GET, "/colors/~welcome", headers: returning)
            #expect(linked.text.contains("Welcome to Colr"))
        }
    }

    @Test("The runtime is ES modules under their version, preloaded by every page, kept long")
    func runtimeModules() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let page = try await server.send(.GET, "/colors")
            let base = "/viewkit/runtime/\(Page.runtimeVersion)/"
            #expect(page.body.string.contains(#"<script type="module" src="\#(base)main.js"></script>"#))
            for name in Page.runtime.keys {
                #expect(
                    page.body.string.contains(#"<link rel="modulepreload" href="\#(base)\#(name)">"#),
                    "\(name)")
                let module = try await server.send(.GET, base + name)
                #expect(module.status == .ok && module.body.string == Page.runtime[name], "\(name)")
                #expect(module.headers.first(name: .contentType) == "text/javascript; charset=utf-8")
                #expect(module.headers.first(name: .cacheControl) == "public, max-age=31536000")
            }
            // The app's page hooks: where the page says, and nothing else by that path.
            #expect(page.body.string.contains(#"<meta name="vk-hooks" content="/viewkit/hooks/">"#))
            let hook = try await server.send(.GET, "/viewkit/hooks/eyedropper.js")
            #expect(hook.status == .ok && hook.body.string.contains("EyeDropper"))
            #expect(try await server.send(.GET, "/viewkit/hooks/nothing.js").status == .notFound)
            #expect(try await server.send(.GET, "/viewkit/hooks/eyedropper").status == .notFound)
            // A page from before a deploy still gets modules, but not to keep.
            let old = try await server.send(.GET, "/viewkit/runtime/0123456789ab/main.js")
            #expect(old.status == .ok && old.headers.first(name: .cacheControl) == "public, max-age=300")
            #expect(try await server.send(.GET, base + "secret.js").status == .notFound)
            #expect(try await server.send(.GET, base + "..%2Fviewkit.css").status == .notFound)
        }
    }

    @Test("Pages, scripts and JSON are gzipped for clients that accept it; PNGs are not")
    func compression() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            var gzip = HTTPHeaders()
            gzip.add(name: .acceptEncoding, value: "gzip")
            for path in [
                "/colors", "/viewkit/runtime/\(Page.runtimeVersion)/socket.js", "/api/v1/colors/ff0000",
            ] {
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
