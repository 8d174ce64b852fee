import ColrClient
import ColrClientTesting
import ColrModels
import Foundation
import Testing

/// Which requests are sent again, how often, and after how long.
@Suite("ColrClient retries")
struct RetryTests {
    @Test(arguments: [502, 503, 504])
    func idempotentReadsRetryGatewayAndUnavailableErrors(status: Int) async throws {
        let stub = StubTransport()
        let clock = ImmediateClock()
        stub.on(.get, Fixtures.redPath, reply: .status(status), .status(status), .json(Fixtures.red))
        let detail = try await Fixtures.client(stub, clock: clock).color("ff0000")
        #expect(detail == Fixtures.red)
        #expect(stub.requests.count == 3)
        let sleeps = clock.sleeps
        try #require(sleeps.count == 2)
        // Jittered exponential backoff: 50–100 % of 200 ms, then of 400 ms.
        #expect(sleeps[0] >= .milliseconds(100) && sleeps[0] <= .milliseconds(200))
        #expect(sleeps[1] >= .milliseconds(200) && sleeps[1] <= .milliseconds(400))
    }

    @Test func givingUpReportsTheLastErrorAndTheAttempts() async throws {
        let stub = StubTransport()
        stub.on(.get, Fixtures.redPath, reply: .status(503, reason: "the color store is unavailable"))
        let error = try await #require(throws: ColrClient.Error.self) {
            try await Fixtures.client(stub).color("ff0000")
        }
        #expect(error.kind == .server && error.status == 503 && error.attempts == 3)
        #expect(stub.requests.count == 3)
        #expect(error.description.contains("try again later"))
    }

    @Test func aServerBugIsNotRetried() async throws {
        let stub = StubTransport()
        stub.on(.get, Fixtures.redPath, reply: .status(500))
        _ = await #expect(throws: ColrClient.Error.self) { try await Fixtures.client(stub).color("ff0000") }
        #expect(stub.requests.count == 1)
    }

    @Test func postsAreNeverRetried() async throws {
        let stub = StubTransport()
        let clock = ImmediateClock()
        stub.on(.post, "/api/v1/colors/ff0000/tags", reply: .status(503))
        stub.on(.post, "/api/v1/schemes", reply: .connectionLost)
        stub.on(.post, "/js/color/ff0000/addtag/", reply: .timeout)
        let client = Fixtures.client(stub, clock: clock, attempts: 5)
        let tags = try await #require(throws: ColrClient.Error.self) {
            try await client.addTag("x", to: "ff0000")
        }
        #expect(tags.kind == .server && tags.attempts == 1)
        let scheme = try await #require(throws: ColrClient.Error.self) {
            try await client.createScheme(SchemeBody(colors: ["ff0000"]))
        }
        #expect(scheme.kind == .transport && scheme.attempts == 1)
        let legacy = try await #require(throws: ColrClient.Error.self) {
            try await Fixtures.client(stub, mode: .legacy, clock: clock, attempts: 5).addTag(
                "x", to: "ff0000")
        }
        #expect(legacy.kind == .timeout && legacy.attempts == 1)
        #expect(stub.requests.count == 3)
        #expect(stub.requests.allSatisfy { $0.method == .post })
        #expect(clock.sleeps.isEmpty)
    }

    @Test func putsAndDeletesAreRetried() async throws {
        let stub = StubTransport()
        let body = SchemeBody(
            id: 4, name: "x", colors: ["ff0000"], tags: [], createdAt: Date(timeIntervalSince1970: 0))
        stub.on(.put, "/api/v1/schemes/4", reply: .connectionRefused, .json(body))
        stub.on(.delete, "/api/v1/schemes/4", reply: .status(502), .status(504), .empty(204))
        let client = Fixtures.client(stub)
        #expect(try await client.updateScheme(id: 4, to: body, editToken: "t") == body)
        try await client.deleteScheme(id: 4, editToken: "t")
        #expect(stub.requests(.put, "/api/v1/schemes/4").count == 2)
        #expect(stub.requests(.delete, "/api/v1/schemes/4").count == 3)
    }

    @Test func patchesAreNeverRetriedAndCarryTheirRevision() async throws {
        let stub = StubTransport()
        stub.on(.patch, "/api/v1/schemes/4", reply: .connectionRefused)
        let client = Fixtures.client(stub)
        let failed = await #expect(throws: ColrClient.Error.self) {
            try await client.editScheme(id: 4, [.remove(entry: 2)], base: 7, editToken: "t")
        }
        #expect(failed?.kind == .transport && failed?.attempts == 1)
        let sent = try #require(stub.requests(.patch, "/api/v1/schemes/4").first)
        #expect(stub.requests(.patch, "/api/v1/schemes/4").count == 1)
        #expect(sent.headers["If-Match"] == "\"7\"" && sent.headers["Authorization"] == "Bearer t")
        #expect(
            try JSONDecoder().decode(SchemeEditBody.self, from: try #require(sent.body)).operations == [
                .remove(entry: 2)
            ])
    }

    @Test func rateLimitedReadsWaitExactlyTheRetryAfter() async throws {
        let stub = StubTransport()
        let clock = ImmediateClock()
        stub.on(
            .get, "/api/v1/health", reply: .rateLimited(retryAfter: 2),
            .json(HealthStatus(status: "ok", database: "sqlite")))
        let status = try await Fixtures.client(stub, clock: clock).health()
        #expect(status.status == "ok")
        #expect(clock.sleeps == [.seconds(2)])
    }

    @Test func aRetryAfterBeyondTheCapIsNotWaitedOut() async throws {
        let stub = StubTransport()
        let clock = ImmediateClock()
        stub.on(.get, "/api/v1/health", reply: .rateLimited(retryAfter: 3600))
        let error = try await #require(throws: ColrClient.Error.self) {
            try await Fixtures.client(stub, clock: clock).health()
        }
        #expect(error.kind == .rateLimited(retryAfter: .seconds(3600)))
        #expect(error.attempts == 1 && clock.sleeps.isEmpty)
    }

    @Test func unavailableHonorsTheServersRetryAfter() async throws {
        let stub = StubTransport()
        let clock = ImmediateClock()
        stub.on(
            .get, "/api/v1/health", reply: .status(503, headers: ["Retry-After": "5"]),
            .json(HealthStatus(status: "ok", database: "postgres")))
        _ = try await Fixtures.client(stub, clock: clock).health()
        #expect(clock.sleeps == [.seconds(5)])
    }

    @Test func neverMeansOneAttempt() async throws {
        let stub = StubTransport()
        stub.on(.get, Fixtures.redPath, reply: .status(503))
        let client = ColrClient(baseURL: StubTransport.baseURL, transport: stub, retryPolicy: .never)
        let error = try await #require(throws: ColrClient.Error.self) { try await client.color("ff0000") }
        #expect(error.attempts == 1 && stub.requests.count == 1)
    }

    @Test func backoffGrowsAndIsCapped() {
        let policy = ColrClient.RetryPolicy(initialBackoff: .milliseconds(100), maximumBackoff: .seconds(1))
        for _ in 0..<50 {
            let third = policy.backoff(afterAttempt: 3)
            #expect(third >= .milliseconds(200) && third <= .milliseconds(400))
            let tenth = policy.backoff(afterAttempt: 10)
            #expect(tenth >= .milliseconds(500) && tenth <= .seconds(1))
        }
        let waits = Set((0..<20).map { _ in policy.backoff(afterAttempt: 1) })
        #expect(waits.count > 1, "backoff is jittered")
    }
}
