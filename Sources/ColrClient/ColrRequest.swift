import Foundation

/// One HTTP request as the client hands it to a ``ColrTransport``.
///
/// A plain value, so stub transports can record and compare what an app asked for.
public struct ColrRequest: Hashable, Sendable {
    /// The HTTP methods the Colr API uses.
    public enum Method: String, Hashable, Sendable, CaseIterable {
        /// Reads; safe to retry.
        case get = "GET"
        /// Creates; never retried, because a repeat could apply twice.
        case post = "POST"
        /// Replaces; idempotent, so retried.
        case put = "PUT"
        /// Deletes; idempotent, so retried.
        case delete = "DELETE"
        /// Applies operations; never retried, because an add sent twice adds twice.
        case patch = "PATCH"

        /// Whether sending the request twice has the same effect as sending it once.
        public var isIdempotent: Bool { self != .post && self != .patch }
    }

    /// The method.
    public var method: Method
    /// The full URL, path and query percent-encoded.
    public var url: URL
    /// Header fields to send.
    public var headers: [String: String]
    /// The body, if any.
    public var body: Data?
    /// How long one attempt may take before the client gives up on it.
    public var timeout: Duration

    /// Creates a request.
    public init(
        method: Method, url: URL, headers: [String: String] = [:], body: Data? = nil,
        timeout: Duration = .seconds(30)
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// The percent-encoded path, such as `/api/v1/colors/ff0000` (what stubs match on).
    public var path: String {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? url.path
    }

    /// The decoded query items, in order.
    public var queryItems: [URLQueryItem] {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    }

    /// The value of the first query item called `name`, decoded.
    public func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The body as UTF-8 text, for assertions.
    public var bodyText: String? {
        body.map { String(decoding: $0, as: UTF8.self) }
    }
}
