import NIOCore
import NIOHTTP1

/// Closes a connection whose request takes longer than a deadline to arrive (a head or a body
/// trickled in a byte at a time), with 408. See ``RequestClock`` for what is timed.
///
/// It sits at the front of the pipeline, where raw bytes arrive. Once the HTTP server has set
/// the connection up, it puts a ``RequestProgressHandler`` right after the request decoder,
/// where whole requests and the answers to them can be seen.
final class RequestDeadlineHandler: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    static let timeoutResponse =
        "HTTP/1.1 408 Request Timeout\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 44\r\n"
        + "Connection: close\r\n\r\nThe request took too long to arrive; retry.\n"

    private let clock: RequestClock
    private var watching = false
    private var expired = false

    init(timeout: TimeAmount) {
        self.clock = RequestClock(timeout: timeout)
    }

    func channelActive(context: ChannelHandlerContext) {
        // The HTTP server's handlers are in place by now: the channel is set up before it is
        // registered and becomes active.
        let pipeline = context.pipeline.syncOperations
        if let decoder = try? pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self) {
            try? pipeline.addHandler(RequestProgressHandler(clock: clock), position: .after(decoder))
            watching = true
        }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // After the 408, nothing more reaches the HTTP server.
        if expired { return }
        if watching {
            clock.bytesArrived(on: context.eventLoop) { [weak self] in
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
        context.write(data, promise: promise)
    }

    func channelInactive(context: ChannelHandlerContext) {
        clock.stop()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        clock.stop()
    }

    private func expire(context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        expired = true
        context.answerAndClose(Self.timeoutResponse)
    }
}
