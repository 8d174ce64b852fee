import ColrModels
import Synchronization
import Testing

@testable import ColrDomain

@Suite("Write rate limiter")
struct WriteRateLimiterTests {
    /// A clock the test moves by hand.
    final class ManualClock: Sendable {
        let seconds = Mutex<Double>(1_000)
        func advance(_ delta: Double) { seconds.withLock { $0 += delta } }
        var now: Double { seconds.withLock { $0 } }
    }

    /// Counts what the limiter reports.
    final class Tally: Sendable {
        private let value = Mutex<Int>(0)
        func add() { value.withLock { $0 += 1 } }
        var count: Int { value.withLock { $0 } }
    }

    @Test func burstThenSustainedRate() throws {
        let clock = ManualClock()
        let limiter = WriteRateLimiter(perMinute: 60, burst: 3, now: { clock.now })
        for _ in 0..<3 { try limiter.acquire(for: "a") }
        #expect(throws: ColrError.rateLimited(retryAfterSeconds: 1)) { try limiter.acquire(for: "a") }
        // Another address has its own bucket.
        try limiter.acquire(for: "b")
        clock.advance(1)
        try limiter.acquire(for: "a")
        #expect(throws: ColrError.self) { try limiter.acquire(for: "a") }
    }

    @Test func refusalsAreReported() throws {
        let clock = ManualClock()
        let refusals = Tally()
        let limiter = WriteRateLimiter(
            perMinute: 60, burst: 2, now: { clock.now }, onRefusal: { refusals.add() })
        try limiter.acquire(for: "a", cost: 2)
        #expect(refusals.count == 0)
        #expect(throws: ColrError.self) { try limiter.acquire(for: "a") }
        #expect(throws: ColrError.self) { try limiter.acquire(for: "a") }
        #expect(refusals.count == 2)
    }

    @Test func retryAfterReflectsTheRate() {
        let clock = ManualClock()
        let limiter = WriteRateLimiter(perMinute: 2, burst: 1, now: { clock.now })
        #expect(throws: Never.self) { try limiter.acquire(for: "x") }
        #expect(throws: ColrError.rateLimited(retryAfterSeconds: 30)) { try limiter.acquire(for: "x") }
        clock.advance(29)
        #expect(throws: ColrError.rateLimited(retryAfterSeconds: 1)) { try limiter.acquire(for: "x") }
    }

    /// Past 10,000 addresses the table forgets every bucket that has refilled, and only those:
    /// an address still limited stays limited.
    @Test func aFullTableForgetsRefilledClientsOnly() throws {
        let clock = ManualClock()
        let limiter = WriteRateLimiter(perMinute: 60, burst: 1, now: { clock.now })
        for index in 0..<10_000 { try limiter.acquire(for: "client-\(index)") }
        #expect(limiter.trackedClients == 10_000)
        // A second later every one of them has refilled; the 10,001st address tips the table over.
        clock.advance(1)
        try limiter.acquire(for: "busy")
        #expect(limiter.trackedClients == 1)
        // Its bucket, just emptied, was kept: forgetting it would have let it write again at once.
        #expect(throws: ColrError.rateLimited(retryAfterSeconds: 1)) { try limiter.acquire(for: "busy") }
        // A forgotten address comes back with a full bucket.
        try limiter.acquire(for: "client-0")
        #expect(limiter.trackedClients == 2)
    }
}
