import Synchronization

/// Hands out view and controller ids. Each session has its own, so building the same screens
/// in the same order yields the same ids: a page posted without script, or rebuilt after a
/// reconnect, names the same elements the rebuilt session has.
public final class IDAllocator: Sendable {
    private let next = Mutex<Int>(0)

    /// Creates an allocator starting from zero.
    public init() {}

    /// The allocator in effect for the current task, if a session set one.
    @TaskLocal public static var current: IDAllocator?

    private static let fallback = IDAllocator()

    /// A fresh id with a prefix: from the session's allocator, or a process-wide one outside sessions.
    static func make(_ prefix: String) -> String {
        let allocator = current ?? fallback
        let number = allocator.next.withLock { value -> Int in
            value += 1
            return value
        }
        return prefix + String(number, radix: 36)
    }
}
