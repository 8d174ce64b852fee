import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A loopback TCP port no socket holds now, as the kernel picks one for a bind to port 0.
///
/// A random port from a fixed range can be one the kernel has just lent to an outgoing
/// connection (Linux lends 32768–60999), and the server then fails to bind. The port returned
/// here was free a moment ago; a caller that starts a server on it still retries when it is
/// taken in between (see `ServeTests`). Connecting to it is refused.
public func freeLoopbackPort() throws -> Int {
    let held = try HeldLoopbackPort()
    defer { held.release() }
    return held.port
}

/// A loopback port held until ``release()`` or the end of its life.
///
/// Bound only, as an outgoing connection holds one: a server cannot bind it, and a client is
/// refused at once. Listening too: connections complete in the kernel's backlog and requests
/// go out, but no answer ever comes, a stalled server for real timeouts.
public final class HeldLoopbackPort: Sendable {
    /// The port held.
    public let port: Int
    private let descriptor: Mutex<Int32?>

    /// Binds a port the kernel picks on 127.0.0.1, and listens on it if `listening`.
    public init(listening: Bool = false) throws {
        let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketDescriptor >= 0 else { throw FreePortError.noSocket(errno: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(socketDescriptor, generic, length) == 0
                    && getsockname(socketDescriptor, generic, &length) == 0
                    && (!listening || listen(socketDescriptor, 16) == 0)
            }
        }
        guard bound else {
            let code = errno
            close(socketDescriptor)
            throw FreePortError.noSocket(errno: code)
        }
        descriptor = Mutex(socketDescriptor)
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { release() }

    /// `http://127.0.0.1:<port>`.
    public var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Closes the socket (once, however often it is called); the port is free again.
    public func release() {
        if let open = descriptor.withLock({ $0.take() }) { close(open) }
    }
}

/// Why no free port could be found.
public enum FreePortError: Error, CustomStringConvertible {
    /// The probe socket could not be made or bound; `errno` says why.
    case noSocket(errno: Int32)

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case .noSocket(let code): "no loopback port could be bound: \(String(cString: strerror(code)))"
        }
    }
}
