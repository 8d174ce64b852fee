import Logging
import NIOCore

/// Sits on the listening channel and sees every accepted connection before the HTTP server
/// sets it up: one within the limits gets a ``RequestDeadlineHandler`` and is counted until it
/// closes; one past them gets a ``RefusalHandler``, which answers 503 and closes it.
final class ConnectionLimitHandler: ChannelInboundHandler, Sendable {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel

    private let counter: ConnectionCounter
    private let requestTimeout: TimeAmount
    private let logger: Logger

    init(counter: ConnectionCounter, requestTimeout: TimeAmount, logger: Logger) {
        self.counter = counter
        self.requestTimeout = requestTimeout
        self.logger = logger
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let connection = Self.unwrapInboundIn(data)
        let client = connection.remoteAddress?.ipAddress
        let admitted = counter.admit(client)
        if admitted {
            let counter = counter
            connection.closeFuture.whenComplete { _ in counter.release(client) }
        } else {
            // The first refusal, then one line per thousand: a flood must not flood the log too.
            let refused = counter.refused
            if refused == 1 || refused % 1000 == 0 {
                logger.notice(
                    "refused a connection past the connection limit (\(refused) so far)",
                    metadata: ["client": "\(client ?? "?")"])
            }
        }
        // At the front of the pipeline, before the HTTP handlers the server adds next: on this
        // loop that is now; on another loop, this task runs before the server's setup task.
        let timeout = requestTimeout
        let install: @Sendable () -> Void = {
            let handler: any ChannelHandler =
                admitted ? RequestDeadlineHandler(timeout: timeout) : RefusalHandler()
            try? connection.pipeline.syncOperations.addHandler(handler, position: .first)
        }
        if connection.eventLoop.inEventLoop {
            install()
        } else {
            connection.eventLoop.execute(install)
        }
        context.fireChannelRead(data)
    }
}
