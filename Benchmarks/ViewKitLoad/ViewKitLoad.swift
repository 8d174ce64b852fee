import Foundation
import NIOCore
import NIOPosix
import Synchronization
import WebSocketKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Opens N live sessions of the ViewKit demo over real WebSockets, drags a slider in each,
/// and reports event-to-patch latency, server memory per session, and patch size against the
/// full page. Usage: `ViewKitLoad <base-url> <server-pid> [sessions,…] [events per session] [think ms]`.
///
/// It fails loudly, never waits forever: a socket refused or closed, or an answer that does not
/// come within ``patience``, ends the run with the reason and a non-zero status.
@main
struct ViewKitLoad {
    /// How long any one answer may take before the run is called off.
    static let patience: Duration = .seconds(15)

    static func main() async {
        do {
            try await run()
        } catch {
            FileHandle.standardError.write(Data("ViewKitLoad: \(error)\n".utf8))
            exit(1)
        }
    }

    static func run() async throws {
        let arguments = CommandLine.arguments
        guard arguments.count >= 3, let base = URL(string: arguments[1]), let pid = Int(arguments[2]) else {
            print("usage: ViewKitLoad <base-url> <server-pid> [1,100,1000] [events]")
            return
        }
        let counts = (arguments.count > 3 ? arguments[3] : "1,100,1000").split(separator: ",").compactMap {
            Int($0)
        }
        let events = arguments.count > 4 ? Int(arguments[4]) ?? 20 : 20
        let think = arguments.count > 5 ? Int(arguments[5]) ?? 20 : 20
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        print(
            "ViewKit live load: \(events) slider events per session, closed loop, \(think) ms between a patch and the next event"
        )
        var baseline: (p50: Double, p99: Double)?
        for count in counts {
            let rssBefore = residentKB(pid)
            let sessions = try await open(count, base: base, group: group)
            let rssAfter = residentKB(pid)
            let latencies = try await drive(sessions, events: events, think: think)
            let p50 = percentile(latencies, 0.50)
            let p99 = percentile(latencies, 0.99)
            if baseline == nil { baseline = (p50, p99) }
            let fullPage = Double(sessions.map(\.fullPageBytes).reduce(0, +)) / Double(sessions.count)
            let patch =
                Double(sessions.map { $0.patchBytes.withLock { $0 } }.reduce(0, +))
                / Double(max(latencies.count, 1))
            let perSession = Double(rssAfter - rssBefore) / Double(count)
            print(
                "\(pad("\(count) sessions", 14)) p50 \(ms(p50)) p99 \(ms(p99))"
                    + "  (×\(ratio(p99, baseline!.p99)) the 1-session p99)"
                    + "  memory \(Int(perSession)) KB/session  patch \(Int(patch)) B/event vs full page \(Int(fullPage)) B"
                    + " (\(ratio(patch * 100, fullPage))%)")
            for session in sessions { try? await session.socket.close() }
            try await Task.sleep(for: .milliseconds(500))
        }
        try await group.shutdownGracefully()
    }

    final class Session: Sendable {
        let socket: WebSocket
        let slider: String
        let fullPageBytes: Int
        let patchBytes = Mutex<Int>(0)
        let waiting = Mutex<[Int: CheckedContinuation<Void, any Error>]>([:])
        /// Why the server closed the socket, once it has.
        let closed = Mutex<String?>(nil)

        /// Fails every wait under way, and any to come, with `reason`.
        func fail(_ reason: String) {
            closed.withLock { $0 = $0 ?? reason }
            let waiters = waiting.withLock { table in
                defer { table = [:] }
                return Array(table.values)
            }
            for waiter in waiters { waiter.resume(throwing: LoadError.failed(reason)) }
        }

        init(socket: WebSocket, slider: String, fullPageBytes: Int) {
            self.socket = socket
            self.slider = slider
            self.fullPageBytes = fullPageBytes
        }
    }

