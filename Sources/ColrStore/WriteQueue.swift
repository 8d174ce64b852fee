import Foundation
import Synchronization

/// Lets the writes to one SQLite file from this process run one at a time, in the order they
/// were asked for.
///
/// SQLite allows one writer per file. A second connection that tries to write meanwhile is made
/// to wait by SQLiteNIO's busy handler, which retries at once, forever, on a thread of the
/// blocking pool its queries run on. That pool is small (one thread per core) and every
/// application in the process shares it: two such waits at once take every thread, so the
/// writers they wait for can never finish, and the process stops (a test run hangs, other
/// requests time out waiting for a connection). Queued here instead, a
/// write waits without holding a thread, and the busy handler is never reached from within
/// the process.
public final class WriteQueue: Sendable {
    private struct State {
        var isWriting = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// Creates a queue of its own, for a database no other store opens (one in memory).
    public init() {}

    /// The queue for the SQLite file at `path`, shared by every store in the process that
    /// opens that file, so that two servers on one file (as tests run them) queue together.
    public static func forFile(atPath path: String) -> WriteQueue {
        let key = URL(fileURLWithPath: path).standardizedFileURL.path
        return queues.withLock { queues in
            if let queue = queues[key] { return queue }
            let queue = WriteQueue()
            queues[key] = queue
            return queue
        }
    }

    /// One per file opened; a process opens few files (a test run a few hundred), so they are
    /// kept rather than counted out.
    private static let queues = Mutex<[String: WriteQueue]>([:])

    /// Runs `body` once every write asked for before it has finished, and before any asked
    /// for after it.
    public func run<T, Failure: Error>(_ body: () async throws(Failure) -> T) async throws(Failure) -> T {
        await acquire()
        defer { release() }
        return try await body()
    }

    /// How many writes are waiting for their turn.
    var waitingCount: Int { state.withLock { $0.waiting.count } }

    private func acquire() async {
        await withCheckedContinuation { (turn: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state in
                guard state.isWriting else {
                    state.isWriting = true
                    return true
                }
                state.waiting.append(turn)
                return false
            }
            if now { turn.resume() }
        }
    }

    private func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.isWriting = false
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
