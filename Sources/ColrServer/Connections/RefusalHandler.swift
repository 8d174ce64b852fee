import NIOCore

/// Answers a connection past the connection limit with 503 and closes it, dropping whatever the
/// client sends: none of it reaches the HTTP server.
final class RefusalHandler: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    static let response =
        "HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nContent-Type: text/plain; charset=utf-8\r\n"
        + "Content-Length: 52\r\nConnection: close\r\n\r\n"
        + "The server is holding too many connections; retry.\n"

    func channelActive(context: ChannelHandlerContext) {
        context.fireChannelActive()
        // A short linger: under a flood, every refused connection still holds a file descriptor.
        context.answerAndClose(Self.response, linger: .milliseconds(250))
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}
}
