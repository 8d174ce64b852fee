import Synchronization
import ViewKit

/// What a socket has sent and its session has not taken yet. The socket's reader pushes as
/// frames arrive; the session's loop takes one at a time, so while the session is busy (a chart
/// being drawn) a drag's values collapse to the newest instead of queueing behind it.
final class EventInbox: Sendable {
    private struct State {
        var queue = EventQueue()
        var ignored = 0
        var waiter: CheckedContinuation<WireProtocol.ClientMessage?, Never>?
        var finished = false
    }

    private let state = Mutex(State())

    /// Decodes a frame and queues it; frames that are not ViewKit messages are counted and dropped.
    func push(_ text: String) {
        guard let message = try? WireProtocol.decode(text) else {
            state.withLock { $0.ignored += 1 }
            return
        }
        let waiter = state.withLock { state -> CheckedContinuation<WireProtocol.ClientMessage?, Never>? in
            guard !state.finished else { return nil }
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter
            }
            state.queue.push(message)
            return nil
        }
        waiter?.resume(returning: message)
    }

    /// No more frames will come (the socket closed).
    func finish() {
        let waiter = state.withLock { state in
            state.finished = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: nil)
    }

    /// The next message, waiting for one; nil once the socket has closed and nothing is left.
    func next() async -> WireProtocol.ClientMessage? {
        await withCheckedContinuation { continuation in
            let ready: WireProtocol.ClientMessage?? = state.withLock { state in
                if let message = state.queue.pop() { return .some(message) }
                if state.finished { return .some(nil) }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// Frames that were not ViewKit messages, and events folded into newer ones.
    var counts: (ignored: Int, coalesced: Int) {
        state.withLock { ($0.ignored, $0.queue.coalesced) }
    }
}
