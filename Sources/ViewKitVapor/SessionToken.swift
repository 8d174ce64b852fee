import Foundation
import Secrets

/// A session token: which session, for which path, until when, signed with the server secret,
/// so a page can only ever join the session it was given, and not forever.
struct SessionToken: Equatable {
    let sessionID: String
    let path: String
    let expires: Int

    static let purpose = "session"

    /// The token: the fields and their signature, base64url (see ``Secrets/Signer``).
    func signed(with secret: String) -> String {
        Signer(secret: secret).sign("\(sessionID)|\(expires)|\(path)", purpose: Self.purpose)
    }

    /// Verifies a token's signature and expiry.
    static func verify(_ token: String, secret: String, now: Date = Date()) -> SessionToken? {
        guard let payload = Signer(secret: secret).verify(token, purpose: purpose) else { return nil }
        let fields = payload.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, let expires = Int(fields[1]), expires > Int(now.timeIntervalSince1970) else {
            return nil
        }
        return SessionToken(sessionID: String(fields[0]), path: String(fields[2]), expires: expires)
    }
}
