import Foundation

/// A picture the page can show: a URL, or PNG bytes or an SVG document carried inline as a
/// data URL.
public struct Image: Equatable, Sendable {
    /// The `src` the page loads.
    public let source: String
    /// The intrinsic width in pixels, when known.
    public let width: Int?
    /// The intrinsic height in pixels, when known.
    public let height: Int?

    /// An image at a URL (relative URLs resolve against the page).
    public init(url: String, width: Int? = nil, height: Int? = nil) {
        source = url
        self.width = width
        self.height = height
    }

    /// PNG bytes, inlined so the picture arrives with the patch that shows it.
    public init(png bytes: [UInt8], width: Int, height: Int) {
        source = "data:image/png;base64," + Data(bytes).base64EncodedString()
        self.width = width
        self.height = height
    }

    /// An SVG document, inlined like PNG bytes: for drawings of lines and shapes (charts), which
    /// stay sharp at any size and weigh a fraction of their pixels. The page loads it as an
    /// image, so its scripts never run and it cannot reach the page.
    public init(svg document: String, width: Int, height: Int) {
        source = "data:image/svg+xml;base64," + Data(document.utf8).base64EncodedString()
        self.width = width
        self.height = height
    }
}
