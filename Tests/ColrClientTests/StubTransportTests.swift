import ColrClient
import ColrClientTesting
import ColrModels
import Foundation
import Testing

/// The testing product itself: routes, queue, fallback, recording, the immediate clock.
@Suite("StubTransport")
struct StubTransportTests {
    static func request(_ method: ColrRequest.Method, _ path: String) -> ColrRequest {
        ColrRequest(method: method, url: URL(string: "http://colr.stub" + path)!)
    }

    @Test func routesReplyInOrderAndRepeatTheLast() async throws {
        let stub = StubTransport()
        stub.on(.get, "/a", reply: .empty(201), .empty(202))
        var statuses: [Int] = []
        for _ in 0..<4 { statuses.append(try await stub.send(Self.request(.get, "/a")).status) }
        #expect(statuses == [201, 202, 202, 202])
        #expect(stub.requests(.get, "/a").count == 4)
        #expect(stub.requests(.post, "/a").isEmpty)
    }

    @Test func unmatchedRequestsTakeTheQueueThenTheFallback() async throws {
        let stub = StubTransport(fallback: .empty(410))
        stub.enqueue(.empty(200), .empty(201))
        var statuses: [Int] = []
        for path in ["/x", "/y", "/z"] {
            statuses.append(try await stub.send(Self.request(.delete, path)).status)
        }
        #expect(statuses == [200, 201, 410])
        stub.fallback = .empty(299)
        #expect(try await stub.send(Self.request(.get, "/q")).status == 299)
        #expect(stub.requests.map(\.path) == ["/x", "/y", "/z", "/q"])
        stub.clearRequests()
        #expect(stub.requests.isEmpty)
    }

    @Test func failuresAreThrown() async throws {
        let stub = StubTransport()
        stub.on(.get, "/t", reply: .timeout)
        await #expect(throws: URLError.self) { try await stub.send(Self.request(.get, "/t")) }
        stub.on(.get, "/e", reply: .failure(CocoaError(.fileNoSuchFile)))
        await #expect(throws: CocoaError.self) { try await stub.send(Self.request(.get, "/e")) }
    }

    @Test func jsonRepliesUseTheServersDateFormat() async throws {
        let stub = StubTransport()
        let summary = ColorSummary(hex: "ff0000", tags: [], createdAt: Date(timeIntervalSince1970: 86_400))
        stub.on(.get, "/j", reply: .json(summary))
        let response = try await stub.send(Self.request(.get, "/j"))
        #expect(String(decoding: response.body, as: UTF8.self).contains("1970-01-02T00:00:00Z"))
        #expect(response.header("content-type") == "application/json")
    }

    @Test func theImmediateClockRecordsAndHonorsCancellation() async throws {
        let clock = ImmediateClock()
        try await clock.sleep(for: .seconds(3))
        try await clock.sleep(for: .milliseconds(5))
        #expect(clock.sleeps == [.seconds(3), .milliseconds(5)])
        #expect(clock.now.offset == .milliseconds(3005))
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
