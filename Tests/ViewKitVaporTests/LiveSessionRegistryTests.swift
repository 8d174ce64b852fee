import Foundation
import Synchronization
import Testing
import ViewKit
import ViewKitDemo

@testable import ViewKitVapor

@Suite("Live session registry")
struct LiveSessionRegistryTests {
    static func make() -> LiveSession { LiveSession(router: DemoRouter(), path: "/") }

    @Test func idleSessionsAreReclaimedAfterTheGracePeriod() async throws {
        let registry = LiveSessionRegistry(gracePeriod: 60, maximumSessions: 10)
        _ = try await registry.join("connected", client: "a", make: Self.make)
        let dropped = try await registry.join("dropped", client: "a", make: Self.make)
        await registry.detach("dropped")
        await registry.reap(now: Date().addingTimeInterval(30))
        #expect(await registry.count == 2)  // within the grace period nothing goes
        await registry.reap(now: Date().addingTimeInterval(61))
        #expect(await registry.count == 1)
        #expect(await registry.attach("connected") != nil)
        #expect(await registry.attach("dropped") == nil)
        // Reclaiming ends the session: its work is cancelled and it answers no more events.
        #expect(await dropped.isClosed)
        #expect(await dropped.handle(Event(.tap, target: "anything")).isEmpty)
    }

    @Test func joinsWithOneTokenAtOnceShareOneSession() async throws {
        let registry = LiveSessionRegistry(gracePeriod: 60, maximumSessions: 100)
        let made = ManagedCounter()
        let sessions = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let session = try await registry.join("same-token", client: "a") {
                        made.increment()
                        return Self.make()
                    }
                    return ObjectIdentifier(session)
                }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(sessions.count == 1)
        #expect(made.value == 1)
        #expect(await registry.count == 1)
    }

    @Test func theSessionCapEvictsAndClosesTheLongestIdleUnconnectedSession() async throws {
        let registry = LiveSessionRegistry(gracePeriod: 60, maximumSessions: 2)
        _ = try await registry.join("a", client: "1", make: Self.make)
        let b = try await registry.join("b", client: "2", make: Self.make)
        await registry.detach("b")
        _ = try await registry.join("c", client: "3", make: Self.make)
        #expect(await registry.count == 2)
        #expect(await registry.attach("b") == nil)
        #expect(await b.isClosed)
        // Everyone is connected: a new session is refused rather than cutting someone off.
        await #expect(throws: LiveSessionRegistry.Refusal.serverFull) {
            try await registry.join("d", client: "4", make: Self.make)
        }
    }

    @Test func oneClientCannotTakeEverySession() async throws {
        let registry = LiveSessionRegistry(gracePeriod: 60, maximumSessions: 100, maximumSessionsPerClient: 2)
        let first = try await registry.join("a1", client: "greedy", make: Self.make)
        _ = try await registry.join("a2", client: "greedy", make: Self.make)
        await #expect(throws: LiveSessionRegistry.Refusal.clientFull) {
            try await registry.join("a3", client: "greedy", make: Self.make)
        }
        // Another client is not affected.
        _ = try await registry.join("b1", client: "other", make: Self.make)
        // Once one of the greedy client's sessions is idle, it makes room for the next.
        await registry.detach("a1")
        _ = try await registry.join("a3", client: "greedy", make: Self.make)
        #expect(await first.isClosed)
        #expect(await registry.count(for: "greedy") == 2)
        #expect(await registry.count == 3)
    }

    @Test func stoppingClosesEverySession() async throws {
        let registry = LiveSessionRegistry(gracePeriod: 60, maximumSessions: 10)
        let one = try await registry.join("1", client: "a", make: Self.make)
        let two = try await registry.join("2", client: "b", make: Self.make)
        await registry.stop()
        #expect(await registry.count == 0)
        let closed = (await one.isClosed, await two.isClosed)
        #expect(closed == (true, true))
    }
}

/// A counter shared by concurrent tasks.
final class ManagedCounter: Sendable {
    private let count = Mutex(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}
