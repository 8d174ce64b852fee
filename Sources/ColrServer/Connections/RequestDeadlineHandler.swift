import NIOCore
import NIOHTTP1

/// Closes a connection whose request takes longer than a deadline to arrive (a head or a body
/// trickled in a byte at a time), with 408. See ``RequestClock`` for what is timed.
///
/// It also answers a request whose head is too large to read: 414 for a request line past
/// ``RequestLineMeter/maximumLength``, seen here in the raw bytes, and 414 or 431 when the HTTP
/// decoder gives up on a head (``RequestProgressHandler`` reports it). Either way it closes the
/// connection after the answer, as after a 408: what follows such a head cannot be read.
///
/// It sits at the front of the pipeline, where raw bytes arrive and an answer can be written
/// past the HTTP encoders. Once the HTTP server has set the connection up, it puts a
/// ``RequestProgressHandler`` right after the request decoder, where whole requests and the
/// answers to them can be seen.
final class RequestDeadlineHandler: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    static let timeoutResponse =
        "HTTP/1.1 408 Request Timeout\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 44\r\n"
        + "Connection: close\r\n\r\nThe request took too long to arrive; retry.\n"

    private let clock: RequestClock
    private var meter = RequestLineMeter()
    /// The handler after the decoder, once in place.
    private var progress: RequestProgressHandler?
    /// Set once this handler has taken the connection's last answer on: nothing more reaches
    /// the HTTP server.
    private var refusing = false
    /// Set once that answer is written: nothing the server writes may follow it.
    private var answered = false

    init(timeout: TimeAmount) {
        self.clock = RequestClock(timeout: timeout)
    }

    func channelActive(context: ChannelHandlerContext) {
        // The HTTP server's handlers are in place by now: the channel is set up before it is
        // registered and becomes active.
        let pipeline = context.pipeline.syncOperations
        if let decoder = try? pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self) {
            let progress = RequestProgressHandler(clock: clock) { [weak self] in
                self?.headTooLarge(context: context)
            }
            if (try? pipeline.addHandler(progress, position: .after(decoder))) != nil {
                self.progress = progress
            }
        }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // After the last answer is decided, nothing more reaches the HTTP server.
        if refusing { return }
        if progress != nil {
            let starts = clock.bytesArrived(on: context.eventLoop) { [weak self] in
                self?.expire(context: context)
            }
            if starts { meter.start() }
            if meter.arrived(Self.unwrapInboundIn(data)) {
                // Not passed on: the decoder has no use for more of a line this long.
                refuse(RequestLineMeter.Verdict.uriTooLong.answer, context: context)
                return
            }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if answered {
            // The last answer was this handler's; a late one from the server would follow it unasked.
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
        refuse(Self.timeoutResponse, context: context)
    }

    /// The decoder gave up on the current request's head.
    private func headTooLarge(context: ChannelHandlerContext) {
        refuse(meter.verdict.answer, context: context)
    }

    /// Stops reading and sends `answer` as the connection's last, once the answers owed for
    /// requests before it (pipelined ones) have been written, then closes.
    private func refuse(_ answer: String, context: ChannelHandlerContext) {
        guard context.channel.isActive, !refusing else { return }
        refusing = true
        progress?.refused = true
        clock.stop()
        clock.whenAnswered { [weak self] in
            guard let self, context.channel.isActive, !self.answered else { return }
            self.answered = true
            context.answerAndClose(answer)
        }
    }
}
