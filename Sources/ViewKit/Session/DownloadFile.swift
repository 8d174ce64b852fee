/// A file the app hands the browser to save, as a share sheet's "Save to Files" does: the
/// page receives its bytes over the socket and offers them as a download under `name`.
public struct DownloadFile: Equatable, Sendable {
    /// The largest file sent this way; bigger ones belong on a URL of their own.
    public static let maximumBytes = 2 << 20

    /// The suggested file name, `/` and control characters removed.
    public let name: String
    /// The media type (`application/zip`, `text/css`, …).
    public let mediaType: String
    /// The bytes.
    public let contents: [UInt8]

    /// Describes a file.
    public init(name: String, mediaType: String, contents: [UInt8]) {
        let safe = String(
            String.UnicodeScalarView(
                name.unicodeScalars.filter { $0.value >= 0x20 && $0 != "/" && $0 != "\\" && $0.value != 0x7F }
            ))
        self.name = safe.isEmpty ? "download" : String(safe.prefix(120))
        self.mediaType = mediaType
        self.contents = contents
    }
}
