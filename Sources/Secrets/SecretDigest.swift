import Crypto

/// How a secret the server must recognise but never show again (a palette's edit token) is kept
/// at rest: `sha256:` and the hex SHA-256 of its text. A leaked database then holds no usable
/// key, and the tokens are long and random, so no salt or slow hash is needed.
public enum SecretDigest {
    /// The stored form of `secret`.
    public static func of(_ secret: String) -> String {
        "sha256:" + Hex.encode(SHA256.hash(data: Array(secret.utf8)))
    }

    /// Whether `secret` is the one `digest` was made from, compared in constant time.
    public static func matches(_ secret: String, digest: String) -> Bool {
        ConstantTime.equal(of(secret), digest)
    }

    /// Whether `text` is a digest rather than a secret stored before digests were.
    public static func isDigest(_ text: String) -> Bool {
        text.hasPrefix("sha256:") && text.utf8.count == 71
    }
}
