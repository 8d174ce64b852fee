import ColrServer
import ColrTestKit
import Foundation
import NIOPosix
import NIOWebSocket
import Testing
import Vapor
import VaporTesting
import ViewKitDemo
import ViewKitVapor

/// The `/live` socket over a real WebSocket: joining, patches, resuming, and every refusal.
@Suite("Live sessions over a real socket", .serialized)
struct LiveSocketTests {
    /// A server listening on an ephemeral loopback port, and a browser of it: the visitor cookie
    /// its pages are fetched with and its sockets carry, as a browser's are.
    struct Running {
        let server: TestServer
        let port: Int
        /// This browser's `Cookie`: the visitor cookie the server set on its first page.
        let cookie: String

        func token(for path: String) async throws -> String {
            try await meta("vk-token", of: path)
        }

        /// A `<meta>` value of the page at `path`, fetched with this browser's cookie.
        func meta(_ name: String, of path: String) async throws -> String {
            try Self.meta(name, in: try await page(path, cookie: cookie).text)
        }

        /// The page at `path` as a browser sending `cookie` (none when nil) gets it.
        func page(_ path: String, cookie: String?) async throws -> TestingHTTPResponse {
            var headers = HTTPHeaders()
            if let cookie { headers.add(name: .cookie, value: cookie) }
            return try await server.send(.GET, path, headers: headers)
        }

        /// A `<meta>` value of a page's HTML.
        static func meta(_ name: String, in page: String) throws -> String {
            let marker = #"<meta name="\#(name)" content=""#
            guard let start = page.range(of: marker)?.upperBound,
                let end = page[start...].firstIndex(of: "\"")
            else {
                throw SocketTestError.noConnection
            }
            return String(page[start..<end])
        }

        /// The `Cookie` value that sends back the visitor cookie an answer sets.
        static func visitorCookie(of response: TestingHTTPResponse) throws -> String {
            let header = try #require(response.headers[.setCookie].first { $0.hasPrefix("vk-visitor=") })
            return try #require(header.split(separator: ";").first.map(String.init))
        }

        /// A socket from this server's own page, unless another `origin` (or none, `""`) is
        /// given, with this browser's cookie unless another (or none, `""`) is given.
        func connect(origin: String? = nil, cookie: String? = nil) async throws -> SocketClient {
            let origin = origin ?? "http://127.0.0.1:\(port)"
            let cookie = cookie ?? self.cookie
            return try await SocketClient.connect(
                port: port, origin: origin.isEmpty ? nil : origin, cookie: cookie.isEmpty ? nil : cookie,
                group: server.app.eventLoopGroup)
        }
    }

    /// Runs `body` with a listening server, signing with `secret` when given (a random one if not).
    static func withRunning(secret: String? = nil, _ body: (Running) async throws -> Void) async throws {
        // A low event limit, so the flood test does not depend on how fast this machine sends.
        try await TestServer.with(
            .sqlite, seed: false,
            configure: {
                if let secret { $0.secret = secret }
                $0.liveEventsPerSecond = 5; $0.liveEventBurst = 20
                // ViewKit's demo beside Colr, as a program embedding the server may add its own app.
                $0.additionalApps = [
                    LiveApp(mount: "/viewkit-demo", router: DemoRouter(), titleSuffix: "ViewKit demo")
                ]
            }
        ) { server in
            try await server.app.server.start(address: .hostname("127.0.0.1", port: 0))
            let port = try #require(server.app.http.server.shared.localAddress?.port)
            do {
                let first = try await server.send(.GET, "/viewkit-demo")
                let cookie = try Running.visitorCookie(of: first)
                try await body(Running(server: server, port: port, cookie: cookie))
            } catch {
                await server.app.server.shutdown()
                throw error
            }
            await server.app.server.shutdown()
        }
    }

