import Foundation
import NIOCore
import Synchronization
import WebSocketKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One live session of the demo as the load generator holds it: its socket, its slider, and
/// the events sent and not yet answered.
final class LoadSession: Sendable {
    let socket: WebSocket
    let slider: String
    let fullPageBytes: Int
    let patchBytes = Mutex<Int>(0)
    /// Closed loop: the one event waiting for its answer, by sequence number.
    let waiting = Mutex<[Int: CheckedContinuation<Void, any Error>]>([:])
    /// Open loop: events sent and not yet answered, oldest first, and the latencies of those
    /// answered. The server folds a drag's queued values into the newest and acknowledges that
    /// one, so an answer settles every event up to its number.
    let open = Mutex(OpenLedger())
    /// The next sequence number this session sends.
    let nextSequence = Atomic<Int>(1)
    /// Why the server closed the socket, once it has.
    let closed = Mutex<String?>(nil)

    struct OpenLedger {
        var pending: [(sequence: Int, due: ContinuousClock.Instant)] = []
        var head = 0
        var latencies: [Double] = []
        var answers = 0
    }

    init(socket: WebSocket, slider: String, fullPageBytes: Int) {
        self.socket = socket
        self.slider = slider
        self.fullPageBytes = fullPageBytes
    }

    /// The event that moves the slider, as the page's runtime sends it.
    func event(_ sequence: Int) -> String {
        let value = Double(sequence % 100)
        return
            #"{"v":1,"type":"event","event":{"kind":"change","target":"\#(slider)","value":"\#(value)","sequence":\#(sequence)}}"#
    }

    /// A `patches` message acknowledging `ack` arrived, `bytes` long.
    func answered(_ ack: Int, bytes: Int, at now: ContinuousClock.Instant) {
        patchBytes.withLock { $0 += bytes }
        waiting.withLock { $0.removeValue(forKey: ack) }?.resume()
        open.withLock { ledger in
            ledger.answers += 1
            while ledger.head < ledger.pending.count, ledger.pending[ledger.head].sequence <= ack {
                ledger.latencies.append(seconds(now - ledger.pending[ledger.head].due))
                ledger.head += 1
            }
            if ledger.head > 1024, ledger.head * 2 > ledger.pending.count {
                ledger.pending.removeFirst(ledger.head)
                ledger.head = 0
            }
        }
    }

    /// Fails every wait under way, and any to come, with `reason`.
    func fail(_ reason: String) {
        closed.withLock { $0 = $0 ?? reason }
        let waiters = waiting.withLock { table in
            defer { table = [:] }
            return Array(table.values)
        }
        for waiter in waiters { waiter.resume(throwing: LoadError.failed(reason)) }
    }

    /// Loads a page, joins its session and waits for the first full update.
    ///
    /// Each session is a browser of its own: its page is loaded without cookies, and its socket
    /// carries the visitor cookie that page set, which the page's token is bound to.
    static func open(base: URL, group: any EventLoopGroup, patience: Duration) async throws -> LoadSession {
        var request = URLRequest(url: base.appendingPathComponent("viewkit-demo/items/item-1"))
        request.httpShouldHandleCookies = false
        let (page, response) = try await URLSession.shared.data(for: request)
        let html = String(decoding: page, as: UTF8.self)
        let setCookie = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Set-Cookie") ?? ""
        guard let token = capture(#"name="vk-token" content="([^"]+)""#, in: html),
            let slider = capture(#"id="(v[0-9a-z]+)" class="vk-slider""#, in: html),
            let visitor = capture(#"(vk-visitor=[^;,\s]+)"#, in: setCookie)
        else { throw LoadError.unexpectedPage }
        let ready = Mutex<CheckedContinuation<Int, any Error>?>(nil)
        let holder = Mutex<LoadSession?>(nil)
        let url = "ws://\(base.host ?? "127.0.0.1"):\(base.port ?? 80)/live"
        // A browser's socket says where its page came from; the server refuses one that does not.
        var headers = HTTPHeaders()
        headers.add(name: "Origin", value: "http://\(base.host ?? "127.0.0.1"):\(base.port ?? 80)")
        headers.add(name: "Cookie", value: visitor)
        let takeReady: @Sendable () -> CheckedContinuation<Int, any Error>? = {
            ready.withLock { value -> CheckedContinuation<Int, any Error>? in
                defer { value = nil }
                return value
            }
        }
        let socket = try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<WebSocket, any Error>) in
            WebSocket.connect(to: url, headers: headers, on: group) { socket in
                socket.onText { _, text in
                    let now = ContinuousClock.now
                    if text.contains("\"type\":\"patches\"") {
                        if let waiter = takeReady() {
                            waiter.resume(returning: text.utf8.count)
                        } else if let session = holder.withLock({ $0 }), let ack = acknowledged(in: text) {
                            session.answered(ack, bytes: text.utf8.count, at: now)
                        }
                    } else if text.contains("\"type\":\"refused\"") || text.contains("\"type\":\"closing\"")
                        || text.contains("\"type\":\"error\"")
                    {
                        let reason = "the server refused the session: \(text.prefix(200))"
                        takeReady()?.resume(throwing: LoadError.failed(reason))
                        holder.withLock { $0 }?.fail(reason)
                    }
                }
                socket.onClose.whenComplete { _ in
                    let reason = "the server closed the socket (code \(String(describing: socket.closeCode)))"
                    takeReady()?.resume(throwing: LoadError.failed(reason))
                    holder.withLock { $0 }?.fail(reason)
                }
                continuation.resume(returning: socket)
            }.whenFailure {
                continuation.resume(throwing: LoadError.failed("the socket was refused: \($0)"))
            }
        }
        let timer = Task {
            try await Task.sleep(for: patience)
            takeReady()?.resume(throwing: LoadError.failed("no first screen within \(patience) of joining"))
        }
        let fullBytes = try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<Int, any Error>) in
            ready.withLock { $0 = continuation }
            socket.send(#"{"v":1,"type":"join","token":"\#(token)","path":"/viewkit-demo/items/item-1"}"#)
        }
        timer.cancel()
        let session = LoadSession(socket: socket, slider: slider, fullPageBytes: fullBytes)
        holder.withLock { $0 = session }
        return session
    }

    /// The number after `"ack":`, read from the bytes: a regular expression per answer would make
    /// the generator, not the server, the bottleneck.
    static func acknowledged(in text: String) -> Int? {
        let bytes = Array(text.utf8)
        let key = Array(#""ack":"#.utf8)
        guard bytes.count > key.count else { return nil }
        for start in 0...(bytes.count - key.count) where bytes[start] == key[0] {
            guard bytes[start..<start + key.count].elementsEqual(key) else { continue }
            var value = 0
            var index = start + key.count
            var digits = 0
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
                digits += 1
            }
            return digits > 0 ? value : nil
        }
        return nil
    }

    static func capture(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return String(text[range])
    }
}

enum LoadError: Error, CustomStringConvertible {
    case unexpectedPage
    case failed(String)

    var description: String {
        switch self {
        case .unexpectedPage:
            "the page has no session token, slider or visitor cookie: is this ViewKit's demo?"
        case .failed(let reason): reason
        }
    }
}

/// A duration in seconds.
func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
}
