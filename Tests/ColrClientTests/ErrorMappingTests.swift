import ColrClient
import ColrClientTesting
import ColrModels
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What each failure a server or network can produce becomes, through a stub transport.
@Suite("ColrClient error mapping")
struct ErrorMappingTests {
    @Test(arguments: [
        (400, ColrClient.Error.Kind.invalidRequest, "invalid_color"),
        (404, .notFound, "not_found"),
        (413, .payloadTooLarge, "payload_too_large"),
        (415, .invalidRequest, "unsupported_media_type"),
        (500, .server, "internal_error"),
    ])
    func statusesBecomeKindsWithTheServersReason(status: Int, kind: ColrClient.Error.Kind, code: String)
        async throws
    {
        let stub = StubTransport()
        stub.on(.get, Fixtures.redPath, reply: .status(status, reason: "because \(status)", code: code))
        let error = try await #require(throws: ColrClient.Error.self) {
            try await Fixtures.client(stub).color("ff0000")
        }
        #expect(error.kind == kind)
        #expect(error.status == status && error.code == code && error.reason == "because \(status)")
        #expect(error.attempts == 1 && stub.requests.count == 1)
        #expect(error.description.contains("because \(status)"))
        #expect(error.description.contains("HTTP \(status)"))
    }

    @Test func rateLimitedCarriesRetryAfter() async throws {
        let stub = StubTransport()
        stub.on(
            .post, "/api/v1/colors/ff0000/tags",
            reply: .rateLimited(retryAfter: 7, reason: "too many writes; try again in 7 s"))
        let error = try await #require(throws: ColrClient.Error.self) {
            try await Fixtures.client(stub).addTag("warm", to: "ff0000")
        }
        #expect(error.kind == .rateLimited(retryAfter: .seconds(7)))
        #expect(error.status == 429 && error.code == "rate_limited")
        #expect(error.description.contains("try again in 7 s"))
    }

    @Test func retryAfterMayBeAnHTTPDate() async throws {
        let stub = StubTransport()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let date = formatter.string(from: Date().addingTimeInterval(120))
        stub.on(.post, "/api/v1/schemes", reply: .status(429, headers: ["Retry-After": date]))
        let error = try await #require(throws: ColrClient.Error.self) {
            try await Fixtures.client(stub).createScheme(SchemeBody(colors: ["ff0000"]))
        }
        guard case .rateLimited(let wait?) = error.kind else {
            Issue.record("expected a wait, got \(error.kind)")
            return
        }
        #expect(wait > .seconds(100) && wait <= .seconds(121))
    }

    @Test func garbageBodiesAreDecodingErrorsWithAnExcerpt() async throws {
        let stub = StubTransport()
        stub.on(.get, Fixtures.redPath, reply: .garbage(status: 200, body: "<html>captive portal</html>"))
        stub.on(.get, "/api/v1/health", reply: .json(["status": 1]))
        stub.on(.get, "/json/color/ff0000", reply: .garbage(body: ""))
        let client = Fixtures.client(stub)
        let html = try await #require(throws: ColrClient.Error.self) { try await client.color("ff0000") }
        #expect(html.kind == .decoding && html.status == 200 && html.underlying is DecodingError)
        #expect(html.reason.contains("<html>captive portal</html>"))
        #expect(html.attempts == 1, "a body that does not decode is not retried")
        let shape = try await #require(throws: ColrClient.Error.self) { try await client.health() }
        #expect(shape.kind == .decoding && shape.reason.contains("HealthStatus"))
        let empty = try await #require(throws: ColrClient.Error.self) {
            try await Fixtures.client(stub, mode: .legacy).color("ff0000")
        }
        #expect(empty.kind == .decoding && empty.reason.contains("the body is empty"))
    }

    @Test func anErrorStatusWithoutAColrBodyStillSaysWhatCame() async throws {
        let stub = StubTransport()
        stub.on(.get, Fixtures.redPath, reply: .garbage(status: 418, body: "I'm a teapot"))
        let error = try await #require(throws: ColrClient.Error.self) {
            try await Fixtures.client(stub).color("ff0000")
        }
        #expect(error.kind == .invalidRequest && error.status == 418 && error.code == nil)
        #expect(
            error.reason.contains("HTTP 418 without a Colr error body") && error.reason.contains("teapot"))
    }

    @Test func legacyRefusalsUseTheirMessages() async throws {
        let stub = StubTransport()
        stub.on(
            .post, "/js/color/ff0000/addtag/",
            reply: .legacy(LegacyEnvelope(success: false, messages: ["tag refused", "really"])))
        let error = try await #require(throws: ColrClient.Error.self) {
            try await Fixtures.client(stub, mode: .legacy).addTag("x", to: "ff0000")
        }
        #expect(error.kind == .invalidRequest && error.status == 200 && error.reason == "tag refused; really")
    }

    @Test func transportFailuresKeepTheUnderlyingError() async throws {
        let stub = StubTransport()
        stub.on(.get, Fixtures.redPath, reply: .connectionLost)
        stub.on(.get, "/api/v1/health", reply: .timeout)
        let client = Fixtures.client(stub, attempts: 1)
        let lost = try await #require(throws: ColrClient.Error.self) { try await client.color("ff0000") }
        #expect(lost.kind == .transport && (lost.underlying as? URLError)?.code == .networkConnectionLost)
        #expect(lost.reason == "the connection was lost")
        let timedOut = try await #require(throws: ColrClient.Error.self) { try await client.health() }
        #expect(timedOut.kind == .timeout && (timedOut.underlying as? URLError)?.code == .timedOut)
    }

    @Test func aSlowReplyTimesOutAtTheClientsTimeout() async throws {
        let stub = StubTransport()
        stub.on(.get, Fixtures.redPath, reply: .delayed(.seconds(120), .json(Fixtures.red)))
        let started = ContinuousClock.now
        let error = try await #require(throws: ColrClient.Error.self) {
            try await Fixtures.client(stub, attempts: 1, timeout: .milliseconds(50)).color("ff0000")
        }
        #expect(error.kind == .timeout && error.reason == "no response within 50 ms")
        // Far short of the reply's 120 s, with room for a suite starved on one core (18 s seen).
        #expect(ContinuousClock.now - started < .seconds(60))
    }

    @Test func aReplyInsideTheTimeoutArrives() async throws {
        let stub = StubTransport()
        stub.on(.get, Fixtures.redPath, reply: .delayed(.milliseconds(20), .json(Fixtures.red)))
        let detail = try await Fixtures.client(stub, timeout: .seconds(5)).color("ff0000")
        #expect(detail == Fixtures.red)
    }

    @Test func aBadBaseURLIsRefusedBeforeSending() async throws {
        let client = ColrClient(baseURL: URL(string: "relative/path")!, transport: StubTransport())
        let error = try await #require(throws: ColrClient.Error.self) { try await client.health() }
        #expect(
            error.kind == .invalidRequest && error.attempts == 0 && error.reason.contains("http://host:port"))
    }
}