    @Test("Join, tap, get patches; drop and resume with nothing lost", .timeLimit(.minutes(1)))
    func joinTapResume() async throws {
        try await Self.withRunning { running in
            let token = try await running.token(for: "/viewkit-demo/items")
            let client = try await running.connect()
            try await client.join(token: token, path: "/viewkit-demo/items")
            #expect(await client.next()?["type"] as? String == "joined")
            let full = try #require(await client.next())
            let patches = try #require(full["patches"] as? [[String: Any]])
            let html = try #require(patches.first?["html"] as? String)
            // The Count button has the same id the page was given: the session was resumed.
            let countID = try #require(
                html.range(
                    of: #"id="(v[0-9a-z]+)" class="vk-button vk-plain"[^>]*>Count<"#,
                    options: .regularExpression
                ).map { String(html[$0]).split(separator: "\"")[1] })
            try await client.event("tap", target: String(countID), sequence: 1)
            let answer = try #require(await client.next())
            #expect(answer["ack"] as? Int == 1)
            let texts = (answer["patches"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            #expect(texts == ["Taps: 1"])
            await client.close()

            let again = try await running.connect()
            try await again.join(token: token, path: "/viewkit-demo/items")
            _ = await again.next()
            let resumed = try #require(await again.next()?["patches"] as? [[String: Any]])
            #expect((resumed.first?["html"] as? String)?.contains("Taps: 1") == true)
            await again.close()
        }
    }

    @Test(
        "A page that still shows the screen it was served is not sent it again, data screens too",
        .timeLimit(.minutes(1)), arguments: ["/viewkit-demo/items", "/top", "/search/color-ff0000"])
    func joinDoesNotResendTheServedScreen(path: String) async throws {
        try await Self.withRunning { running in
            let token = try await running.token(for: path)
            let digest = try await running.meta("vk-digest", of: path)
            #expect(digest.count == 16)
            let client = try await running.connect()
            try await client.join(token: token, path: path, digest: digest)
            #expect(await client.next()?["type"] as? String == "joined")
            let first = try #require(await client.next())
            let patches = try #require(first["patches"] as? [[String: Any]])
            #expect(!patches.contains { $0["op"] as? String == "replace" }, "\(patches)")
            await client.close()
            // A page whose digest no longer matches (it was patched) gets the whole screen.
            let stale = try await running.connect()
            try await stale.join(token: token, path: path, digest: "0000000000000000")
            _ = await stale.next()
            let full = try #require(await stale.next()?["patches"] as? [[String: Any]])
            #expect(full.first?["op"] as? String == "replace")
            await stale.close()
        }
    }

    @Test("A forged or foreign token is refused", .timeLimit(.minutes(1)))
    func forgedToken() async throws {
        try await Self.withRunning { running in
            let token = try await running.token(for: "/viewkit-demo/items")
            let forged = String(token.dropLast(3)) + (token.hasSuffix("AAA") ? "BBB" : "AAA")
            let client = try await running.connect()
            try await client.join(token: forged, path: "/viewkit-demo/items")
            #expect((await client.next()?["reason"] as? String)?.contains("token is invalid") == true)
            #expect(await client.closed() == .policyViolation)
        }
    }

    @Test(
        "A page's token joins only from the browser it was served to, even once its session is live",
        .timeLimit(.minutes(1)))
    func tokenIsBoundToTheVisitorCookie() async throws {
        try await Self.withRunning { running in
            let path = "/viewkit-demo/items"
            let token = try await running.token(for: path)
            let own = try await running.connect()
            try await own.join(token: token, path: path)
            #expect(await own.next()?["type"] as? String == "joined")
            #expect(await own.next()?["patches"] != nil)
            // Another browser: the visitor cookie a page of its own gave it.
            let other = try Running.visitorCookie(of: try await running.page(path, cookie: nil))
            #expect(other != running.cookie)
            let forged =
                String(running.cookie.dropLast(3)) + (running.cookie.hasSuffix("AAA") ? "BBB" : "AAA")
            for cookie in ["", other, forged] {
                let thief = try await running.connect(cookie: cookie)
                try await thief.join(token: token, path: path)
                let refusal = try #require(await thief.next(), "cookie \(cookie)")
                #expect(refusal["type"] as? String == "closing", "cookie \(cookie)")
                #expect(
                    (refusal["reason"] as? String)?.contains("token is invalid") == true, "cookie \(cookie)")
                #expect(await thief.closed() == .policyViolation, "cookie \(cookie)")
            }
            // The page's own socket was never let go for them, and its browser joins again.
            #expect(!own.socket.isClosed)
            await own.close()
            let again = try await running.connect()
            try await again.join(token: token, path: path)
            #expect(await again.next()?["type"] as? String == "joined")
            await again.close()
        }
    }

