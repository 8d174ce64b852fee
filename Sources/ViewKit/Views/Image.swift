/// A picture the page can show: a URL, or PNG bytes carried inline as a data URL.
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
        source = "data:image/png;base64," + Base64.encode(bytes)
        self.width = width
        self.height = height
    }
}

/// Standard base64 (RFC 4648), small enough to keep ViewKit free of dependencies.
enum Base64 {
    private static let alphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out = [UInt8]()
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 2 < bytes.count {
            let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            for shift in [18, 12, 6, 0] { out.append(alphabet[Int(value >> UInt32(shift) & 63)]) }
            index += 3
        }
        let remaining = bytes.count - index
        if remaining > 0 {
            var value = UInt32(bytes[index]) << 16
            if remaining == 2 { value |= UInt32(bytes[index + 1]) << 8 }
            out.append(alphabet[Int(value >> 18 & 63)])
            out.append(alphabet[Int(value >> 12 & 63)])
            out.append(remaining == 2 ? alphabet[Int(value >> 6 & 63)] : UInt8(ascii: "="))
            out.append(UInt8(ascii: "="))
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// Shows an image, like `UIImageView`.
open class ImageView: View {
    /// The image, or nothing.
    public var image: Image? { didSet { if oldValue != image { setNeedsRender() } } }

    /// Creates an image view.
    public init(image: Image? = nil) {
        self.image = image
        super.init()
    }

    /// An `img` element; decorative unless it has an accessibility label.
    open override func makeNode() -> Node {
        var attributes = [("class", "vk-image")]
        let style = styleDeclarations()
        if !style.isEmpty { attributes.append(("style", style)) }
        attributes.append(("src", image?.source ?? ""))
        attributes.append(("alt", accessibilityLabel ?? ""))
        if isHidden { attributes.append(("hidden", "")) }
        return Node("img", id: id, attributes: attributes)
    }
}
