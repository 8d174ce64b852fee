import ColrClient
import ColrModels
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension StubTransport {
    /// One canned answer: a response, a failure to get one, or either after a delay.
    public indirect enum Reply: Sendable {
        /// This response, exactly.
        case response(ColrResponse)
        /// No response: the transport throws this error (a `URLError`, say).
        case failure(any Error & Sendable)
        /// `reply`, after waiting `delay` (cancelling the request ends the wait).
        case delayed(Duration, Reply)
        /// No answer ever: the request waits until it is cancelled or the client times out.
        case hang

        /// A 2xx (or any) response with `value` encoded as the server encodes it (``ColrJSON/encoder()``).
        public static func json(
            _ value: some Encodable & Sendable, status: Int = 200, headers: [String: String] = [:]
        ) -> Reply {
            let body = (try? ColrJSON.encoder().encode(value)) ?? Data()
            return .response(
                ColrResponse(
                    status: status,
                    headers: headers.merging(["Content-Type": "application/json"]) { a, _ in a },
                    body: body))
        }

        /// A colr.org-compatible envelope, byte for byte as a Colr server writes it.
        public static func legacy(_ envelope: LegacyEnvelope, status: Int = 200) -> Reply {
            .response(
                ColrResponse(
                    status: status, headers: ["Content-Type": "application/json"],
                    body: Data(LegacyJSON.encode(envelope))))
        }

        /// An `/api/v1` error: `status` with an `{error, reason}` body.
        public static func status(
            _ status: Int, reason: String = "stubbed failure", code: String? = nil,
            headers: [String: String] = [:]
        ) -> Reply {
            .json(
                ErrorBody(error: code ?? defaultCode(status), reason: reason), status: status,
                headers: headers)
        }

        /// A 429 with `Retry-After: seconds`.
        public static func rateLimited(retryAfter seconds: Int, reason: String = "too many writes") -> Reply {
            .status(429, reason: reason, code: "rate_limited", headers: ["Retry-After": String(seconds)])
        }

        /// A body that is not JSON at all, such as a proxy's HTML error page.
        public static func garbage(
            status: Int = 200, body: String = "<html><body>Bad Gateway</body></html>"
        ) -> Reply {
            .response(
                ColrResponse(status: status, headers: ["Content-Type": "text/html"], body: Data(body.utf8)))
        }

        /// The transport reports a timeout (`URLError.timedOut`).
        public static var timeout: Reply { .failure(URLError(.timedOut)) }

        /// The transport cannot connect (`URLError.cannotConnectToHost`).
        public static var connectionRefused: Reply { .failure(URLError(.cannotConnectToHost)) }

        /// The transport loses the connection mid-request (`URLError.networkConnectionLost`).
        public static var connectionLost: Reply { .failure(URLError(.networkConnectionLost)) }

        /// An empty response with this status (a 204 after a delete, say).
        public static func empty(_ status: Int = 204) -> Reply {
            .response(ColrResponse(status: status))
        }

        func play() async throws -> ColrResponse {
            switch self {
            case .response(let response):
                return response
            case .failure(let error):
                throw error
            case .delayed(let delay, let reply):
                try await Task.sleep(for: delay)
                return try await reply.play()
            case .hang:
                while true { try await Task.sleep(for: .seconds(3600)) }
            }
        }

        static func defaultCode(_ status: Int) -> String {
            switch status {
            case 400: return "invalid_request"
            case 404: return "not_found"
            case 413: return "payload_too_large"
            case 415: return "unsupported_media_type"
            case 429: return "rate_limited"
            case 503: return "store_unavailable"
            default: return status >= 500 ? "internal_error" : "error"
            }
        }
    }
}
