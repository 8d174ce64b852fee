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
            await onOwnThread { [self] in
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
        let stacks = await onOwnThread { PoolStacks.stacks(of: [id]) }
        let stack = try #require(stacks.first { $0.thread == id }?.stack)
        #expect(stack.contains("parkHereForTheStackTest"), "\(stack)")
    }

    @Test("A thread that is gone gives no stack, and sampling returns")
    func aGoneThreadIsSkipped() async {
        let stacks = await onOwnThread { PoolStacks.stacks(of: [Int32.max]) }
        #expect(stacks.isEmpty)
    }
}
