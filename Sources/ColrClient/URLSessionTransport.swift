import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport: Foundation's `URLSession`, on Apple platforms and on Linux alike.
public struct URLSessionTransport: ColrTransport {
    /// The session requests go through.
    public let session: URLSession

    /// Creates a transport on `session` (the shared session by default).
    public init(session: URLSession = .shared) {
        self.session = session
    }

    /// Sends the request with `URLSession`, which also enforces ``ColrRequest/timeout``.
    public func send(_ request: ColrRequest) async throws -> ColrResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        urlRequest.timeoutInterval = request.timeout.seconds
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers[String(describing: name).lowercased()] = String(describing: value)
        }
        return ColrResponse(status: http.statusCode, headers: headers, body: data)
    }
}

extension Duration {
    /// The duration in seconds, as a `TimeInterval`.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
