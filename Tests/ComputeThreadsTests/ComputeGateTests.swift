import ComputeThreads
import Foundation
import Synchronization
import Testing

@Suite("ComputeGate")
struct ComputeGateTests {
    /// The error a caller of these tests chooses for a full gate, and one its work throws.
    enum Refusal: Error, Equatable {
        case busy
        case failed
    }

    /// Runs `value` through `gate`, refusing with ``Refusal/busy``.
    func run(_ gate: ComputeGate, _ value: Int, then record: (@Sendable (Int) -> Void)? = nil)
        async throws(Refusal) -> Int
    {
        try await gate.run(orRefuseWith: Refusal.busy) { () throws(Refusal) -> Int in
            record?(value)
            return value
        }
    }

    /// Takes one of `gate`'s places with work that blocks its thread until `release` is
    /// signalled, and returns once that work runs (waiting off Swift's pool).
    func hold(_ gate: ComputeGate, until release: DispatchSemaphore) async -> Task<Int, any Error> {
        let started = DispatchSemaphore(value: 0)
        let holding = Task {
            try await gate.run(orRefuseWith: Refusal.busy) { () throws(Refusal) -> Int in
                started.signal()
                release.wait()
                return 1
            }
        }
        await DedicatedThread.run { started.wait() }
        return holding
    }

    @Test("Past its limit the gate refuses at once; a freed place takes work again")
    func busy() async throws {
        let gate = ComputeGate(limit: 1)
        let release = DispatchSemaphore(value: 0)
        let holding = await hold(gate, until: release)
        await #expect(throws: Refusal.busy) { try await run(gate, 2) }
        release.signal()
        #expect(try await holding.value == 1)
        #expect(try await run(gate, 3) == 3)
        await #expect(throws: Refusal.failed) {
            try await gate.run(orRefuseWith: Refusal.busy) { () throws(Refusal) -> Int in throw .failed }
        }
    }

    @Test("A limit below one still lets one piece of work run")
    func limitAtLeastOne() async throws {
        #expect(try await run(ComputeGate(limit: 0), 7) == 7)
    }

    @Test("Callers past the limit wait in order up to the queue's length; the next is refused")
    func queued() async throws {
        let gate = ComputeGate(limit: 1, queue: 2)
        let release = DispatchSemaphore(value: 0)
        let holding = await hold(gate, until: release)
        let order = Mutex<[Int]>([])
        let record: @Sendable (Int) -> Void = { value in order.withLock { $0.append(value) } }
        let second = Task { try await run(gate, 2, then: record) }
        while await gate.waitingCount < 1 { try await Task.sleep(for: .milliseconds(5)) }
        let third = Task { try await run(gate, 3, then: record) }
        while await gate.waitingCount < 2 { try await Task.sleep(for: .milliseconds(5)) }
        await #expect(throws: Refusal.busy) { try await run(gate, 4) }
        release.signal()
        #expect(try await holding.value == 1)
        #expect(try await (second.value, third.value) == (2, 3))
        #expect(order.withLock { $0 } == [2, 3])
        #expect(await gate.waitingCount == 0)
        #expect(try await run(gate, 5) == 5)
    }
}
