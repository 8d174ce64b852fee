import Vapor

/// A guard for URL-encoded form bodies, checked before they are decoded: decoding thousands of
/// fields costs seconds of CPU, and no form of ours has more than a handful.
public enum FormFields {
    /// The most fields a form body may have.
    public static let maximumCount = 64

    /// How many fields a URL-encoded body holds (its `&`-separated pieces), without decoding it.
    public static func count(in body: ByteBuffer?) -> Int {
        guard let body, body.readableBytes > 0 else { return 0 }
        return body.readableBytesView.reduce(1) { $0 + ($1 == UInt8(ascii: "&") ? 1 : 0) }
    }
}
