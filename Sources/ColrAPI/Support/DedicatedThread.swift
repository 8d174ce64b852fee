import Foundation

#if canImport(Glibc)
    import Glibc
#endif

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

    /// Starts `work` on a new thread of low priority and returns at once: for work nobody waits
    /// for (an index that only makes later answers faster), which on a busy core must give way
    /// to the work somebody does wait for.
    public static func startInBackground(_ work: @escaping @Sendable () -> Void) {
        Thread {
            #if canImport(Glibc)
                // On Linux each thread has its own nice value, and "this process" (0) means the
                // calling thread: ten steps nicer than the thread that started it. Failing leaves
                // it at its starter's priority, which is still correct.
                let which = __priority_which_t(PRIO_PROCESS.rawValue)
                _ = setpriority(which, 0, min(getpriority(which, 0) + 10, 19))
            #endif
            work()
        }.start()
    }
}