    @Test(
        "Another instance with the same secret (a restart, a failover) takes a page's token, from its browser only",
        .timeLimit(.minutes(1)))
    func tokenOnAnotherInstance() async throws {
        let secret = "shared by the instances of one site"
        let path = "/search/color-00ff00"
        var served: (token: String, cookie: String)?
        try await TestServer.with(.sqlite, seed: false, configure: { $0.secret = secret }) { first in
            let page = try await first.send(.GET, path)
            served = (try Running.meta("vk-token", in: page.text), try Running.visitorCookie(of: page))
        }
        let page = try #require(served)
        try await Self.withRunning(secret: secret) { running in
            for cookie in ["", running.cookie] {
                let thief = try await running.connect(cookie: cookie)
                try await thief.join(token: page.token, path: path)
                #expect(await thief.next()?["type"] as? String == "closing", "cookie \(cookie)")
                #expect(await thief.closed() == .policyViolation, "cookie \(cookie)")
            }
            let client = try await running.connect(cookie: page.cookie)
            try await client.join(token: page.token, path: path)
            #expect(await client.next()?["type"] as? String == "joined")
            await client.close()
        }
    }

    @Test("A first visit's page sets the cookie its token is bound to", .timeLimit(.minutes(1)))
    func firstVisitJoins() async throws {
        try await Self.withRunning { running in
            let path = "/search/color-ff0000"
            let page = try await running.page(path, cookie: nil)
            let cookie = try Running.visitorCookie(of: page)
            #expect(cookie != running.cookie)
            let client = try await running.connect(cookie: cookie)
            try await client.join(token: try Running.meta("vk-token", in: page.text), path: path)
            #expect(await client.next()?["type"] as? String == "joined")
            await client.close()
        }
    }

    @Test("Another origin, or none, may not open a session", .timeLimit(.minutes(1)))
    func wrongOrigin() async throws {
        try await Self.withRunning { running in
            for origin in ["https://evil.example", ""] {
                let client = try await running.connect(origin: origin)
                #expect((await client.next()?["reason"] as? String)?.contains("origin") == true, "\(origin)")
                #expect(await client.closed() == .policyViolation)
            }
        }
    }

    @Test("Malformed messages are ignored; oversized ones close the socket", .timeLimit(.minutes(1)))
    func malformedAndOversized() async throws {
        try await Self.withRunning { running in
            let token = try await running.token(for: "/viewkit-demo/items")
            let client = try await running.connect()
            for junk in ["not json", #"{"v":9,"type":"join"}"#, #"{"v":1,"type":"dance"}"#, "[]"] {
                try await client.send(junk)
            }
            try await client.join(token: token, path: "/viewkit-demo/items")
            #expect(await client.next()?["type"] as? String == "joined")
            _ = await client.next()
            try await client.event("tap", target: "no-such-view", sequence: 1)
            #expect((await client.next()?["patches"] as? [Any])?.isEmpty == true)
            try? await client.send(String(repeating: "x", count: 40_000))
            #expect(await client.closed() != nil)
        }
    }

    @Test("A flood of events closes the socket with a reason", .timeLimit(.minutes(1)))
    func eventFlood() async throws {
        try await Self.withRunning { running in
            let token = try await running.token(for: "/viewkit-demo/items")
            let client = try await running.connect()
            try await client.join(token: token, path: "/viewkit-demo/items")
            _ = await client.next()
            _ = await client.next()
            for sequence in 1...100 {
                try? await client.event("tap", target: "no-such-view", sequence: sequence)
            }
            var reason: String?
            while let message = await client.next(timeout: .seconds(5)) {
                if message["type"] as? String == "closing" { reason = message["reason"] as? String }
            }
            #expect(reason?.contains("too many events") == true)
            #expect(await client.closed() == .policyViolation)
        }
    }
}
