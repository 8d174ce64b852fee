/// Unguessable tokens: `bytes` random bytes from the system's generator, as base64url.
public enum RandomToken {
    /// A new token. With `prefix`, it starts with that (a letter keeps a token that begins with
    /// `-` from reading as a command-line option, and names what the token is for).
    public static func make(bytes: Int = 24, prefix: String = "") -> String {
        prefix + Base64URL.encode(randomBytes(bytes))
    }

    /// `bytes` random bytes as lowercase hex (cookie values that must be exactly hex).
    public static func hex(bytes: Int = 16) -> String {
        Hex.encode(randomBytes(bytes))
    }

    private static func randomBytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }
}
