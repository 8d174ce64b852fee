import Foundation
import Secrets
import Vapor

/// A browser's lasting identity: a random id in an http-only, same-site cookie (`vk-visitor`),
/// signed with the server secret so nobody can claim another browser's id by writing a cookie.
///
/// Apps see it as ``ViewKit/Window/visitor`` and keep what belongs to the browser under it (the
/// documents it made, say). A browser that keeps no cookies gets a new id each page, so nothing
/// outlives the page; nor can its page's socket join, since a page's session token is bound
/// to the visitor its cookie names (its form posts already needed the form cookie).
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
        guard let value = request.cookies[Self.name]?.string else { return nil }
        return Self.visitor(in: value, signer: Signer(secret: secret))?.id
    }

    /// The request's identity, or a new one with the `Set-Cookie` value that keeps it. A cookie
    /// in the first form (before signatures were base64url) is answered with its new form.
    public func identify(_ request: Request) -> (visitor: String, setCookie: String?) {
        let signer = Signer(secret: secret)
        let known = request.cookies[Self.name].flatMap { Self.visitor(in: $0.string, signer: signer) }
        if let known, !known.isLegacy { return (known.id, nil) }
        let id = known?.id ?? RandomToken.hex()
        let secure = request.headers.first(name: "X-Forwarded-Proto") == "https" ? "; Secure" : ""
        let value = signer.sign(id, purpose: Self.purpose)
        return (
            id,
            "\(Self.name)=\(value); Path=/; Max-Age=\(Self.lifetimeSeconds); HttpOnly; SameSite=Lax" + secure
        )
    }

    static let purpose = "visitor"

    /// The id a cookie value proves. The first form, `id.hex`, signed the same `visitor|id` and
    /// kept the signature's first 16 bytes in hex; browsers keep it for a year, so it still counts.
    static func visitor(in value: String, signer: Signer) -> (id: String, isLegacy: Bool)? {
        guard value.utf8.count <= 128 else { return nil }
        if let id = signer.verify(value, purpose: purpose) {
            return isHexID(id) ? (id, false) : nil
        }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, isHexID(parts[0]), let signature = Hex.decode(parts[1]),
            signature.count == 16,
            signer.isValid(signature, of: String(parts[0]), purpose: purpose)
        else { return nil }
        return (String(parts[0]), true)
    }

    /// Ids are 16 random bytes in lowercase hex.
    private static func isHexID(_ text: some StringProtocol) -> Bool {
        text.utf8.count == 32 && Hex.decode(text) != nil
    }
}
