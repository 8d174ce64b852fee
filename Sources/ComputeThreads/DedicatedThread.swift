import Foundation

/// Runs slow work on a thread of its own, so that it holds none of the threads everything
/// else shares.
///
/// Not Swift's cooperative pool (one thread per core, serving every request, session and timer)
/// and not NIO's thread pool either: SQLite's queries run there, on as few threads, and a
/// second of image decoding would make them time out waiting for a connection. A thread costs
/// tens of microseconds to start; callers bound how many run at once (``ComputeGate``).
public enum DedicatedThread {
    /// The stack each thread gets: a main thread's, since parsers recurse deeply.
    static let stackSize = 8 << 20

    /// Runs `work` on a new thread and returns its value, or rethrows its error.
    public static func run<Value: Sendable, Failure: Error>(
        _ work: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
            let thread = Thread {
                Thread.current.name = "dedicated work"
                do throws(Failure) {
                    continuation.resume(returning: .success(try work()))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
            thread.stackSize = stackSize
            thread.start()
        }
        return try result.get()
    }
}
