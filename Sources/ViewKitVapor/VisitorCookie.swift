import Crypto
import Foundation
import Vapor

/// A browser's lasting identity: a random id in an http-only, same-site cookie (`vk-visitor`),
/// signed with the server secret so nobody can claim another browser's id by writing a cookie.
///
/// Apps see it as ``ViewKit/Window/visitor`` and keep what belongs to the browser under it (Colr's
/// palettes). A browser that keeps no cookies gets a new id each page, so nothing outlives the page.
public struct VisitorCookie: Sendable {
    static let name = "vk-visitor"
    /// A year: the identity is the only key to what the browser made.
    static let lifetimeSeconds = 31_536_000
    let secret: String

    /// Uses `secret` (the ViewKit configuration's) to sign and check ids.
    public init(secret: String) {
        self.secret = secret
    }

    /// The identity the request's cookie proves, or nil when it has none or a forged one.
    public func visitor(of request: Request) -> String? {
        guard let value = request.cookies[Self.name]?.string, value.utf8.count <= 128 else { return nil }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].utf8.count == 32, parts[1] == signature(of: String(parts[0])) else {
            return nil
        }
        return String(parts[0])
    }

    /// The request's identity, or a new one with the `Set-Cookie` value that keeps it.
    public func identify(_ request: Request) -> (visitor: String, setCookie: String?) {
        if let known = visitor(of: request) { return (known, nil) }
        let id = (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
        let secure = request.headers.first(name: "X-Forwarded-Proto") == "https" ? "; Secure" : ""
        return (
            id,
            "\(Self.name)=\(id).\(signature(of: id)); Path=/; Max-Age=\(Self.lifetimeSeconds); HttpOnly; SameSite=Lax"
                + secure
        )
    }

    private func signature(of id: String) -> String {
        let code = HMAC<SHA256>.authenticationCode(
            for: Data(("visitor|" + id).utf8), using: SymmetricKey(data: Data(secret.utf8)))
        return Data(code).prefix(16).map { String(format: "%02x", $0) }.joined()
    }
}
