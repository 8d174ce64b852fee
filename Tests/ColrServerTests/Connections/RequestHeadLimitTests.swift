import ColrTestKit
import Foundation
import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOPosix
import Synchronization
import Testing

@testable import ColrServer

/// Heads too large to read: a long request line gets 414, oversized header fields 431, each with
/// a JSON error body, and the connection is closed; never a connection closed without a word.
@Suite("Request heads too large to read")
struct RequestHeadLimitTests {
    // MARK: On a connection in process

    /// A connection as the HTTP server sets it up: the deadline at the front, then HTTP/1.1.
    private func httpConnection() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(loop: EmbeddedEventLoop())
        try channel.pipeline.syncOperations.addHandlers([
            RequestDeadlineHandler(timeout: .seconds(5)), HTTPResponseEncoder(),
            ByteToMessageHandler(HTTPRequestDecoder(leftOverBytesStrategy: .forwardBytes)),
        ])
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    /// Sends `text` in pieces of `piece` bytes, as a socket delivers a long request, while the
    /// connection takes them.
    private func send(_ text: String, to channel: EmbeddedChannel, piece: Int = 16_384) throws {
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count, channel.isActive {
            let end = min(bytes.count, start + piece)
            try channel.writeInbound(channel.allocator.buffer(bytes: bytes[start..<end]))
            start = end
        }
    }

    private func written(_ channel: EmbeddedChannel) throws -> String {
        var text = ""
        while let part = try channel.readOutbound(as: IOData.self) {
            if case .byteBuffer(let buffer) = part { text += String(buffer: buffer) }
        }
        return text
    }

    private func requests(_ channel: EmbeddedChannel) throws -> [HTTPRequestHead] {
        var heads: [HTTPRequestHead] = []
        while let part = try channel.readInbound(as: HTTPServerRequestPart.self) {
            if case .head(let head) = part { heads.append(head) }
        }
        return heads
    }

    /// The JSON body's `error`, after checking the answer's status line and its length.
    private func errorCode(in answer: String, status: String) throws -> String {
        #expect(answer.hasPrefix("HTTP/1.1 \(status)\r\n"), "\(answer.prefix(80))")
        let parts = answer.components(separatedBy: "\r\n\r\n")
        let body = try #require(parts.count == 2 ? parts[1] : nil, "\(answer)")
        #expect(answer.contains("Content-Length: \(body.utf8.count)\r\n"))
        #expect(answer.contains("Content-Type: application/json; charset=utf-8\r\n"))
        let object = try #require(JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: String])
        #expect(object["reason"]?.isEmpty == false)
        return try #require(object["error"])
    }

    @Test("A request line past 64 KiB is answered 414 and closed, the rest never read")
    func longRequestLine() throws {
        let channel = try httpConnection()
        try send(
            "GET /api/v1/health?q=" + String(repeating: "a", count: 70_000) + " HTTP/1.1\r\n", to: channel)
        let answer = try written(channel)
        #expect(try errorCode(in: answer, status: "414 URI Too Long") == "uri_too_long")
        #expect(!channel.isActive)
        #expect(try requests(channel).isEmpty)
    }

    @Test("A request line of up to 64 KiB reaches the server, blank lines before it not counted")
    func requestLineAtTheLimit() throws {
        let channel = try httpConnection()
        let target = "/?q=" + String(repeating: "a", count: 64 * 1024 - "GET  HTTP/1.1\r".utf8.count - 4)
        try send("\r\n\r\nGET \(target) HTTP/1.1\r\nHost: x\r\n\r\n", to: channel)
        #expect(try requests(channel).map(\.uri) == [target])
        #expect(try written(channel).isEmpty)
        #expect(channel.isActive)
        _ = try channel.finish()
    }

