import NIOCore
import NIOHTTP1

/// Tells a ``RequestClock`` where requests end and answers end, seen from just after the
/// request decoder; everything passes through unchanged.
///
/// After a WebSocket upgrade the decoder is gone and what passes here is no longer HTTP, so the
/// handler stops looking at it.
final class RequestProgressHandler: ChannelDuplexHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let clock: RequestClock
    private var upgraded = false

    init(clock: RequestClock) {
        self.clock = clock
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if !upgraded, case .end = Self.unwrapInboundIn(data) { clock.requestEnded() }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !upgraded else { return context.write(data, promise: promise) }
        switch Self.unwrapOutboundIn(data) {
        case .head(let head) where head.status == .switchingProtocols:
            upgraded = true
            clock.upgrade()
        case .end: clock.answerEnded()
        default: break
        }
        context.write(data, promise: promise)
    }
}
