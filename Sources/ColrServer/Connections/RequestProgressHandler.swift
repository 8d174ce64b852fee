import NIOCore
import NIOHTTP1

/// Tells a ``RequestClock`` where requests end and answers end, seen from just after the
/// request decoder; everything passes through unchanged.
///
/// It also catches the decoder giving up on a head too large to read, which would otherwise
/// reach Vapor's handlers and close the connection without an answer: `headTooLarge` has
/// ``RequestDeadlineHandler`` answer it (414 or 431) and close.
///
/// After a WebSocket upgrade the decoder is gone and what passes here is no longer HTTP, so the
/// handler stops looking at it.
final class RequestProgressHandler: ChannelDuplexHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let clock: RequestClock
    private let headTooLarge: () -> Void
    private var upgraded = false
    /// Set once the front has taken the connection's last answer on. The decoder then still
    /// complains, as the connection closes, of the head that answer cut off: no one's concern.
    var refused = false

    init(clock: RequestClock, headTooLarge: @escaping () -> Void) {
        self.clock = clock
        self.headTooLarge = headTooLarge
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if !upgraded, case .end = Self.unwrapInboundIn(data) { clock.requestEnded() }
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if !upgraded, let error = error as? HTTPParserError {
            if refused { return }
            if case .headerOverflow = error {
                // Answered from the front, not passed on: Vapor's last handler closes on any error.
                headTooLarge()
                return
            }
        }
        context.fireErrorCaught(error)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !upgraded else { return context.write(data, promise: promise) }
        switch Self.unwrapOutboundIn(data) {
        case .head(let head) where head.status == .switchingProtocols:
            upgraded = true
            clock.upgrade()
        case .end:
            // Counted once written, so an answer the front sends when none is owed follows it.
            context.write(data, promise: promise)
            clock.answerEnded()
            return
        default: break
        }
        context.write(data, promise: promise)
    }
}
