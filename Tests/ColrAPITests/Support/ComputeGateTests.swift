import ColrAPI
import ColrModels
import Foundation
import TestSupport
import Testing

@Suite("ComputeGate")
struct ComputeGateTests {
    @Test("Past its limit the gate says busy at once; a freed place takes work again")
    func busy() async throws {
        let gate = ComputeGate(limit: 1)
        let release = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let holding = Task {
            try await gate.run { () throws(ColrError) -> Int in
                started.signal()
                release.wait()
                return 1
            }
        }
        // The work blocks a thread of NIO's pool on purpose; the test waits for it off Swift's.
        await onOwnThread { started.wait() }
        await #expect(throws: ColrError.busy(retryAfterSeconds: 1)) {
            try await gate.run { () throws(ColrError) -> Int in 2 }
        }
        release.signal()
        #expect(try await holding.value == 1)
        #expect(try await gate.run { () throws(ColrError) -> Int in 3 } == 3)
        await #expect(throws: ColrError.invalidRequest(reason: "no")) {
            try await gate.run { () throws(ColrError) -> Int in throw .invalidRequest(reason: "no") }
        }
    }
}