    /// Loads a page, joins its session and waits for the first full update.
    static func open(_ count: Int, base: URL, group: any EventLoopGroup) async throws -> [Session] {
        var sessions: [Session] = []
        for _ in 0..<count {
            let page = try await URLSession.shared.data(
                from: base.appendingPathComponent("viewkit-demo/items/item-1")
            ).0
            let html = String(decoding: page, as: UTF8.self)
            guard let token = capture(#"name="vk-token" content="([^"]+)""#, in: html),
                let slider = capture(#"id="(v[0-9a-z]+)" class="vk-slider""#, in: html)
            else { throw LoadError.unexpectedPage }
            let ready = Mutex<CheckedContinuation<Int, any Error>?>(nil)
            let holder = Mutex<Session?>(nil)
            let url = "ws://\(base.host ?? "127.0.0.1"):\(base.port ?? 80)/live"
            // A browser's socket says where its page came from; the server refuses one that does not.
            var headers = HTTPHeaders()
            headers.add(name: "Origin", value: "http://\(base.host ?? "127.0.0.1"):\(base.port ?? 80)")
            let takeReady: @Sendable () -> CheckedContinuation<Int, any Error>? = {
                ready.withLock { value -> CheckedContinuation<Int, any Error>? in
                    defer { value = nil }; return value
                }
            }
            let socket = try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<WebSocket, any Error>) in
                WebSocket.connect(to: url, headers: headers, on: group) { socket in
                    socket.onText { _, text in
                        if text.contains("\"type\":\"patches\"") {
                            if let waiter = takeReady() {
                                waiter.resume(returning: text.utf8.count)
                            } else if let session = holder.withLock({ $0 }),
                                let ack = capture(#""ack":([0-9]+)"#, in: text).flatMap({ Int($0) })
                            {
                                session.patchBytes.withLock { $0 += text.utf8.count }
                                session.waiting.withLock { $0.removeValue(forKey: ack) }?.resume()
                            }
                        } else if text.contains("\"type\":\"refused\"") || text.contains("\"type\":\"error\"")
                        {
                            let reason = "the server refused the session: \(text.prefix(200))"
                            takeReady()?.resume(throwing: LoadError.failed(reason))
                            holder.withLock { $0 }?.fail(reason)
                        }
                    }
                    socket.onClose.whenComplete { _ in
                        let reason =
                            "the server closed the socket (code \(String(describing: socket.closeCode)))"
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
                takeReady()?.resume(
                    throwing: LoadError.failed("no first screen within \(patience) of joining"))
            }
            let fullBytes = try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Int, any Error>) in
                ready.withLock { $0 = continuation }
                socket.send(#"{"v":1,"type":"join","token":"\#(token)","path":"/viewkit-demo/items/item-1"}"#)
            }
            timer.cancel()
            let session = Session(socket: socket, slider: slider, fullPageBytes: fullBytes)
            holder.withLock { $0 = session }
            sessions.append(session)
        }
        return sessions
    }

    /// Every session drags its slider `events` times; returns each event's round trip in seconds.
    static func drive(_ sessions: [Session], events: Int, think: Int) async throws -> [Double] {
        try await withThrowingTaskGroup(of: [Double].self) { group in
            for session in sessions {
                group.addTask {
                    var latencies: [Double] = []
                    try await Task.sleep(for: .milliseconds(Int.random(in: 0..<max(think, 1))))
                    for sequence in 1...events {
                        let start = ContinuousClock.now
                        let timer = Task {
                            try await Task.sleep(for: patience)
                            session.waiting.withLock { $0.removeValue(forKey: sequence) }?.resume(
                                throwing: LoadError.failed(
                                    "event \(sequence) had no answer within \(patience)"))
                        }
                        try await withCheckedThrowingContinuation {
                            (continuation: CheckedContinuation<Void, any Error>) in
                            if let reason = session.closed.withLock({ $0 }) {
                                continuation.resume(throwing: LoadError.failed(reason))
                                return
                            }
                            session.waiting.withLock { $0[sequence] = continuation }
                            let value = Double(sequence % 100)
                            session.socket.send(
                                #"{"v":1,"type":"event","event":{"kind":"change","target":"\#(session.slider)","value":"\#(value)","sequence":\#(sequence)}}"#
                            )
                        }
                        timer.cancel()
                        let elapsed = (ContinuousClock.now - start).components
                        latencies.append(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
                        try await Task.sleep(for: .milliseconds(think))
                    }
                    return latencies
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
    }

    static func residentKB(_ pid: Int) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? 0
    }

    static func capture(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return String(text[range])
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    static func ms(_ seconds: Double) -> String { String(format: "%6.2f ms", seconds * 1000) }
    static func ratio(_ a: Double, _ b: Double) -> String { String(format: "%.2f", b == 0 ? 0 : a / b) }
    static func pad(_ text: String, _ width: Int) -> String {
        text.padding(toLength: width, withPad: " ", startingAt: 0)
    }

    enum LoadError: Error, CustomStringConvertible {
        case unexpectedPage
        case failed(String)

        var description: String {
            switch self {
            case .unexpectedPage: "the page has no session token or slider: is this ViewKit's demo?"
            case .failed(let reason): reason
            }
        }
    }
}
