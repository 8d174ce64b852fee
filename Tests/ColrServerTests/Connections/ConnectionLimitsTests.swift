import ColrTestKit
import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOPosix
import Testing

@testable import ColrServer

@Suite("Connection limits: counting, refusing and timing requests")
struct ConnectionLimitsTests {
    private func limits(maximum: Int = 3, perClient: Int = 2, exempt: Set<String> = []) -> ConnectionLimits {
        ConnectionLimits(
            maximum: maximum, maximumPerClient: perClient, requestTimeout: .seconds(5),
            exemptAddresses: exempt)
    }

    @Test("One address holds at most its share; another still gets in until the server is full")
    func counting() {
        let counter = ConnectionCounter(limits: limits())
        #expect(counter.admit("10.0.0.1"))
        #expect(counter.admit("10.0.0.1"))
        #expect(!counter.admit("10.0.0.1"))
        #expect(counter.admit("10.0.0.2"))
        #expect(!counter.admit("10.0.0.3"), "the server holds 3 in all")
        #expect(counter.open == 3 && counter.refused == 2)
        counter.release("10.0.0.1")
        #expect(counter.admit("10.0.0.1"), "a closed connection gives its place back")
        #expect(counter.open == 3)
    }

    @Test("A trusted proxy carries many clients and has no per-client cap, only the total")
    func exemptProxy() {
        let counter = ConnectionCounter(limits: limits(maximum: 4, perClient: 1, exempt: ["127.0.0.1"]))
        for _ in 0..<4 { #expect(counter.admit("127.0.0.1")) }
        #expect(!counter.admit("127.0.0.1"))
        for _ in 0..<4 { counter.release("127.0.0.1") }
        #expect(counter.open == 0)
        #expect(counter.admit(nil), "an unknown address counts only toward the total")
    }

    @Test("The cap leaves room under the open-file limit, and one address gets at most half of it")
    func fittingTheFileLimit() {
        let wanted = limits(maximum: 10_000, perClient: 256)
        #expect(wanted.fitting(fileLimit: 1_048_576) == wanted)
        let fitted = wanted.fitting(fileLimit: 256)
        #expect(fitted.maximum == 128)
        #expect(fitted.maximumPerClient == 64)
        #expect(wanted.fitting(fileLimit: 0) == wanted, "an unreadable limit changes nothing")
        #expect(limits(maximum: 40, perClient: 256).fitting(fileLimit: 0).maximumPerClient == 20)
        #expect(limits(maximum: 10, perClient: 1).fitting(fileLimit: 100).maximum == 2)
    }

    /// A connection as the HTTP server sets it up: the deadline at the front, then HTTP/1.1.
    private func httpConnection(timeout: TimeAmount = .seconds(5)) throws -> (
        EmbeddedChannel, EmbeddedEventLoop
    ) {
        let loop = EmbeddedEventLoop()
        let channel = EmbeddedChannel(loop: loop)
        try channel.pipeline.syncOperations.addHandlers([
            RequestDeadlineHandler(timeout: timeout), HTTPResponseEncoder(),
            ByteToMessageHandler(HTTPRequestDecoder(leftOverBytesStrategy: .forwardBytes)),
        ])
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return (channel, loop)
    }

    private func send(_ text: String, to channel: EmbeddedChannel) throws {
        try channel.writeInbound(channel.allocator.buffer(string: text))
    }

    private func answer(_ channel: EmbeddedChannel, status: HTTPResponseStatus = .ok) throws {
        try channel.writeOutbound(
            HTTPServerResponsePart.head(HTTPResponseHead(version: .http1_1, status: status)))
        try channel.writeOutbound(HTTPServerResponsePart.end(nil))
    }

    private func lastAnswer(_ channel: EmbeddedChannel) throws -> String {
        var text = ""
        while let part = try channel.readOutbound(as: IOData.self) {
            if case .byteBuffer(let buffer) = part { text += String(buffer: buffer) }
        }
        return text
    }

    @Test("A request trickled in past the deadline is answered 408 and closed")
    func trickledRequestTimesOut() throws {
        let (channel, loop) = try httpConnection()
        for byte in "GET / HTTP/1.1\r\nHost: x".utf8 {
            try channel.writeInbound(channel.allocator.buffer(bytes: [byte]))
            loop.advanceTime(by: .milliseconds(200))
        }
        #expect(channel.isActive, "4.8 s in, still within the deadline")
        loop.advanceTime(by: .seconds(1))
        #expect(try lastAnswer(channel).hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
        #expect(!channel.isActive)
    }

    @Test("A body trickled in after a whole head is timed from the head's first byte")
    func trickledBodyTimesOut() throws {
        let (channel, loop) = try httpConnection()
        try send("POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n", to: channel)
        var answered = ""
        for _ in 0..<30 where channel.isActive {
            try send(" ", to: channel)
            loop.advanceTime(by: .milliseconds(200))
            answered += try lastAnswer(channel)
        }
        #expect(answered.hasPrefix("HTTP/1.1 408 "))
        #expect(!channel.isActive)
    }

    @Test("A slow server is never mistaken for a slow client, nor a quiet keep-alive connection")
    func onlyArrivalIsTimed() throws {
        let (channel, loop) = try httpConnection()
        for _ in 0..<3 {
            try send("GET / HTTP/1.1\r\nHost: x\r\n\r\n", to: channel)
            loop.advanceTime(by: .seconds(60))  // the server takes its time
            #expect(channel.isActive)
            try answer(channel)
            loop.advanceTime(by: .seconds(60))  // the client waits before its next request
        }
        #expect(channel.isActive)
        #expect(try lastAnswer(channel).contains("HTTP/1.1 200 OK"))
        // A trickle after all that is still caught.
        try send("GET / HT", to: channel)
        loop.advanceTime(by: .seconds(6))
        #expect(try lastAnswer(channel).hasPrefix("HTTP/1.1 408 "))
    }

    @Test("A WebSocket upgrade leaves HTTP behind: frames are never timed")
    func upgradeEndsTheClock() throws {
        let (channel, loop) = try httpConnection()
        try send("GET /live HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n\r\n", to: channel)
        try answer(channel, status: .switchingProtocols)
        // Vapor removes the HTTP handlers on an upgrade; raw frames then pass the watcher untouched.
        let pipeline = channel.pipeline.syncOperations
        pipeline.removeHandler(
            try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self), promise: nil)
        pipeline.removeHandler(try pipeline.handler(type: HTTPResponseEncoder.self), promise: nil)
        loop.run()
        try channel.writeInbound(channel.allocator.buffer(bytes: [0x81, 0x80]))
        try channel.writeOutbound(channel.allocator.buffer(bytes: [0x81, 0x00]))
        loop.advanceTime(by: .seconds(60))
        #expect(channel.isActive)
        #expect(!(try lastAnswer(channel).contains("408")))
        _ = try channel.finish()
    }

    @Test("A listening server finds Vapor's listening channel and refuses past the per-client cap")
    func listeningServerRefusesPastTheCap() async throws {
        try await TestServer.listening(configure: { $0.maximumConnectionsPerClient = 2 }) { server in
            #expect(server.app.http.server.shared.listeningChannel != nil)
            let port = try #require(server.baseURL?.port)
            let group = MultiThreadedEventLoopGroup.singleton
            var held: [any Channel] = []
            for _ in 0..<2 {
                held.append(
                    try await ClientBootstrap(group: group).connect(host: "127.0.0.1", port: port).get())
            }
            let refused = RecordingHandler()
            let third = try await ClientBootstrap(group: group).channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(refused)
                }
            }.connect(host: "127.0.0.1", port: port).get()
            try await third.closeFuture.get()
            #expect(refused.text.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n"))
            for channel in held { try await channel.close() }
        }
    }
}

/// Keeps what a client connection received.
private final class RecordingHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer
    private(set) var text = ""

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        text += String(buffer: Self.unwrapInboundIn(data))
    }
}
