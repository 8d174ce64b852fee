import ComputeThreads
import Foundation
import Testing

@Suite("Dedicated threads")
struct DedicatedThreadTests {
    @Test("Work runs outside any of Swift's pool jobs and comes back with its value")
    func runReturnsTheValue() async {
        /// Whether the calling thread runs a Swift job, as the pool's threads do.
        @Sendable func runningAJob() -> Bool {
            Thread.callStackSymbols.contains { $0.contains("swift_job_run") }
        }
        #expect(runningAJob(), "the test itself runs as a job on the pool")
        let (value, isMain, inAJob) = await DedicatedThread.run {
            (21 * 2, Thread.isMainThread, runningAJob())
        }
        #expect(value == 42 && !isMain && !inAJob)
    }

    @Test("An error thrown on the thread is rethrown to the caller, typed")
    func runRethrows() async {
        struct Failure: Error, Equatable {}
        await #expect(throws: Failure()) {
            try await DedicatedThread.run { () throws(Failure) -> Int in throw Failure() }
        }
    }

    @Test("The thread has a main thread's stack, for parsers that recurse deeply")
    func deepStack() async {
        let size = await DedicatedThread.run { Thread.current.stackSize }
        #expect(size >= 8 << 20)
    }
}
