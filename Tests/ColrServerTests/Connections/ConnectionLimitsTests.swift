import ColrTestKit
import NIOCore
import NIOEmbedded
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
        #expect(counter.open == 3)
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

    @Test("A request trickled in past the deadline is answered 408 and closed")
    func trickledRequestTimesOut() throws {
        let loop = EmbeddedEventLoop()
        let channel = EmbeddedChannel(handler: RequestDeadlineHandler(timeout: .seconds(5)), loop: loop)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        for byte in "GET / HTTP/1.1\r\nHost: x".utf8 {
            try channel.writeInbound(channel.allocator.buffer(bytes: [byte]))
            loop.advanceTime(by: .milliseconds(200))
        }
        #expect(channel.isActive, "4.8 s in, still within the deadline")
        loop.advanceTime(by: .seconds(1))
        let answer = try #require(try channel.readOutbound(as: IOData.self))
        guard case .byteBuffer(let buffer) = answer else {
            Issue.record("expected bytes, got \(answer)")
            return
        }
        #expect(String(buffer: buffer).hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
        #expect(!channel.isActive)
    }

    @Test("An answer stops the clock; waiting between requests never starts it")
    func answeredRequestsKeepTheConnection() throws {
        let loop = EmbeddedEventLoop()
        let channel = EmbeddedChannel(handler: RequestDeadlineHandler(timeout: .seconds(5)), loop: loop)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        for _ in 0..<3 {
            try channel.writeInbound(channel.allocator.buffer(string: "GET / HTTP/1.1\r\n\r\n"))
            loop.advanceTime(by: .seconds(4))
            try channel.writeOutbound(
                IOData.byteBuffer(channel.allocator.buffer(string: "HTTP/1.1 200 OK\r\n")))
            loop.advanceTime(by: .seconds(30))
        }
        #expect(channel.isActive)
        _ = try channel.finish()
    }

    @Test("A WebSocket upgrade leaves HTTP behind: frames are never timed")
    func upgradeRemovesTheDeadline() throws {
        let loop = EmbeddedEventLoop()
        let channel = EmbeddedChannel(handler: RequestDeadlineHandler(timeout: .seconds(5)), loop: loop)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        try channel.writeInbound(channel.allocator.buffer(string: "GET /live HTTP/1.1\r\n\r\n"))
        try channel.writeOutbound(
            IOData.byteBuffer(channel.allocator.buffer(string: "HTTP/1.1 101 Switching Protocols\r\n\r\n")))
        try channel.writeInbound(channel.allocator.buffer(bytes: [0x81, 0x80]))
        loop.advanceTime(by: .seconds(60))
        #expect(channel.isActive)
        #expect(try channel.readOutbound(as: IOData.self) != nil, "the 101 went out")
        #expect(try channel.readOutbound(as: IOData.self) == nil, "and nothing after it")
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
