import Crypto
import Foundation

/// Signs values with the server's secret (HMAC-SHA256) so that what the server handed out comes
/// back unforged: session tokens, form tokens, visitor cookies.
///
/// Every signature is bound to a purpose (`purpose|value` is what is signed), so a value signed
/// for one use is never accepted for another.
public struct Signer: Sendable {
    private let key: SymmetricKey

    /// A signer with `secret` as its key.
    public init(secret: String) {
        key = SymmetricKey(data: Data(secret.utf8))
    }

    /// The raw 32-byte signature of `value` for `purpose`.
    public func signature(of value: String, purpose: String) -> [UInt8] {
        Array(HMAC<SHA256>.authenticationCode(for: Data((purpose + "|" + value).utf8), using: key))
    }

    /// `value` and its signature as one token: `base64url(value).base64url(signature)`.
    public func sign(_ value: String, purpose: String) -> String {
        Base64URL.encode(value.utf8) + "." + Base64URL.encode(signature(of: value, purpose: purpose))
    }

    /// The value in a token `sign` made for `purpose`, or nil when the token is malformed, longer
    /// than `maximumLength`, or its signature does not match (checked in constant time).
    public func verify(_ token: String, purpose: String, maximumLength: Int = 2048) -> String? {
        guard token.utf8.count <= maximumLength else { return nil }
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let bytes = Base64URL.decode(parts[0]), let sent = Base64URL.decode(parts[1]),
            let value = String(validating: bytes, as: UTF8.self)
        else { return nil }
        return isValid(sent, of: value, purpose: purpose) ? value : nil
    }

    /// Whether `signature` (or its first bytes, when shorter) signs `value` for `purpose`.
    public func isValid(_ signature: [UInt8], of value: String, purpose: String) -> Bool {
        guard !signature.isEmpty, signature.count <= 32 else { return false }
        return ConstantTime.equal(
            signature, self.signature(of: value, purpose: purpose).prefix(signature.count))
    }
}
