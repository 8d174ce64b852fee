import Foundation

/// The Swift SDK for Colr: every operation of the service as an `async` method.
///
/// ```swift
/// let colr = ColrClient(baseURL: URL(string: "http://127.0.0.1:8080")!)
/// let red = try await colr.color("red")
/// _ = try await colr.addTags(["warm"], to: red.hex)
/// for try await color in colr.colors(tagged: "warm") { print(color.hex) }
/// ```
///
/// Methods throw only ``Error``. Reads, replacements and deletions are retried by
/// ``RetryPolicy``; creations (POST) never are. Every attempt has its own ``timeout``, and
/// cancelling the calling task stops the request and any wait between retries.
///
/// The client is a value with no mutable state: share one across tasks freely.
public struct ColrClient: Sendable {
    /// Which of the server's APIs the client speaks.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// The Colr REST API under `/api/v1`, with real status codes and `{error, reason}` bodies.
        case v1
        /// colr.org's JSON (`/json/…`, `POST /js/color/{hex}/addtag/`), so the client works against
        /// any Colr-compatible server. Operations colr.org lacked throw ``Error/Kind/unsupported``.
        case legacy
    }

    /// The server's address, such as `http://127.0.0.1:8080` (a path prefix is kept).
    public let baseURL: URL
    /// Which API the client speaks.
    public let mode: Mode
    /// How long one attempt may take.
    public let timeout: Duration
    /// When failed requests are sent again.
    public let retryPolicy: RetryPolicy
    /// What sends the requests.
    public let transport: any ColrTransport

    /// Creates a client for the server at `baseURL`.
    ///
    /// - Parameters:
    ///   - baseURL: The server's address; paths such as `/api/v1/…` are appended to it.
    ///   - mode: ``Mode/v1`` (the default) or ``Mode/legacy`` for colr.org-compatible servers.
    ///   - transport: What sends requests; ``URLSessionTransport`` unless you pass another.
    ///   - timeout: How long one attempt may take (30 s by default).
    ///   - retryPolicy: When to send idempotent requests again (``RetryPolicy/standard``).
    public init(
        baseURL: URL, mode: Mode = .v1, transport: any ColrTransport = URLSessionTransport(),
        timeout: Duration = .seconds(30), retryPolicy: RetryPolicy = .standard
    ) {
        self.baseURL = baseURL
        self.mode = mode
        self.transport = transport
        self.timeout = timeout
        self.retryPolicy = retryPolicy
    }

    /// The URL of an endpoint: the base URL, the path segments percent-encoded one by one, the query.
    func url(for endpoint: Endpoint) throws(Error) -> URL {
        var text = baseURL.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        for segment in endpoint.path { text += "/" + Endpoint.encode(segment) }
        if endpoint.trailingSlash { text += "/" }
        if !endpoint.query.isEmpty {
            text +=
                "?"
                + endpoint.query.map { "\(Endpoint.encode($0.0))=\(Endpoint.encode($0.1))" }
                .joined(separator: "&")
        }
        guard let url = URL(string: text), url.scheme != nil, url.host != nil else {
            throw .invalid("\"\(text)\" is not a usable URL; give the server as http://host:port")
        }
        return url
    }
}
