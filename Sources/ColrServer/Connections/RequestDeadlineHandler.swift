import NIOCore

/// Closes a connection whose request takes longer than a deadline to arrive.
///
/// The clock starts with the first byte of a request and stops when the server writes the first
/// byte of its answer, so it covers a trickled head and a trickled body alike, and never a
/// keep-alive connection waiting between requests (the idle timeout covers that). A connection
/// upgraded to a WebSocket leaves HTTP behind, and the handler stands aside for good.
final class RequestDeadlineHandler: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    static let timeoutResponse =
        "HTTP/1.1 408 Request Timeout\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 44\r\n"
        + "Connection: close\r\n\r\nThe request took too long to arrive; retry.\n"
    private static let switchingProtocols = Array("HTTP/1.1 101".utf8)

    private let timeout: TimeAmount
    private var deadline: Scheduled<Void>?
    private var upgraded = false
    private var expired = false

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // After the 408, nothing more reaches the HTTP server.
        if expired { return }
        if deadline == nil && !upgraded {
            deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) { [weak self] in
                self?.expire(context: context)
            }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if expired {
            // The 408 was the answer; a late one from the server would follow it unasked.
            promise?.fail(ChannelError.outputClosed)
            return
        }
        cancelDeadline()
        if !upgraded, case .byteBuffer(let buffer) = Self.unwrapOutboundIn(data),
            buffer.readableBytesView.starts(with: Self.switchingProtocols)
        {
            upgraded = true
        }
        context.write(data, promise: promise)
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelDeadline()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelDeadline()
    }

    private func cancelDeadline() {
        deadline?.cancel()
        deadline = nil
    }

    private func expire(context: ChannelHandlerContext) {
        deadline = nil
        guard context.channel.isActive else { return }
        expired = true
        context.answerAndClose(Self.timeoutResponse)
    }
}
