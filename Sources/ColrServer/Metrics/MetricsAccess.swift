import Foundation
import Secrets

/// Who may read `/metrics`: whoever presents the configured bearer token.
///
/// Without a token configured the endpoint does not exist (404), so a server is never found
/// publishing its numbers by accident. The token is compared as SHA-256 digests in constant
/// time (``Secrets/SecretDigest``, on ``Secrets/ConstantTime``), so neither its bytes nor its
/// length leak through a response's timing.
struct MetricsAccess: Sendable {
    /// What a request may do.
    enum Decision: Equatable, Sendable {
        /// No token is configured: answer as if there were no such route.
        case disabled
        /// The request carries the token.
        case allowed
        /// A token is configured and the request does not carry it.
        case refused
    }

    private let digest: String?

    /// Access with `token`, or none when it is nil or empty.
    init(token: String?) {
        digest = token.flatMap { $0.isEmpty ? nil : SecretDigest.of($0) }
    }

    /// Whether metrics are served at all.
    var isEnabled: Bool { digest != nil }

    /// The decision for a request's `Authorization` header (`Bearer <token>`; the scheme's case
    /// does not matter, as RFC 7235 says).
    func decide(authorization: String?) -> Decision {
        guard let digest else { return .disabled }
        guard let authorization, let space = authorization.firstIndex(of: " "),
            authorization[..<space].lowercased() == "bearer"
        else { return .refused }
        let presented = authorization[space...].trimmingCharacters(in: .whitespaces)
        return SecretDigest.matches(presented, digest: digest) ? .allowed : .refused
    }
}
