import NIOCore
import NIOHTTP1
import NIOWebSocket
import Vapor

/// Upgrades a request to a WebSocket whose messages are capped as a whole, not only per frame:
/// a message sent as many small fragments is refused (close code 1009) once the fragments pass
/// the cap, before they are buffered. Vapor's own upgrader caps frames only.
struct CappedWebSocketUpgrader: Upgrader {
    let maximumMessageBytes: Int
    let onUpgrade: @Sendable (WebSocket) -> Void

    func applyUpgrade(req: Request, res: Response) -> any HTTPServerProtocolUpgrader {
        let limit = maximumMessageBytes
        let onUpgrade = self.onUpgrade
        return NIOWebSocketServerUpgrader(
            maxFrameSize: limit, automaticErrorHandling: true,
            shouldUpgrade: { channel, _ in channel.eventLoop.makeSucceededFuture([:]) },
            upgradePipelineHandler: { channel, _ in
                let configuration = Self.configuration(limit: limit)
                return channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(MessageSizeGuard(limit: limit))
                }.flatMap {
                    WebSocket.server(on: channel, config: configuration, onUpgrade: onUpgrade)
                }
            })
    }
}

extension CappedWebSocketUpgrader {
    /// WebSocketKit's own aggregation, capped too, in case a message gets past the guard.
    static func configuration(limit: Int) -> WebSocket.Configuration {
        var configuration = WebSocket.Configuration()
        configuration.maxAccumulatedFrameSize = limit
        configuration.maxAccumulatedFrameCount = 256
        return configuration
    }
}

/// Counts a message's bytes across its fragments and closes the socket (1009, "message too
/// big") as soon as they pass the limit, so nothing past it is ever kept.
final class MessageSizeGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let limit: Int
    private var messageBytes = 0
    private var refused = false

    init(limit: Int) {
        self.limit = limit
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text, .binary: messageBytes = frame.length
        case .continuation: messageBytes += frame.length
        default: break
        }
        if messageBytes > limit {
            refused = true
            var payload = context.channel.allocator.buffer(capacity: 2)
            payload.write(webSocketErrorCode: .messageTooLarge)
            let close = WebSocketFrame(fin: true, opcode: .connectionClose, data: payload)
            context.writeAndFlush(wrapOutboundOut(close), promise: nil)
            // Half-close and keep discarding what still arrives for a moment: closing outright
            // with unread bytes makes the kernel reset the connection, and the close frame
            // that says why would be lost.
            let channel = context.channel
            channel.close(mode: .output, promise: nil)
            channel.eventLoop.scheduleTask(in: .seconds(2)) { channel.close(promise: nil) }
            return
        }
        if frame.fin, frame.opcode != .ping, frame.opcode != .pong { messageBytes = 0 }
        context.fireChannelRead(data)
    }
}
