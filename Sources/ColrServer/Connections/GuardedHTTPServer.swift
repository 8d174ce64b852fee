import Logging
import NIOCore
import Vapor

/// Vapor's HTTP server with ``ConnectionLimits`` enforced on every connection it accepts.
///
/// `buildApplication` installs it as the application's server, so `colr serve` and the tests
/// that listen on a socket run the same limits.
struct GuardedHTTPServer: Server {
    let server: HTTPServer
    let limits: ConnectionLimits
    let logger: Logger

    var onShutdown: EventLoopFuture<Void> { server.onShutdown }

    func start(address: BindAddress?) async throws {
        try await server.start(address: address)
        do {
            try await guardConnections().get()
        } catch {
            await server.shutdown()
            throw error
        }
    }

    @available(*, noasync, message: "Use the async start(address:) instead.")
    func start(address: BindAddress?) throws {
        try server.start(address: address)
        do {
            try guardConnections().wait()
        } catch {
            server.shutdown()
            throw error
        }
    }

    func shutdown() async {
        await server.shutdown()
    }

    @available(*, noasync, message: "Use the async shutdown() instead.")
    func shutdown() {
        server.shutdown()
    }

    private func guardConnections() throws -> EventLoopFuture<Void> {
        guard let channel = server.listeningChannel else {
            throw ConnectionGuardError.listeningChannelNotFound
        }
        let counter = ConnectionCounter(limits: limits)
        let handler = ConnectionLimitHandler(
            counter: counter, requestTimeout: limits.requestTimeout, logger: logger)
        let timeout = limits.requestTimeout.nanoseconds / 1_000_000
        logger.info(
            "connection limits: \(limits.maximum) in all, \(limits.maximumPerClient) per client, \(timeout) ms per request"
        )
        return channel.pipeline.addHandler(handler, position: .first)
    }
}

/// Why the server could not put its connection limits in place.
enum ConnectionGuardError: Error, CustomStringConvertible {
    /// This Vapor release keeps its listening channel where ``HTTPServer/listeningChannel`` does not look.
    case listeningChannelNotFound

    var description: String {
        switch self {
        case .listeningChannelNotFound:
            return "could not reach Vapor's listening channel to enforce connection limits; "
                + "this Vapor release is not supported (see HTTPServer+ListeningChannel.swift)"
        }
    }
}