    @Test("Header fields past the decoder's limit are answered 431 and closed")
    func largeHeaderFields() throws {
        let channel = try httpConnection()
        try send(
            "GET / HTTP/1.1\r\nCookie: " + String(repeating: "c", count: 90_000) + "\r\n\r\n", to: channel)
        let answer = try written(channel)
        #expect(
            try errorCode(in: answer, status: "431 Request Header Fields Too Large")
                == "request_header_fields_too_large")
        #expect(!channel.isActive)
    }

    @Test("A head too large behind a request still unanswered waits for that answer")
    func pipelinedHeadWaitsForTheAnswerOwed() throws {
        let channel = try httpConnection()
        try send(
            "GET /first HTTP/1.1\r\nHost: x\r\n\r\nGET /second HTTP/1.1\r\nCookie: "
                + String(repeating: "c", count: 90_000) + "\r\n\r\n", to: channel)
        #expect(try requests(channel).map(\.uri) == ["/first"])
        #expect(try written(channel).isEmpty, "nothing may come before the first request's answer")
        #expect(channel.isActive)
        try channel.writeOutbound(
            HTTPServerResponsePart.head(HTTPResponseHead(version: .http1_1, status: .ok)))
        try channel.writeOutbound(HTTPServerResponsePart.end(nil))
        let answers = try written(channel)
        let refusal = try #require(answers.range(of: "HTTP/1.1 431 "))
        #expect(answers.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(
            try errorCode(
                in: String(answers[refusal.lowerBound...]), status: "431 Request Header Fields Too Large")
                == "request_header_fields_too_large")
        #expect(!channel.isActive)
    }

    // MARK: Over a real socket

    /// Sends `request` on a new connection and returns everything received until the server
    /// closed it.
    private func exchange(_ request: String, port: Int) async throws -> String {
        let recorder = AnswerRecorder()
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(recorder)
                }
            }
            .connect(host: "127.0.0.1", port: port).get()
        // A write the server stops reading may fail; what it answered is what counts.
        try? await channel.writeAndFlush(channel.allocator.buffer(string: request)).get()
        try await channel.closeFuture.get()
        return recorder.text
    }

    private func get(_ target: String, port: Int) -> String {
        "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
    }

    @Test(
        "A long query over a real socket gets 414, and the server serves the next connection",
        .timeLimit(.minutes(1)), arguments: [72_000, 200_000, 1_000_000])
    func longQueryOverTheNetwork(length: Int) async throws {
        try await TestServer.listening { server in
            let port = try #require(server.baseURL?.port)
            let query = "/api/v1/health?q=" + String(repeating: "a", count: length)
            let answer = try await exchange(get(query, port: port), port: port)
            #expect(try errorCode(in: answer, status: "414 URI Too Long") == "uri_too_long")
            let next = try await exchange(get("/api/v1/health", port: port), port: port)
            #expect(next.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(next.prefix(200))")
        }
    }

    @Test(
        "Every length past 63 KB is answered by the app or with 414, never a silent close",
        .timeLimit(.minutes(1)))
    func lengthsAroundTheLimit() async throws {
        try await TestServer.listening { server in
            let port = try #require(server.baseURL?.port)
            for length in [63_000, 65_000, 65_500, 65_600, 66_000, 72_000, 79_000, 81_000, 90_000] {
                let target = "/api/v1/health?q=" + String(repeating: "a", count: length)
                // The meter counts the line up to its line feed, its carriage return too.
                let line = "GET \(target) HTTP/1.1\r".utf8.count
                let answer = try await exchange(get(target, port: port), port: port)
                let expected = line > RequestLineMeter.maximumLength ? "414 URI Too Long" : "200 OK"
                #expect(answer.hasPrefix("HTTP/1.1 \(expected)\r\n"), "\(length): \(answer.prefix(80))")
            }
        }
    }
}

/// Keeps what a client connection received.
private final class AnswerRecorder: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer
    private let received = Mutex("")

    var text: String { received.withLock { $0 } }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = String(buffer: Self.unwrapInboundIn(data))
        received.withLock { $0 += part }
    }
}
