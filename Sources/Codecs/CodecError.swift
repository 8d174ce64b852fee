/// Everything that can go wrong reading a PNG image or a ZIP archive, each case with a message
/// a person can act on. Files are untrusted, so every failure is one of these, never a trap.
public enum CodecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The image is not a PNG, or is corrupt, truncated or too large to read.
    case unreadableImage(reason: String)
    /// The archive is not a ZIP, or is corrupt, encrypted or uses a feature this reader refuses.
    case unreadableArchive(reason: String)
    /// A zlib or deflate stream is corrupt, or unpacks to more than it may.
    case corruptStream(reason: String)

    /// A one-line explanation suitable for showing to a person.
    public var description: String {
        switch self {
        case .unreadableImage(let reason): "the image cannot be read: \(reason)"
        case .unreadableArchive(let reason): "the archive cannot be read: \(reason)"
        case .corruptStream(let reason): "the compressed data cannot be read: \(reason)"
        }
    }

    /// The reason alone, for a caller that words the failure in its own sentence.
    public var reason: String {
        switch self {
        case .unreadableImage(let reason), .unreadableArchive(let reason), .corruptStream(let reason): reason
        }
    }
}
