import Foundation
import NIOCore
import NIOPosix
import NIOWebSocket
import Synchronization
import Vapor
import WebSocketKit

/// A real WebSocket client for the `/live` socket: messages arrive in an async stream.
final class SocketClient: Sendable {
    let socket: WebSocket
    let messages: AsyncStream<String>
    private let closeCode = Mutex<WebSocketErrorCode?>(nil)

    private init(socket: WebSocket, messages: AsyncStream<String>) {
        self.socket = socket
        self.messages = messages
    }

    /// Opens the socket with `origin` and `cookie` (a `Cookie` header's value), each only if given.
    static func connect(port: Int, origin: String? = nil, cookie: String? = nil, group: any EventLoopGroup)
        async throws -> SocketClient
    {
        var headers = HTTPHeaders()
        if let origin { headers.add(name: .origin, value: origin) }
        if let cookie { headers.add(name: .cookie, value: cookie) }
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let box = Mutex<SocketClient?>(nil)
        try await WebSocket.connect(to: "ws://127.0.0.1:\(port)/live", headers: headers, on: group) {
            socket in
            let client = SocketClient(socket: socket, messages: stream)
            box.withLock { $0 = client }
            socket.onText { _, text in continuation.yield(text) }
            socket.onClose.whenComplete { _ in
                client.closeCode.withLock { $0 = socket.closeCode }
                continuation.finish()
            }
        }.get()
        for _ in 0..<100 {
            if let client = box.withLock({ $0 }) { return client }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw SocketTestError.noConnection
    }

    func send(_ text: String) async throws {
        try await socket.send(text)
    }

    func join(token: String, path: String, digest: String? = nil) async throws {
        let digest = digest.map { #","digest":"\#($0)""# } ?? ""
        try await send(#"{"v":1,"type":"join","token":"\#(token)","path":"\#(path)"\#(digest)}"#)
    }

    func event(_ kind: String, target: String, value: String? = nil, sequence: Int) async throws {
        let value = value.map { "\"\($0)\"" } ?? "null"
        try await send(
            #"{"v":1,"type":"event","event":{"kind":"\#(kind)","target":"\#(target)","value":\#(value),"sequence":\#(sequence)}}"#
        )
    }

    /// The next message, or nil when the socket closed or nothing came within the timeout.
    /// The default is generous: callers check what arrives, not how fast, and under `taskset -c 0`
    /// the rest of the suite shares the one core with the server.
    func next(timeout: Duration = .seconds(60)) async -> [String: Any]? {
        let text = await withTaskGroup(of: String?.self) { group in
            group.addTask {
                var iterator = self.messages.makeAsyncIterator()
                return await iterator.next()
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        guard let text else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }

    /// Waits for the socket to close and returns its close code.
    func closed(timeout: Duration = .seconds(10)) async -> WebSocketErrorCode? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if socket.isClosed { return closeCode.withLock { $0 } ?? socket.closeCode }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }

    func close() async {
        try? await socket.close()
    }
}

enum SocketTestError: Error {
    case noConnection
}
