import NIOCore

/// Times each request's arrival on one connection, shared by the two handlers that watch it:
/// ``RequestDeadlineHandler`` sees raw bytes arrive, ``RequestProgressHandler`` sees where
/// requests end and answers end.
///
/// The clock starts with the first byte of a request and stops when the request has arrived
/// whole. It never runs while the server owes an answer, so a slow server is never mistaken for
/// a slow client, nor while a keep-alive connection waits between requests (the idle timeout
/// covers that). After a WebSocket upgrade it stops for good.
final class RequestClock {
    private let timeout: TimeAmount
    private var running: Scheduled<Void>?
    private var owed = 0
    private var upgraded = false
    /// What runs once no answer is owed (see ``whenAnswered(_:)``).
    private var afterAnswers: (() -> Void)?

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    /// Bytes arrived: the start of a request, unless one is already being timed or answered.
    /// Returns whether they start one.
    @discardableResult
    func bytesArrived(on loop: any EventLoop, expire: @escaping () -> Void) -> Bool {
        guard running == nil, owed == 0, !upgraded else { return false }
        running = loop.assumeIsolated().scheduleTask(in: timeout) { [weak self] in
            self?.running = nil
            expire()
        }
        return true
    }

    /// A request arrived whole; the server owes its answer.
    func requestEnded() {
        owed += 1
        stop()
    }

    /// The server finished an answer (and has written its end).
    func answerEnded() {
        owed = max(0, owed - 1)
        if owed == 0, let action = afterAnswers {
            afterAnswers = nil
            action()
        }
    }

    /// Runs `action` once every answer owed has been written: now, if none is.
    func whenAnswered(_ action: @escaping () -> Void) {
        if owed == 0 { action() } else { afterAnswers = action }
    }

    /// The connection left HTTP behind.
    func upgrade() {
        upgraded = true
        stop()
    }

    func stop() {
        running?.cancel()
        running = nil
    }
}
