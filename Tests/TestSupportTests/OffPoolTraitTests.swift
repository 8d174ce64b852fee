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

/// Whether the caller runs on a compute lane; synchronous, as thread identity must be read.
func onALane() -> Bool {
    ComputeLanes.shared.runsCurrentThread
}
