import ColrClient
import Foundation

/// A ``ColrClient/ColrTransport`` with canned answers, for testing code built on ColrClient
/// without a server: its happy paths, and its "Failed :(" paths.
///
/// Answers come from routes (method and path, each with a list of replies used in order, the
/// last one repeating) and otherwise from a queue; anything else gets ``fallback``. Every request
/// is recorded, so tests can assert what was sent and how many times.
///
/// ```swift
/// let stub = StubTransport()
/// stub.on(.get, "/api/v1/colors/ff0000", reply: .status(503), .json(detail))   // fails once, then works
/// stub.on(.post, "/api/v1/colors/ff0000/tags", reply: .timeout)
/// let client = ColrClient(baseURL: StubTransport.baseURL, transport: stub, retryPolicy: .immediate())
/// ```
public final class StubTransport: ColrTransport, @unchecked Sendable {
    /// A base URL for clients that talk to a stub (nothing is ever sent there).
    public static let baseURL = URL(string: "http://colr.stub")!

    // Unchecked Sendable: every stored property below is read and written only under `lock`.
    // (`Mutex` would need macOS 15 / iOS 18; this product supports the package's older platforms.)
    private let lock = NSLock()
    private var routes: [RouteKey: [Reply]] = [:]
    private var queue: [Reply] = []
    private var recorded: [ColrRequest] = []
    private var fallbackReply: Reply

    /// Creates a stub whose unmatched requests get `fallback` (a v1 404 unless you say otherwise).
    public init(fallback: Reply = .status(404, reason: "the stub has no reply for this request")) {
        self.fallbackReply = fallback
    }

    private struct RouteKey: Hashable {
        let method: ColrRequest.Method
        let path: String
    }

    /// Answers `method path` with `replies` in order; the last one answers every later request.
    ///
    /// `path` is percent-encoded, without the query: `/api/v1/colors/%23ff0000`,
    /// `/api/v1/tags/deep%20sea/colors`, `/js/color/ff0000/addtag/`.
    public func on(_ method: ColrRequest.Method, _ path: String, reply replies: Reply...) {
        precondition(!replies.isEmpty, "give at least one reply")
        lock.withLock { routes[RouteKey(method: method, path: path)] = replies }
    }

    /// Queues replies for requests no route matches, answered first in, first out.
    public func enqueue(_ replies: Reply...) {
        lock.withLock { queue.append(contentsOf: replies) }
    }

    /// What requests matching no route and finding the queue empty get.
    public var fallback: Reply {
        get { lock.withLock { fallbackReply } }
        set { lock.withLock { fallbackReply = newValue } }
    }

    /// Every request sent so far, in order.
    public var requests: [ColrRequest] {
        lock.withLock { recorded }
    }

    /// The requests sent to `method path` (percent-encoded path, no query).
    public func requests(_ method: ColrRequest.Method, _ path: String) -> [ColrRequest] {
        requests.filter { $0.method == method && $0.path == path }
    }

    /// Forgets the recorded requests (routes and queue stay).
    public func clearRequests() {
        lock.withLock { recorded.removeAll() }
    }

    /// Records the request and plays the reply it matches.
    public func send(_ request: ColrRequest) async throws -> ColrResponse {
        let reply = lock.withLock { () -> Reply in
            recorded.append(request)
            let key = RouteKey(method: request.method, path: request.path)
            if var replies = routes[key] {
                let next = replies.count > 1 ? replies.removeFirst() : replies[0]
                routes[key] = replies
                return next
            }
            return queue.isEmpty ? fallbackReply : queue.removeFirst()
        }
        return try await reply.play()
    }
}
