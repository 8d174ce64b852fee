import ColrTestKit
import Testing
import Vapor

@testable import ColrServer

@Suite("Metrics endpoint")
struct MetricsRoutesTests {
    static let token = "a-scraper-token-0123456789"

    /// The value of the first sample of `name` carrying every one of `labels`, from a scrape.
    static func sample(_ exposition: String, _ name: String, _ labels: [String: String] = [:]) -> Double? {
        for line in exposition.split(separator: "\n")
        where line.hasPrefix(name + "{") || line.hasPrefix(name + " ") {
            guard labels.allSatisfy({ line.contains("\($0.key)=\"\($0.value)\"") }),
                let value = line.split(separator: " ").last
            else { continue }
            return Double(value)
        }
        return nil
    }

    static func scrape(_ server: TestServer) async throws -> String {
        let response = try await server.send(.GET, "/metrics", token: token)
        #expect(response.status == .ok)
        #expect(response.headers.first(name: .contentType)?.hasPrefix("text/plain; version=0.0.4") == true)
        return response.body.string
    }

    @Test func withoutATokenThereIsNoEndpoint() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let bare = try await server.send(.GET, "/metrics")
            let withToken = try await server.send(.GET, "/metrics", token: Self.token)
            #expect(bare.status == .notFound)
            #expect(withToken.status == .notFound)
        }
    }

    @Test func aScraperWithoutTheTokenIsRefused() async throws {
        try await TestServer.with(.sqlite, seed: false, configure: { $0.metricsToken = Self.token }) {
            server in
            let bare = try await server.send(.GET, "/metrics")
            #expect(bare.status == .unauthorized)
            #expect(bare.headers.first(name: .wwwAuthenticate)?.hasPrefix("Bearer") == true)
            #expect(
                try await server.send(.GET, "/metrics", token: "not-the-token-at-all").status == .unauthorized
            )
        }
    }

    @Test func requestsAreCountedByRoutePatternNotPath() async throws {
        try await TestServer.with(.sqlite, seed: false, configure: { $0.metricsToken = Self.token }) {
            server in
            #expect(try await server.send(.GET, "/api/v1/colors/ff00ff").status == .ok)
            #expect(try await server.send(.GET, "/api/v1/colors/00ff00").status == .ok)
            #expect(try await server.send(.GET, "/api/v1/colors/not-a-color").status == .badRequest)
            let text = try await Self.scrape(server)
            let route = "/api/v1/colors/:color"
            let ok = ["method": "GET", "route": route, "status": "200"]
            #expect(Self.sample(text, "colr_http_requests_total", ok) == 2)
            #expect(
                Self.sample(text, "colr_http_requests_total", ["route": route, "status": "400"]) == 1)
            #expect(Self.sample(text, "colr_http_request_duration_seconds_count", ["route": route]) == 3)
            // The raw paths never become labels.
            #expect(!text.contains("ff00ff"))
            #expect(!text.contains("not-a-color"))
        }
    }

    @Test func unknownRoutesShareOneLabel() {
        #expect(MetricsMiddleware.routeLabel(nil) == MetricsMiddleware.unmatchedRoute)
        #expect(MetricsMiddleware.methodLabel(.GET) == "GET")
        #expect(MetricsMiddleware.methodLabel(.RAW(value: "BREW")) == "OTHER")
    }

    @Test func refusalsPoolWaitsFeedLagAndSessionsAreReported() async throws {
        try await TestServer.with(
            .sqlite, seed: false,
            configure: {
                $0.metricsToken = Self.token
                $0.writeBurst = 1
                $0.writesPerMinute = 1
            }
        ) { server in
            let before = try await Self.scrape(server)
            #expect(Self.sample(before, "colr_rate_limit_refusals_total") == 0)
            #expect(Self.sample(before, "viewkit_sessions") == 0)
            let body = #"{"tags":["warm"]}"#
            #expect(try await server.send(.POST, "/api/v1/colors/ff00ff/tags", json: body).status == .ok)
            #expect(
                try await server.send(.POST, "/api/v1/colors/ff00ff/tags", json: body).status
                    == .tooManyRequests)
            let after = try await Self.scrape(server)
            #expect(Self.sample(after, "colr_rate_limit_refusals_total", ["limiter": "writes"]) == 1)
            // The write and the reads took connections from the pool; the write announced its change.
            #expect((Self.sample(after, "colr_db_pool_wait_seconds_count") ?? 0) >= 1)
            #expect(Self.sample(after, "colr_change_feed_lag_seconds_count", ["kind": "color"]) == 1)
            #expect(
                Self.sample(after, "viewkit_socket_events_total", ["kind": "event", "outcome": "handled"])
                    == 0)
        }
    }

    @Test func applicationsKeepTheirOwnNumbers() async throws {
        try await TestServer.with(.sqlite, seed: false, configure: { $0.metricsToken = Self.token }) {
            first in
            try await TestServer.with(.sqlite, seed: false, configure: { $0.metricsToken = Self.token }) {
                second in
                let read = try await first.send(.GET, "/api/v1/colors/ff00ff")
                #expect(read.status == .ok)
                let ok = ["route": "/api/v1/colors/:color", "status": "200"]
                let (firstScrape, secondScrape) = (
                    try await Self.scrape(first), try await Self.scrape(second)
                )
                #expect(Self.sample(firstScrape, "colr_http_requests_total", ok) == 1)
                #expect(Self.sample(secondScrape, "colr_http_requests_total", ok) == nil)
            }
        }
    }
}
