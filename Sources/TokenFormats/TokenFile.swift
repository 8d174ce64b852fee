/// One file of a theme as the user gave it: its path (as they named it, for messages and
/// reports) and its bytes. A theme may be several files (Android's `values/` and
/// `values-night/`, an asset catalog's folder, a resolver and its sets).
public struct TokenFile: Hashable, Sendable {
    /// The path as the user named it.
    public var path: String
    /// The file's bytes.
    public var bytes: [UInt8]

    /// Creates a file.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a file from text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
