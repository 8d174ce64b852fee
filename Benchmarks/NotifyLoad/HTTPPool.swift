import NIOCore
import NIOHTTP1
import NIOPosix

/// An HTTP answer: its status and body, and the visitor cookie it sets as a `Cookie` value
/// (`vk-visitor=…`): a page's socket must carry the cookie its page was served with.
struct HTTPAnswer: Sendable {
    let status: Int
    let body: String
    let visitorCookie: String?
}

/// Keep-alive HTTP/1.1 connections to one instance, one request in flight on each, opened as
/// needed up to ``limit``: an open-loop sender must never wait for an earlier answer, or it
/// measures its own queue instead of the server.
actor HTTPPool {
    let host: String
    let port: Int
    let group: any EventLoopGroup
    let limit: Int
    private var idle: [any Channel] = []
    private var open = 0
    private var waiters: [CheckedContinuation<any Channel, any Error>] = []

    init(host: String, port: Int, group: any EventLoopGroup, limit: Int = 256) {
        self.host = host
        self.port = port
        self.group = group
        self.limit = limit
    }

    /// Sends a request and returns the answer; fails after `patience` (closing the connection).
    func send(_ method: HTTPMethod, _ path: String, json: String? = nil, patience: TimeAmount = .seconds(15))
        async throws -> HTTPAnswer
    {
        let channel = try await acquire()
        let promise = channel.eventLoop.makePromise(of: HTTPAnswer.self)
        var head = HTTPRequestHead(version: .http1_1, method: method, uri: path)
        head.headers.add(name: "Host", value: "\(host):\(port)")
        var body: ByteBuffer?
        if let json {
            head.headers.add(name: "Content-Type", value: "application/json")
            head.headers.add(name: "Content-Length", value: "\(json.utf8.count)")
            body = ByteBuffer(string: json)
        }
        channel.writeAndFlush(PendingRequest(head: head, body: body, promise: promise)).whenFailure {
            promise.fail($0)
        }
        // Closing fails the request through the handler, so the promise is completed once.
        let timeout = channel.eventLoop.scheduleTask(in: patience) { channel.close(promise: nil) }
        do {
            let answer = try await promise.futureResult.get()
            timeout.cancel()
            release(channel)
            return answer
        } catch {
            timeout.cancel()
            open -= 1
            channel.close(promise: nil)
            throw LoadError.failed("\(method) \(host):\(port)\(path) failed: \(error)")
        }
    }

    private func acquire() async throws -> any Channel {
        while let channel = idle.popLast() {
            if channel.isActive { return channel }
            open -= 1
        }
        if open >= limit {
            return try await withCheckedThrowingContinuation { waiters.append($0) }
        }
        open += 1
        do {
            return try await ClientBootstrap(group: group)
                .channelOption(.socketOption(.tcp_nodelay), value: 1)
                .connectTimeout(.seconds(5))
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHTTPClientHandlers()
                        try channel.pipeline.syncOperations.addHandler(AnswerHandler())
                    }
                }
                .connect(host: host, port: port).get()
        } catch {
            open -= 1
            throw LoadError.failed("could not connect to \(host):\(port): \(error)")
        }
    }

    private func release(_ channel: any Channel) {
        guard channel.isActive else {
            open -= 1
            return
        }
        if !waiters.isEmpty {
            waiters.removeFirst().resume(returning: channel)
        } else {
            idle.append(channel)
        }
    }

    /// Closes every idle connection.
    func close() {
        for channel in idle { channel.close(promise: nil) }
        idle = []
    }
}

/// A request and the promise its answer completes.
struct PendingRequest: Sendable {
    let head: HTTPRequestHead
    let body: ByteBuffer?
    let promise: EventLoopPromise<HTTPAnswer>
}

/// Writes requests and completes their promises with the answers, in order; a connection that
/// closes or fails fails every request still waiting on it.
final class AnswerHandler: ChannelDuplexHandler {
    typealias InboundIn = HTTPClientResponsePart
    typealias OutboundIn = PendingRequest
    typealias OutboundOut = HTTPClientRequestPart

    private var waiting: [EventLoopPromise<HTTPAnswer>] = []
    private var status = 0
    private var body = ByteBuffer()
    private var visitorCookie: String?

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let request = unwrapOutboundIn(data)
        waiting.append(request.promise)
        context.write(wrapOutboundOut(.head(request.head)), promise: nil)
        if let body = request.body { context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil) }
        context.write(wrapOutboundOut(.end(nil)), promise: promise)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            status = Int(head.status.code)
            body.clear()
            visitorCookie = head.headers["Set-Cookie"].first { $0.hasPrefix("vk-visitor=") }
                .flatMap { $0.split(separator: ";").first.map(String.init) }
        case .body(var part):
            body.writeBuffer(&part)
        case .end:
            guard !waiting.isEmpty else { return }
            waiting.removeFirst().succeed(
                HTTPAnswer(status: status, body: String(buffer: body), visitorCookie: visitorCookie))
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        failAll(LoadError.failed("the connection closed before the answer"))
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        failAll(error)
        context.close(promise: nil)
    }

    private func failAll(_ error: any Error) {
        let failed = waiting
        waiting = []
        for promise in failed { promise.fail(error) }
    }
}
