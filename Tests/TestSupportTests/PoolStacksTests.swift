import ComputeThreads
import Foundation
import Synchronization
import Testing

@testable import TestSupport

@Suite("PoolStacks")
struct PoolStacksTests {
    /// A thread parked in a function with a name to look for.
    final class ParkedThread: @unchecked Sendable {
        private let parked = NSCondition()
        private var id: Int32?
        private var released = false

        /// Starts the thread and returns once it is parked, with its kernel id.
        func start() async -> Int32 {
            await DedicatedThread.run { [self] in
                Thread { [self] in parkHereForTheStackTest() }.start()
                parked.lock()
                defer { parked.unlock() }
                while id == nil { parked.wait() }
                return id ?? 0
            }
        }

        func release() {
            parked.lock()
            released = true
            parked.broadcast()
            parked.unlock()
        }

        @inline(never)
        private func parkHereForTheStackTest() {
            parked.lock()
            id = PoolStacks.currentThread
            parked.broadcast()
            while !released { parked.wait() }
            parked.unlock()
        }
    }

    @Test("A thread's stack names the function it waits in, demangled")
    func namesTheWaitingFunction() async throws {
        let thread = ParkedThread()
        let id = await thread.start()
        defer { thread.release() }
        let stacks = await DedicatedThread.run { PoolStacks.stacks(of: [id]) }
        let stack = try #require(stacks.first { $0.thread == id }?.stack)
        #expect(stack.contains("parkHereForTheStackTest"), "\(stack)")
    }

    @Test("A pool thread running a job is told apart from any other by its raw frames")
    func tellsJobsApart() async throws {
        let parked = ParkedThread()
        let other = await parked.start()
        defer { parked.release() }
        let me = PoolStacks.currentThread
        let frames = Self.framesWhileWaiting(me, other)
        let mine = try #require(frames.first { $0.thread == me })
        let parkedFrames = try #require(frames.first { $0.thread == other })
        #expect(PoolStacks.isRunningAJob(mine.frames))
        #expect(!PoolStacks.isRunningAJob(parkedFrames.frames))
    }

    /// The frames of `threads`, the caller's among them, sampled by another thread while the
    /// caller waits for the answer (a tenth of a second held on purpose, well under the
    /// watchdog's limit).
    static func framesWhileWaiting(_ threads: Int32...) -> [(
        thread: Int32, frames: [UnsafeMutableRawPointer]
    )] {
        let sampled = NSCondition()
        nonisolated(unsafe) var frames: [(thread: Int32, frames: [UnsafeMutableRawPointer])]?
        sampled.lock()
        defer { sampled.unlock() }
        Thread {
            let result = PoolStacks.frames(of: threads)
            sampled.lock()
            frames = result
            sampled.signal()
            sampled.unlock()
        }.start()
        while frames == nil { sampled.wait() }
        return frames ?? []
    }

    @Test("A thread that is gone gives no stack, and sampling returns")
    func aGoneThreadIsSkipped() async {
        let stacks = await DedicatedThread.run { PoolStacks.stacks(of: [Int32.max]) }
        #expect(stacks.isEmpty)
    }
}
