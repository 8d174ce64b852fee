import NIOWebSocket
import Synchronization
import Vapor
import ViewKit

/// The open live sockets, so that a stopping server can tell every page at once.
final class LiveConnections: Sendable {
    private let sockets = Mutex<[ObjectIdentifier: WebSocket]>([:])

    func add(_ socket: WebSocket) {
        sockets.withLock { $0[ObjectIdentifier(socket)] = socket }
    }

    func remove(_ socket: WebSocket) {
        sockets.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(socket)) }
    }

    var count: Int { sockets.withLock { $0.count } }

    /// Sends every page the reason and closes its socket with `code`; returns how many there were.
    @discardableResult
    func closeAll(reason: String, code: WebSocketErrorCode) async -> Int {
        let open = sockets.withLock { sockets in
            defer { sockets = [:] }
            return Array(sockets.values)
        }
        for socket in open {
            try? await socket.send(WireProtocol.closing(reason))
            try? await socket.close(code: code)
        }
        return open.count
    }
}
