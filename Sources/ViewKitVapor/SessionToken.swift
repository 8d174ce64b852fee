import Crypto
import Foundation

/// A session token: which session, for which path, until when, signed with the server secret
/// (HMAC-SHA256), so a page can only ever join the session it was given, and not forever.
struct SessionToken: Equatable {
    let sessionID: String
    let path: String
    let expires: Int

    /// `payload.signature`, both base64url.
    func signed(with secret: String) -> String {
        let payload = Data("\(sessionID)|\(expires)|\(path)".utf8)
        let signature = HMAC<SHA256>.authenticationCode(
            for: payload, using: SymmetricKey(data: Data(secret.utf8)))
        return Self.base64URL(payload) + "." + Self.base64URL(Data(signature))
    }

    /// Verifies a token's signature and expiry.
    static func verify(_ token: String, secret: String, now: Date = Date()) -> SessionToken? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard token.utf8.count <= 2048, parts.count == 2, let payload = decode(parts[0]),
            let signature = decode(parts[1]),
            HMAC<SHA256>.isValidAuthenticationCode(
                signature, authenticating: payload, using: SymmetricKey(data: Data(secret.utf8)))
        else { return nil }
        let fields = String(decoding: payload, as: UTF8.self).split(
            separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, let expires = Int(fields[1]), expires > Int(now.timeIntervalSince1970) else {
            return nil
        }
        return SessionToken(sessionID: String(fields[0]), path: String(fields[2]), expires: expires)
    }

    private static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(
            of: "/", with: "_"
        )
        .replacingOccurrences(of: "=", with: "")
    }

    private static func decode(_ text: Substring) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        return Data(base64Encoded: base64)
    }
}
