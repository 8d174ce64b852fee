import NIOCore

/// Times each request's arrival on one connection, shared by the two handlers that watch it:
/// ``RequestDeadlineHandler`` sees raw bytes arrive, ``RequestProgressHandler`` sees where
/// requests end and answers begin.
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

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    /// Bytes arrived: the start of a request, unless one is already being timed or answered.
    func bytesArrived(on loop: any EventLoop, expire: @escaping () -> Void) {
        guard running == nil, owed == 0, !upgraded else { return }
        running = loop.assumeIsolated().scheduleTask(in: timeout) { [weak self] in
            self?.running = nil
            expire()
        }
    }

    /// A request arrived whole; the server owes its answer.
    func requestEnded() {
        owed += 1
        stop()
    }

    /// The server finished an answer.
    func answerEnded() {
        owed = max(0, owed - 1)
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
