import Foundation

/// Runs slow work on a thread of its own, so that it holds none of the threads everything
/// else shares.
///
/// Not Swift's cooperative pool (one thread per core, serving every request, session and timer)
/// and not NIO's thread pool either: SQLite's queries run there, on as few threads, and a
/// second of image decoding would make them time out waiting for a connection. A thread costs
/// tens of microseconds to start; callers bound how many run at once (``ComputeGate``).
public enum DedicatedThread {
    /// Runs `work` on a new thread and returns its value.
    public static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }
}
