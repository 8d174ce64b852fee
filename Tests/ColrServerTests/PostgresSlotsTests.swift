import ColrTestKit
import Testing

@Suite("Slots on the test PostgreSQL server")
struct PostgresSlotsTests {
    /// How many run at once now, and the most that ever did.
    actor Count {
        private(set) var now = 0
        private(set) var most = 0
        func enter() {
            now += 1
            most = max(most, now)
        }
        func leave() { now -= 1 }
    }

    @Test func noMoreThanTheLimitRunAtOnceAndEveryoneGetsATurn() async throws {
        let slots = PostgresSlots(limit: 2)
        let count = Count()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    try await slots.run {
                        await count.enter()
                        try await Task.sleep(for: .milliseconds(20))
                        await count.leave()
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(await count.most == 2)
        #expect(await slots.taken == 0)
    }

    @Test func aNestedServerRidesOnItsTestsSlot() async throws {
        let slots = PostgresSlots(limit: 1)
        // With one slot, waiting for a second inside the first would never end.
        let inner = try await slots.run { try await slots.run { await slots.taken } }
        #expect(inner == 1)
        // A failure gives the slot back.
        struct Failure: Error {}
        await #expect(throws: Failure.self) { try await slots.run { throw Failure() } }
        #expect(await slots.taken == 0)
    }
}
