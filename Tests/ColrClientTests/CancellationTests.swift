import ColrClient
import ColrClientTesting
import ColrModels
import Foundation
import Testing

/// Cancelling the calling task stops the request, the waits between attempts, and iteration.
@Suite("ColrClient cancellation")
struct CancellationTests {
    /// Waits until the stub has seen `count` requests.
    static func waitForRequests(_ stub: StubTransport, count: Int) async throws {
        for _ in 0..<500 where stub.requests.count < count { try await Task.sleep(for: .milliseconds(5)) }
        try #require(stub.requests.count >= count)
    }

    @Test func cancellingDuringBackoffStopsRetrying() async throws {
        let stub = StubTransport()
        stub.on(.get, Fixtures.redPath, reply: .status(503))
        // A real clock and a long backoff: only cancellation can end this quickly.
        let client = ColrClient(
            baseURL: StubTransport.baseURL, transport: stub,
            retryPolicy: ColrClient.RetryPolicy(maximumAttempts: 5, initialBackoff: .seconds(60)))
        let task = Task { () async throws(ColrClient.Error) -> ColorDetail in try await client.color("ff0000")
        }
        try await Self.waitForRequests(stub, count: 1)
        let started = ContinuousClock.now
        task.cancel()
        let error = try await #require(throws: ColrClient.Error.self) { try await task.value }
        #expect(error.kind == .cancelled && error.attempts == 1)
        #expect(ContinuousClock.now - started < .seconds(15))
        #expect(stub.requests.count == 1)
    }

    @Test func cancellingAHangingRequestEndsIt() async throws {
        let stub = StubTransport()
        stub.on(.get, Fixtures.redPath, reply: .hang)
        let client = ColrClient(baseURL: StubTransport.baseURL, transport: stub, timeout: .seconds(60))
        let task = Task { () async throws(ColrClient.Error) -> ColorDetail in try await client.color("ff0000")
        }
        try await Self.waitForRequests(stub, count: 1)
        task.cancel()
        let error = try await #require(throws: ColrClient.Error.self) { try await task.value }
        #expect(error.kind == .cancelled)
        #expect(stub.requests.count == 1)
    }

    @Test func anAlreadyCancelledTaskSendsNothing() async throws {
        let stub = StubTransport()
        stub.on(.get, Fixtures.redPath, reply: .json(Fixtures.red))
        let client = Fixtures.client(stub)
        let task = Task { () async throws(ColrClient.Error) -> ColorDetail in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.color("ff0000")
        }
        let error = try await #require(throws: ColrClient.Error.self) { try await task.value }
        #expect(error.kind == .cancelled && error.attempts == 0)
        #expect(stub.requests.isEmpty)
    }

    @Test func cancellingStopsPaging() async throws {
        let stub = StubTransport()
        let page = ColorList(
            colors: [ColorSummary(hex: "ff0000", tags: ["warm"], createdAt: Date(timeIntervalSince1970: 0))],
            nextCursor: "next")
        stub.on(.get, "/api/v1/tags/warm/colors", reply: .json(page), .hang)
        let client = Fixtures.client(stub, timeout: .seconds(60))
        let task = Task { () async throws(ColrClient.Error) -> Int in
            var count = 0
            for try await _ in client.colors(tagged: "warm") { count += 1 }
            return count
        }
        try await Self.waitForRequests(stub, count: 2)
        task.cancel()
        let error = try await #require(throws: ColrClient.Error.self) { try await task.value }
        #expect(error.kind == .cancelled)
    }
}
