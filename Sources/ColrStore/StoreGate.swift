import ColrModels
import Synchronization

/// Admits store operations until the server begins to stop, then refuses new ones and lets
/// the server wait for those already running, so the database closes under no one's feet.
public final class StoreGate: Sendable {
    private struct State {
        var isOpen = true
        var running = 0
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextWaiter = 0
    }

    private let state = Mutex(State())

    /// Creates an open gate.
    public init() {}

    /// Admits one operation, or refuses it once the gate is closing.
    func enter() throws(ColrError) {
        let admitted = state.withLock { state in
            guard state.isOpen else { return false }
            state.running += 1
            return true
        }
        guard admitted else {
            throw .storeUnavailable(reason: "the server is shutting down; try again in a moment")
        }
    }

    /// Marks an admitted operation finished.
    func leave() {
        let done = state.withLock { state in
            state.running -= 1
            guard !state.isOpen, state.running == 0 else { return [CheckedContinuation<Void, Never>]() }
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        done.forEach { $0.resume() }
    }

    /// Operations admitted and not yet finished.
    public var running: Int { state.withLock { $0.running } }

    /// Refuses new operations and waits, at most `timeout`, for the running ones to finish.
    /// Returns how many were still running when it stopped waiting.
    @discardableResult
    public func close(timeout: Duration) async -> Int {
        let ticket: Int? = state.withLock { state in
            state.isOpen = false
            guard state.running > 0 else { return nil }
            state.nextWaiter += 1
            return state.nextWaiter
        }
        guard let ticket else { return 0 }
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            self?.release(ticket)
        }
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                guard state.running > 0 else { return true }
                state.waiters[ticket] = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
        timer.cancel()
        return running
    }

    private func release(_ ticket: Int) {
        state.withLock { $0.waiters.removeValue(forKey: ticket) }?.resume()
    }
}
