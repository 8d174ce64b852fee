import Synchronization

/// Tasks a session owns and must end with it: cancelled together, once, by ``cancelAll()``,
/// and anything added afterwards is cancelled on arrival.
final class TaskBag: Sendable {
    private struct State {
        var tasks: [Task<Void, Never>] = []
        var closed = false
    }

    private let state = Mutex(State())

    /// Keeps a task until the bag is cancelled; cancels it at once if that already happened.
    func add(_ task: Task<Void, Never>) {
        let closed = state.withLock { state in
            if !state.closed {
                state.tasks.removeAll { $0.isCancelled }
                state.tasks.append(task)
            }
            return state.closed
        }
        if closed { task.cancel() }
    }

    /// Cancels every task kept, and every task added from now on.
    func cancelAll() {
        let tasks = state.withLock { state in
            state.closed = true
            defer { state.tasks = [] }
            return state.tasks
        }
        tasks.forEach { $0.cancel() }
    }

    /// How many tasks are kept.
    var count: Int { state.withLock { $0.tasks.count } }
}
