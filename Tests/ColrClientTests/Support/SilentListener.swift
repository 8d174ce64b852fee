import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback TCP socket that listens and never answers: connections complete in the kernel's
/// backlog, requests go out, and no response ever comes — a stalled server, for real timeouts.
final class SilentListener: @unchecked Sendable {
    let port: Int
    private let descriptor: Int32

    init() throws {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(fd, generic, length) == 0 && listen(fd, 16) == 0
                    && getsockname(fd, generic, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        descriptor = fd
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

    deinit { close(descriptor) }

    /// A loopback port nothing listens on (bound, then released), for refused connections.
    static func closedPort() throws -> Int {
        let listener = try SilentListener()
        return listener.port
    }
}
