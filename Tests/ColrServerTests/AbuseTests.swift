import ColrModels
import ColrTestKit
import Foundation
import Testing
import Vapor

@Suite("Bad input, limits and concurrency")
struct AbuseTests {
    @Test(
        "Oversized bodies are 413; malformed or mistyped bodies are 400 or 415", arguments: [Backend.sqlite])
    func bodies(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let huge = #"{"tags":[""# + String(repeating: "a", count: 100_000) + #""]}"#
            let large = try await server.sendOverNetwork(
                .POST, "/api/v1/colors/fff/tags", headers: ["Content-Type": "application/json"], body: huge)
            #expect(large.status == .payloadTooLarge)
            #expect(try large.decode(ErrorBody.self).error == "payload_too_large")
            let legacyHuge = try await server.sendOverNetwork(
                .POST, "/js/color/ffffff/addtag/",
                headers: ["Content-Type": "application/x-www-form-urlencoded"],
                body: "tags=" + String(repeating: "b", count: 40_000))
            #expect(legacyHuge.status == .payloadTooLarge)
            #expect(
                try await server.send(.POST, "/api/v1/colors/fff/tags", json: #"{"tags":"warm"}"#).status
                    == .badRequest)
            #expect(
                try await server.send(.POST, "/api/v1/colors/fff/tags", json: #"{"tags":[]}"#).status
                    == .badRequest)
            #expect(
                try await server.send(.POST, "/api/v1/colors/fff/tags", json: "\u{0}\u{1}garbage").status
                    == .badRequest)
            let plain = try await server.send(
                .POST, "/api/v1/colors/fff/tags", headers: ["Content-Type": "text/plain"], body: "warm")
            #expect(plain.status == .unsupportedMediaType)
            // Nothing above wrote anything.
            #expect(
                try await server.send(.GET, "/json/color/ffffff").decode(LegacyEnvelope.self).colors.first?.id
                    == -1)
        }
    }

    @Test("Hostile tags are cleaned or refused, and markup stays data", arguments: [Backend.sqlite])
    func hostileTags(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let body =
                #"{"tags":["<img src=x onerror=alert(1)>","zero\u200bwidth","\u202Eevil","NULL\u0000byte"]}"#
            let detail = try await server.send(.POST, "/api/v1/colors/abc/tags", json: body).decode(
                ColorDetail.self)
            #expect(
                detail.tags.map(\.name) == ["<img src=x onerror=alert(1)>", "zerowidth", "evil", "nullbyte"])
            let sql = try await server.send(
                .POST, "/api/v1/colors/abc/tags", json: #"{"tags":["x'); DROP TABLE tags; --"]}"#)
            #expect(sql.status == .ok)
            #expect(
                try await server.send(.GET, "/api/v1/colors/abc").decode(ColorDetail.self).tags.count == 5)
        }
    }

    @Test("No user mistake ever gets a 500", arguments: [Backend.sqlite])
    func noServerErrors(_ backend: Backend) async throws {
        try await TestServer.with(backend) { server in
            let paths = [
                "/json/color/", "/json/color/%00", "/json/colors/random/-5",
                "/json/colors/random/99999999999999999999",
                "/json/tag/%20", "/json/tags/,,,", "/json/scheme/-1", "/json/schemes/random/x",
                "/api/v1/colors/%FF%FE", "/api/v1/colors/" + String(repeating: "f", count: 5000),
                "/api/v1/colors/random?count=abc", "/api/v1/tags/%01/colors", "/api/v1/search?q=%00",
                "/api/v1/schemes/99999999999999999999", "/api/v1/schemes/random?sizeLimit=-1", "/nope",
                "/api/v1/colors",
            ]
            for path in paths {
                let response = try await server.send(.GET, path)
                #expect(response.status.code < 500, "\(path) → \(response.status)")
            }
            for (method, path) in [
                (HTTPMethod.DELETE, "/api/v1/colors/fff/tags/%20"), (.PUT, "/api/v1/schemes/0"),
                (.PATCH, "/api/v1/health"),
            ] {
                let response = try await server.send(method, path, json: "{}")
                #expect(response.status.code < 500, "\(method) \(path) → \(response.status)")
            }
        }
    }

    @Test(
        "Behind a trusted proxy, each forwarded client has its own write limit; otherwise the header is ignored"
    )
    func forwardedClients() async throws {
        for trusted in [true, false] {
            try await TestServer.with(
                .sqlite, seed: false,
                configure: {
                    $0.writesPerMinute = 1; $0.writeBurst = 2
                    if trusted { $0.trustedProxies = ["127.0.0.1"] }
                }
            ) { server in
                func add(_ tag: String, from client: String) async throws -> HTTPStatus {
                    var headers = HTTPHeaders()
                    headers.contentType = .json
                    headers.add(name: .xForwardedFor, value: "198.51.100.9, \(client)")
                    return try await server.sendOverNetwork(
                        .POST, "/api/v1/colors/0a0a0a/tags", headers: headers, body: #"{"tags":["\#(tag)"]}"#
                    ).status
                }
                let first = [
                    try await add("one", from: "203.0.113.1"), try await add("two", from: "203.0.113.1"),
                    try await add("three", from: "203.0.113.1"),
                ]
                #expect(first == [.ok, .ok, .tooManyRequests])
                // Another person behind the same balancer is not charged for the first one's writes,
                // unless the balancer is not trusted, in which case everyone shares its address.
                let second = try await add("four", from: "203.0.113.2")
                #expect(second == (trusted ? .ok : .tooManyRequests), "trusted: \(trusted)")
            }
        }
    }

    @Test("Writes are rate-limited per client with Retry-After", arguments: Backend.allCases)
    func rateLimit(_ backend: Backend) async throws {
        try await TestServer.with(
            backend, seed: false,
            configure: {
                $0.writesPerMinute = 1; $0.writeBurst = 3
            }
        ) { server in
            for index in 0..<3 {
                #expect(try await server.postForm("/js/color/00000\(index)/addtag/", "tags=ok").status == .ok)
            }
            let limited = try await server.postForm("/js/color/000009/addtag/", "tags=ok")
            #expect(limited.status == .tooManyRequests)
            #expect(Int(limited.headers.first(name: "Retry-After") ?? "") ?? 0 >= 1)
            let v1 = try await server.send(.POST, "/api/v1/colors/000009/tags", json: #"{"tags":["ok"]}"#)
            #expect(v1.status == .tooManyRequests)
            #expect(try v1.decode(ErrorBody.self).error == "rate_limited")
            // Reads are never limited.
            #expect(try await server.send(.GET, "/json/color/000000").status == .ok)
        }
    }

    @Test("Concurrent adds of one tag never duplicate it or fail", arguments: Backend.allCases)
    func concurrentAdds(_ backend: Backend) async throws {
        // 36 tags in all: more than the default burst, which is not what this test is about.
        try await TestServer.with(backend, seed: false, configure: { $0.writeBurst = 100 }) { server in
            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for index in 0..<24 {
                    group.addTask {
                        let tags = index.isMultiple(of: 2) ? "same" : "same,other"
                        // When the whole test suite loads the machine, a write can wait longer for
                        // the database than the pool allows and get 503 (nothing written, try
                        // again), as a client under load would; it must not get anything else.
                        for _ in 0..<5 {
                            let status = try await server.postForm("/js/color/fedcba/addtag/", "tags=\(tags)")
                                .status
                            if status != .serviceUnavailable { return status }
                            try await Task.sleep(for: .milliseconds(200))
                        }
                        return .serviceUnavailable
                    }
                }
                return try await group.reduce(into: [HTTPStatus]()) { $0.append($1) }
            }
            #expect(statuses.allSatisfy { $0 == .ok }, "\(statuses)")
            let envelope = try await server.send(.GET, "/json/color/fedcba").decode(LegacyEnvelope.self)
            #expect(envelope.colors.first?.tags.map(\.name).sorted() == ["other", "same"])
            #expect(envelope.colorsHistory["fedcba"]?.map(\.addedCount) == [1, 1])
            #expect(
                try await server.send(.GET, "/api/v1/colors/latest?count=5").decode(ColorList.self).colors
                    .count == 1)
        }
    }
}
