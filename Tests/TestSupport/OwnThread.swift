import Foundation

/// Runs `work` on a thread of its own and waits for it without holding a pool thread.
///
/// Swift's cooperative pool has one thread per core; blocking work on it (a process waited
/// for, a pipe read to its end, a semaphore) or a long synchronous computation makes every
/// other test's timers late. Tests hand such work to this instead.
public func onOwnThread<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            Thread.current.name = "off-pool work"
            continuation.resume(with: Result { try work() })
        }
        thread.stackSize = 8 << 20  // as a main thread's, for deep recursion in parsers
        thread.start()
    }
}

/// ``onOwnThread(_:)`` for work that cannot fail.
public func onOwnThread<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        let thread = Thread {
            Thread.current.name = "off-pool work"
            continuation.resume(returning: work())
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
