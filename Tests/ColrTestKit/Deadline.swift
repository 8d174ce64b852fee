import Synchronization

/// What `body` returns, or nil when it has not returned within `limit`.
///
/// For tests of code that could wait forever: the wait is on two unstructured tasks, so a body
/// that never returns (and ignores cancellation) fails its test instead of hanging the run. Such
/// a body is left behind, cancelled.
public func answer<T: Sendable>(
    within limit: Duration, _ body: @escaping @Sendable () async -> T
) async -> T? {
    let once = Mutex<CheckedContinuation<T?, Never>?>(nil)
    let tasks = Mutex<[Task<Void, Never>]>([])
    let value = await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
        once.withLock { $0 = continuation }
        let resume: @Sendable (T?) -> Void = { value in
            once.withLock { continuation in
                continuation?.resume(returning: value)
                continuation = nil
            }
        }
        tasks.withLock {
            $0.append(Task { resume(await body()) })
            $0.append(
                Task {
                    try? await Task.sleep(for: limit)
                    resume(nil)
                })
        }
    }
    for task in tasks.withLock({ $0 }) { task.cancel() }
    return value
}
