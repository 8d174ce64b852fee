/// A window's work off the session: ``ViewController/perform(_:completion:)`` and
/// ``ViewController/subscribe(to:handler:)``. It numbers each piece of work, keeps its
/// completion or handler until the result comes back, and hands the work itself to the session
/// (which runs it as a task and delivers the result on the session).
final class BackgroundWork {
    /// Starts a piece of work; set by the session. Work asked for before it is set (while the
    /// session builds its first screens) waits until it is.
    var spawn: ((Int, @escaping @Sendable () async -> any Sendable) -> Void)? {
        didSet {
            guard let spawn else { return }
            let waiting = queuedWork
            queuedWork = []
            for (id, work) in waiting { spawn(id, work) }
        }
    }
    /// Starts listening to a stream; set by the session, like ``spawn``.
    var listen: ((Int, AsyncStream<any Sendable>) -> Void)? {
        didSet {
            guard let listen else { return }
            let waiting = queuedStreams
            queuedStreams = []
            for (id, stream) in waiting { listen(id, stream) }
        }
    }
    private var queuedWork: [(Int, @Sendable () async -> any Sendable)] = []
    private var queuedStreams: [(Int, AsyncStream<any Sendable>)] = []
    private var streamHandlers: [Int: (any Sendable) -> Void] = [:]
    private var completions: [Int: (any Sendable) -> Void] = [:]
    private var nextID = 0

    /// Work started and not yet completed.
    var pendingCount: Int { completions.count }

    func perform<T: Sendable>(
        _ work: @escaping @Sendable () async throws -> T, completion: @escaping (Result<T, any Error>) -> Void
    ) {
        let id = takeID()
        completions[id] = { value in
            if let result = value as? Result<T, any Error> { completion(result) }
        }
        let task: @Sendable () async -> any Sendable = {
            do { return Result<T, any Error>.success(try await work()) } catch {
                return Result<T, any Error>.failure(error)
            }
        }
        if let spawn { spawn(id, task) } else { queuedWork.append((id, task)) }
    }

    func subscribe<T: Sendable>(to stream: AsyncStream<T>, handler: @escaping (T) -> Void) {
        let id = takeID()
        streamHandlers[id] = { value in
            if let value = value as? T { handler(value) }
        }
        let erased = AsyncStream<any Sendable> { continuation in
            let task = Task {
                for await value in stream { continuation.yield(value) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
        if let listen { listen(id, erased) } else { queuedStreams.append((id, erased)) }
    }

    /// Runs a stream element's handler (on the session).
    func deliver(streamID: Int, value: any Sendable) {
        streamHandlers[streamID]?(value)
    }

    /// Runs a finished piece of work's completion (on the session).
    func complete(taskID: Int, with value: any Sendable) {
        completions.removeValue(forKey: taskID)?(value)
    }

    private func takeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }
}
