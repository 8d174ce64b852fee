import NIOCore
import NIOHTTP1
import Synchronization
import WebSocketKit

/// One live session on one instance, showing one color's screen as a browser would: the page is
/// loaded for its signed session token, then a WebSocket (with the page's Origin and the visitor
/// cookie the page set, both of which the server demands) joins it. Every `patches` message is
/// scanned for change stamps and booked on the current ``Ledger``.
final class LiveWatcher: Sendable {
    let instance: Int
    let socket: WebSocket
    /// The ledger patches are booked on; nil until the step's writes begin.
    private let ledgerBox: LedgerBox

    /// Why the socket closed, once it has (shared with the socket's callbacks).
    private let closedBox: ClosedBox

    private init(instance: Int, socket: WebSocket, ledger: LedgerBox, closed: ClosedBox) {
        self.instance = instance
        self.socket = socket
        self.ledgerBox = ledger
        self.closedBox = closed
    }

    /// Books this session's patches on `ledger` from now on.
    func book(on ledger: Ledger?) { ledgerBox.value.withLock { $0 = ledger } }

    /// Why the socket closed, if it has.
    var closedReason: String? { closedBox.value.withLock { $0 } }

    /// Loads `/search/color-<hex>` on `pool`'s instance, joins its session and waits (at most
    /// `patience`) for the first screen.
    static func open(
        hex: String, instance: Int, pool: HTTPPool, group: any EventLoopGroup, patience: Duration
    ) async throws -> LiveWatcher {
        let path = "/search/color-\(hex)"
        let page = try await pool.send(.GET, path)
        guard page.status == 200, let token = capture(in: page.body, after: #"name="vk-token" content=""#),
            let cookie = page.visitorCookie
        else {
            throw LoadError.failed(
                "GET \(path) on instance \(instance + 1) gave \(page.status) without a token or cookie")
        }
        let ready = Mutex<CheckedContinuation<Void, any Error>?>(nil)
        let take: @Sendable () -> CheckedContinuation<Void, any Error>? = {
            ready.withLock { value in
                defer { value = nil }
                return value
            }
        }
        let ledger = LedgerBox()
        let closed = ClosedBox()
        var headers = HTTPHeaders()
        headers.add(name: "Origin", value: "http://\(pool.host):\(pool.port)")
        headers.add(name: "Cookie", value: cookie)
        let socket = try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<WebSocket, any Error>) in
            WebSocket.connect(
                to: "ws://\(pool.host):\(pool.port)/live", headers: headers,
                configuration: .init(maxFrameSize: 1 << 24), on: group
            ) { socket in
                socket.onText { _, text in
                    if text.contains("\"type\":\"patches\"") {
                        if let waiter = take() {
                            waiter.resume()
                        } else if let current = ledger.value.withLock({ $0 }) {
                            let found = stamps(in: text, step: current.step)
                            if !found.isEmpty { current.recordArrival(found, on: instance) }
                        }
                    } else if text.contains("\"type\":\"closing\"") {
                        let reason = "instance \(instance + 1) closed a session: \(text.prefix(200))"
                        closed.value.withLock { $0 = $0 ?? reason }
                        take()?.resume(throwing: LoadError.failed(reason))
                    }
                }
                socket.onClose.whenComplete { _ in
                    let reason =
                        "instance \(instance + 1) closed a socket (code \(String(describing: socket.closeCode)))"
                    closed.value.withLock { $0 = $0 ?? reason }
                    take()?.resume(throwing: LoadError.failed(reason))
                }
                continuation.resume(returning: socket)
            }.whenFailure { continuation.resume(throwing: LoadError.failed("the socket was refused: \($0)")) }
        }
        let timer = Task {
            try await Task.sleep(for: patience)
            take()?.resume(
                throwing: LoadError.failed("no first screen on instance \(instance + 1) within \(patience)"))
        }
        defer { timer.cancel() }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            ready.withLock { $0 = continuation }
            socket.send(#"{"v":1,"type":"join","token":"\#(token)","path":"\#(path)"}"#)
        }
        return LiveWatcher(instance: instance, socket: socket, ledger: ledger, closed: closed)
    }

    /// The text between `marker` and the next quote.
    static func capture(in text: String, after marker: String) -> String? {
        guard let start = text.range(of: marker) else { return nil }
        let rest = text[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}

/// The ledger a session books on, shared with its socket's callbacks.
final class LedgerBox: Sendable {
    let value = Mutex<Ledger?>(nil)
}

/// A reason something stopped (a socket, the probe), shared with the callbacks that set it.
final class ClosedBox: Sendable {
    let value = Mutex<String?>(nil)
}

/// Why a run ended early.
enum LoadError: Error, CustomStringConvertible {
    case failed(String)

    var description: String {
        switch self {
        case .failed(let reason): reason
        }
    }
}
