import NIOCore

extension ChannelHandlerContext {
    /// Sends a last answer straight to the socket, then stops sending and closes the connection
    /// once the client has gone, or after `linger` at the latest.
    ///
    /// Closing at once would lose the answer: a socket closed with unread bytes still in it
    /// sends a reset, and the client may discard what it had not yet read. Half-closing first
    /// lets the answer arrive whole; the caller drops whatever else the client sends.
    func answerAndClose(_ answer: String, linger: TimeAmount = .seconds(2)) {
        let channel = channel
        // From this handler toward the socket: past the HTTP encoders, which take no raw bytes.
        writeAndFlush(NIOAny(channel.allocator.buffer(string: answer))).whenComplete { _ in
            channel.close(mode: .output).whenFailure { _ in channel.close(promise: nil) }
            channel.eventLoop.scheduleTask(in: linger) { channel.close(promise: nil) }
        }
    }
}
