import Foundation
import Testing

@testable import TestSupport

@Suite("OffPoolTrait", .offPool)
struct OffPoolTraitTests {
    @Test("Synchronous tests run on the compute lanes from their first line")
    func synchronousTestsToo() {
        #expect(onALane())
    }

    @Test("Tests run on the compute lanes, and child tasks with them")
    func runsOnTheLanes() async {
        #expect(onALane())
        await Task.yield()
        #expect(onALane(), "and again after a suspension")
        async let child = onALane()
        #expect(await child)
    }

    @Test("Expectations and #require record against the test as anywhere else")
    func expectationsWork() async throws {
        let value = try #require(Int("42"))
        await Task.yield()
        #expect(value == 42)
    }
}

@Suite("onOwnThread")
struct OnOwnThreadTests {
    @Test("The work runs outside any pool job, and its value or error comes back")
    func runsOutsideThePool() async throws {
        #expect(runningAJob(), "the test itself runs as a job on the pool")
        #expect(await onOwnThread { runningAJob() } == false)
        #expect(await onOwnThread { 6 * 7 } == 42)
        struct Refused: Error {}
        await #expect(throws: Refused.self) { try await onOwnThread { throw Refused() } }
    }
}

/// Whether the calling thread is running a Swift job (the pool's threads and the lanes do).
func runningAJob() -> Bool {
    Thread.callStackSymbols.contains { $0.contains("swift_job_run") }
}

/// Whether the caller runs on a compute lane; synchronous, as thread identity must be read.
func onALane() -> Bool {
    ComputeLanes.shared.runsCurrentThread
}
