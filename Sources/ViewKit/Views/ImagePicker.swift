import Foundation

/// An image the person picked with an ``ImagePicker``, as the page drew it: a few thousand
/// pixels, never the file.
public struct PickedImage: Equatable, Sendable {
    /// The file's name on the person's device (no path).
    public let name: String
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Red, green, blue and alpha bytes, row after row (`width * height * 4` of them).
    public let pixels: [UInt8]

    /// Describes a picked image.
    public init(name: String, width: Int, height: Int, pixels: [UInt8]) {
        self.name = name
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

/// A button that opens the device's photo and file picker for an image, as a
/// `PHPickerViewController` does on iOS. The browser decodes the image and scales it down to
/// at most ``side`` pixels a side, and only those pixels come up the socket: a 20 MB photo costs
/// the server 9 KB, and the file itself never leaves the device.
open class ImagePicker: FilePicker {
    /// The longest side of what the page sends: 48×48 RGBA pixels fit one socket message.
    public static let side = 48

    /// Called with the picked image's pixels.
    public var onPickImage: ((PickedImage) -> Void)?

    /// Creates a picker button for images.
    public init(title: String) {
        super.init(title: title, allowedExtensions: ["image/*"])
    }

    /// The input asks the page to draw the image small rather than send the file.
    open override func inputAttributes() -> [(String, String)] {
        [
            ("class", "vk-file-input"), ("type", "file"), ("data-vk-target", id), ("accept", "image/*"),
            ("data-vk-image", String(Self.side)),
        ]
    }

    /// Takes what the page drew: the name, `WIDTHxHEIGHT` and base64 RGBA on three lines, or
    /// `!unreadable` when the browser could not decode the file.
    open override func handle(_ event: Event) {
        guard event.kind == .change, let value = event.value else { return }
        let lines = value.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count == 3 else {
            onRefusal?("That file is not an image this browser can read; try a PNG, JPEG, GIF or WebP.")
            return
        }
        let size = lines[1].split(separator: "x")
        guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]),
            (1...Self.side).contains(width), (1...Self.side).contains(height),
            let bytes = Data(base64Encoded: String(lines[2])), bytes.count == width * height * 4
        else {
            onRefusal?("The image could not be read; try picking it again.")
            return
        }
        onPickImage?(
            PickedImage(name: Self.fileName(lines[0]), width: width, height: height, pixels: Array(bytes)))
    }
}
