import Foundation
import Secrets

/// A session token: which session, for which path, until when, and for which browser, signed
/// with the server secret, so a page can only ever join the session it was given, not forever,
/// and only from the browser it was served to.
///
/// The browser is the visitor its `vk-visitor` cookie proves (``VisitorCookie``), as Phoenix
/// LiveView binds its token to the session cookie: a token read out of a page (a leaked HTML
/// copy, a log, another browser's screen) opens nothing without that browser's cookie too. The
/// token carries a keyed digest of the visitor (the first 16 bytes of its signature for
/// ``visitorPurpose``), not the visitor itself: the page's script may read the token, and the
/// cookie that holds the visitor is http-only.
struct SessionToken: Equatable {
    let sessionID: String
    let path: String
    let expires: Int
    /// The visitor's signature, base64url: see ``visitorBinding(_:secret:)``.
    let visitorBinding: String

    static let purpose = "session"
    /// What the visitor binding signs for: never a cookie's purpose, so a token holds nothing
    /// that would make a cookie.
    static let visitorPurpose = "session-visitor"
    /// Bytes of the visitor's signature kept: 128 bits, as many as the visitor id itself has.
    static let bindingBytes = 16

    /// The token for `visitor`'s page.
    init(sessionID: String, path: String, expires: Int, visitor: String, secret: String) {
        self.init(
            sessionID: sessionID, path: path, expires: expires,
            visitorBinding: Self.visitorBinding(visitor, secret: secret))
    }

    init(sessionID: String, path: String, expires: Int, visitorBinding: String) {
        self.sessionID = sessionID
        self.path = path
        self.expires = expires
        self.visitorBinding = visitorBinding
    }

    /// The token: the fields and their signature, base64url (see ``Secrets/Signer``). The path
    /// goes last, since it may hold the separator.
    func signed(with secret: String) -> String {
        Signer(secret: secret).sign(
            "\(sessionID)|\(expires)|\(visitorBinding)|\(path)", purpose: Self.purpose)
    }

    /// The token, if its signature holds, it has not expired, and it was issued to `visitor`
    /// (the identity the joining connection's cookie proves; nil when it has none, which no
    /// token was issued to). Tokens of the first form, bound to no visitor, are refused.
    static func verify(_ token: String, secret: String, visitor: String?, now: Date = Date())
        -> SessionToken?
    {
        let signer = Signer(secret: secret)
        guard let payload = signer.verify(token, purpose: purpose) else { return nil }
        let fields = payload.split(separator: "|", maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4, let expires = Int(fields[1]), expires > Int(now.timeIntervalSince1970),
            let visitor, let binding = Base64URL.decode(fields[2]), binding.count == bindingBytes,
            // In constant time (Signer compares with ConstantTime): no timing tells of the binding.
            signer.isValid(binding, of: visitor, purpose: visitorPurpose)
        else { return nil }
        return SessionToken(
            sessionID: String(fields[0]), path: String(fields[3]), expires: expires,
            visitorBinding: String(fields[2]))
    }

    /// What a token for `visitor` carries: the first ``bindingBytes`` of the visitor's
    /// signature with the server secret. Keyed, so nobody without the secret can tell from a
    /// token whose it is, and instances that share the secret (a failover, a restart) agree.
    static func visitorBinding(_ visitor: String, secret: String) -> String {
        Base64URL.encode(
            Signer(secret: secret).signature(of: visitor, purpose: visitorPurpose).prefix(bindingBytes))
    }
}
