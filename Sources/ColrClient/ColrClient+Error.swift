import Foundation

extension ColrClient {
    /// Everything a ``ColrClient`` call can fail with: what kind of failure, the server's reason,
    /// the HTTP status, and the transport error underneath, whichever of them exist.
    ///
    /// Switch on ``kind`` to decide what to do; show ``description`` to a person.
    public struct Error: Swift.Error, Sendable, CustomStringConvertible {
        /// What went wrong, and so what the caller can do about it.
        public enum Kind: Hashable, Sendable {
            /// The server (or the client, before sending) refused the input: a bad color, tag,
            /// count or body (400, 415, other 4xx). Fix what ``Error/reason`` names.
            case invalidRequest
            /// The color, tag, scheme or endpoint does not exist (404). Check the name or id.
            case notFound
            /// The scheme is someone else's (403): pass its edit token (the one
            /// ``ColrClient/createScheme(_:)`` returned, or the one in its edit link).
            case forbidden
            /// The body is larger than the server accepts (413). Send fewer tags or colors.
            case payloadTooLarge
            /// The scheme changed since the revision the write was made against: a replacement
            /// sent with that revision (412), or operations that could not be kept, as a move of
            /// a color another editor removed (409). Nothing was written; `revision` is the
            /// scheme's now. Read it again and decide.
            case conflict(revision: Int?)
            /// Too many writes (429). Wait `retryAfter` (when the server said) before writing again.
            case rateLimited(retryAfter: Duration?)
            /// The server failed or is unavailable (5xx). Try again later.
            case server
            /// No response arrived: the address is wrong, the server is down, or the network is.
            case transport
            /// No response within the client's timeout. The server may be overloaded; retry, or
            /// raise the timeout.
            case timeout
            /// The caller's task was cancelled; nothing more was sent.
            case cancelled
            /// The response is not what a Colr server sends (not JSON, or the wrong shape).
            /// Check the base URL and the mode (`/api/v1` versus legacy).
            case decoding
            /// The legacy (colr.org-compatible) API has no such operation. Use ``Mode/v1``
            /// against a Colr server.
            case unsupported
        }

        /// What went wrong.
        public let kind: Kind
        /// Why, in a sentence: the server's `reason` (or legacy `messages`) when it sent one.
        public let reason: String
        /// The server's machine-readable code (`invalid_tag`, `not_found`, …) on `/api/v1`.
        public let code: String?
        /// The HTTP status, when a response arrived.
        public let status: Int?
        /// The error from the transport or the decoder, when there was one.
        public let underlying: (any Swift.Error)?
        /// The request the error is about (method and URL), when one was sent.
        public let request: String?
        /// How many times the request was sent before giving up (0 when it never left).
        public let attempts: Int
        /// The `Retry-After` the server sent with a 5xx, which retries honor like a 429's.
        var serverRetryAfter: Duration?

        /// Creates an error.
        public init(
            kind: Kind, reason: String, code: String? = nil, status: Int? = nil,
            underlying: (any Swift.Error)? = nil, request: String? = nil, attempts: Int = 0
        ) {
            self.kind = kind
            self.reason = reason
            self.code = code
            self.status = status
            self.underlying = underlying
            self.request = request
            self.attempts = attempts
        }

        /// The same error, noting the request and how many attempts were made.
        func sent(_ request: String, attempts: Int) -> Error {
            var error = Error(
                kind: kind, reason: reason, code: code, status: status, underlying: underlying,
                request: request, attempts: attempts)
            error.serverRetryAfter = serverRetryAfter
            return error
        }

        /// A sentence a person can act on.
        public var description: String {
            let http = status.map { " (HTTP \($0))" } ?? ""
            let target = request.map { " for \($0)" } ?? ""
            switch kind {
            case .invalidRequest, .notFound, .forbidden, .payloadTooLarge, .conflict:
                return reason + http
            case .rateLimited(let wait):
                let after = wait.map { "; try again in \(Self.format($0))" } ?? "; try again shortly"
                return "rate limited: \(reason)\(http)\(after)"
            case .server:
                return "the server failed\(target): \(reason)\(http); try again later"
            case .transport:
                return
                    "could not reach the server\(target): \(reason); check the address and that it is running"
            case .timeout:
                return "no answer\(target): \(reason); the server may be overloaded, or raise the timeout"
            case .cancelled:
                return "cancelled\(target): \(reason)"
            case .decoding:
                return
                    "unexpected answer\(target)\(http): \(reason); "
                    + "check the base URL and the mode (v1 or legacy)"
            case .unsupported:
                return reason
            }
        }

        static func format(_ duration: Duration) -> String {
            let seconds = duration.seconds
            if seconds < 1 { return "\(Int((seconds * 1000).rounded())) ms" }
            return seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
        }
    }
}

extension ColrClient.Error {
    /// A refusal made before anything was sent.
    static func invalid(_ reason: String) -> Self {
        Self(kind: .invalidRequest, reason: reason)
    }

    /// An operation the legacy API lacks.
    static func unsupportedInLegacyMode(_ operation: String) -> Self {
        Self(
            kind: .unsupported,
            reason:
                "\(operation) is not part of the colr.org-compatible API; use mode .v1 against a Colr server")
    }

    /// The caller's task was cancelled.
    static func cancelled(underlying: (any Swift.Error)? = nil) -> Self {
        Self(kind: .cancelled, reason: "the task was cancelled", underlying: underlying)
    }
}
