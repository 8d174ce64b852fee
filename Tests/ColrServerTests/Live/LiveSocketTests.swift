import ColrServer
import ColrTestKit
import Foundation
import NIOPosix
import NIOWebSocket
import Testing
import Vapor
import ViewKitDemo
import ViewKitVapor

/// The `/live` socket over a real WebSocket: joining, patches, resuming, and every refusal.
@Suite("Live sessions over a real socket", .serialized)
struct LiveSocketTests {
    /// A server listening on an ephemeral loopback port, with the page's token for a path.
    struct Running {
        let server: TestServer
        let port: Int

        func token(for path: String) async throws -> String {
            try await meta("vk-token", of: path)
        }

        /// A `<meta>` value of the page at `path`.
        func meta(_ name: String, of path: String) async throws -> String {
            let page = try await server.send(.GET, path).text
            let marker = #"<meta name="\#(name)" content=""#
            guard let start = page.range(of: marker)?.upperBound,
                let end = page[start...].firstIndex(of: "\"")
            else {
                throw SocketTestError.noConnection
            }
            return String(page[start..<end])
        }

        /// A socket from this server's own page, unless another `origin` (or none, `""`) is given.
        func connect(origin: String? = nil) async throws -> SocketClient {
            let origin = origin ?? "http://127.0.0.1:\(port)"
            return try await SocketClient.connect(
                port: port, origin: origin.isEmpty ? nil : origin, group: server.app.eventLoopGroup)
        }
    }

    static func withRunning(_ body: (Running) async throws -> Void) async throws {
        // A low event limit, so the flood test does not depend on how fast this machine sends.
        try await TestServer.with(
            .sqlite, seed: false,
            configure: {
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
                try await body(Running(server: server, port: port))
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
