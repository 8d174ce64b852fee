import ColrAPI
import ColrCore
import Foundation
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
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                started.wait()
                continuation.resume()
            }
        }
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
