import ColrClient
import ColrClientTesting
import ColrTestKit
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Failures that only exist on a real socket: stalls, refused connections, the server's own
/// rate limiter and body limit.
@Suite("ColrClient over a failing wire")
struct WireFailureTests {
    @Test func aStalledServerTimesOutEachAttempt() async throws {
        let listener = try HeldLoopbackPort(listening: true)
        let clock = ImmediateClock()
        let client = ColrClient(
            baseURL: listener.url, timeout: .milliseconds(300), retryPolicy: .immediate(clock: clock))
        let started = ContinuousClock.now
        let error = try await #require(throws: ColrClient.Error.self) { try await client.color("ff0000") }
        let elapsed = ContinuousClock.now - started
        #expect(error.kind == .timeout)
        #expect(error.attempts == 3)
        #expect(clock.sleeps.count == 2)
        // Generous because a loaded machine runs the whole suite at once; without the timeout
        // this call never returns at all.
        #expect(elapsed < .seconds(45), "three 300 ms attempts took \(elapsed)")
        #expect(error.description.contains("GET http://127.0.0.1:\(listener.port)/api/v1/colors/ff0000"))
    }

    @Test func aStalledServerTimesOutAPostOnceAndNeverRetriesIt() async throws {
        let listener = try HeldLoopbackPort(listening: true)
        let clock = ImmediateClock()
        let client = ColrClient(
            baseURL: listener.url, timeout: .milliseconds(200), retryPolicy: .immediate(clock: clock))
        let error = try await #require(throws: ColrClient.Error.self) {
            try await client.addTag("warm", to: "ff0000")
        }
        #expect(error.kind == .timeout && error.attempts == 1 && clock.sleeps.isEmpty)
    }

    @Test func aRefusedConnectionIsATransportError() async throws {
        let port = try freeLoopbackPort()
        let clock = ImmediateClock()
        let client = ColrClient(
            baseURL: URL(string: "http://127.0.0.1:\(port)")!,
            retryPolicy: .immediate(maximumAttempts: 2, clock: clock))
        let error = try await #require(throws: ColrClient.Error.self) { try await client.health() }
        #expect(error.kind == .transport)
        #expect(error.attempts == 2 && clock.sleeps.count == 1)
        #expect(error.underlying is URLError)
        #expect(error.status == nil)
        #expect(error.description.contains("could not reach the server"))
    }

    @Test func theServersRateLimitArrivesWithItsRetryAfter() async throws {
        try await TestServer.listening(configure: {
            // One write a minute after the burst: a slow machine cannot refill the bucket
            // between the writes below.
            $0.writeBurst = 2
            $0.writesPerMinute = 1
        }) { server in
            let clock = ImmediateClock()
            let client = server.client(retryPolicy: .immediate(clock: clock))
            _ = try await client.addTag("a", to: "ff0000")
            _ = try await client.addTag("b", to: "ff0000")
            let post = try await #require(throws: ColrClient.Error.self) {
                try await client.addTag("c", to: "ff0000")
            }
            guard case .rateLimited(let wait) = post.kind else {
                Issue.record("expected rateLimited, got \(post.kind)")
                return
            }
            let told = try #require(wait)
            #expect(told >= .seconds(1) && told <= .seconds(60))
            #expect(post.status == 429 && post.code == "rate_limited" && post.attempts == 1)

            // A DELETE is idempotent, but a wait longer than the policy's cap is not waited out.
            let impatient = server.client(
                retryPolicy: ColrClient.RetryPolicy(maximumRetryAfter: .milliseconds(500), clock: clock))
            let delete = try await #require(throws: ColrClient.Error.self) {
                try await impatient.removeTag("a", from: "ff0000")
            }
            #expect(delete.attempts == 1 && clock.sleeps.isEmpty)
            #expect(delete.description.contains("try again in"))

            // A patient policy waits as told, then tries again (and is refused again here, since
            // the immediate clock does not really let the bucket refill).
            let patient = server.client(
                retryPolicy: ColrClient.RetryPolicy(
                    maximumAttempts: 2, maximumRetryAfter: .seconds(120), clock: clock))
            let retried = try await #require(throws: ColrClient.Error.self) {
                try await patient.removeTag("a", from: "ff0000")
            }
            #expect(retried.attempts == 2)
            // It slept once, for what the server's Retry-After said; the bucket refills in real
            // time, so that is at most the earlier wait, never more.
            #expect(clock.sleeps.count == 1)
            let longest = try #require(wait)
            #expect(clock.sleeps.allSatisfy { $0 >= .seconds(1) && $0 <= longest })
        }
    }

    @Test func anOversizedBodyIsPayloadTooLarge() async throws {
        try await TestServer.listening { server in
            let error = try await #require(throws: ColrClient.Error.self) {
                try await server.client().addTags([String(repeating: "z", count: 100_000)], to: "ff0000")
            }
            #expect(error.kind == .payloadTooLarge && error.status == 413)
            #expect(error.description.contains("too large") || error.description.contains("larger than"))
        }
    }
}
