/// An 8-bit RGBA raster, row-major, 4 bytes per pixel, not premultiplied.
///
/// Pixels are kept in one flat byte array, which is already the layout of PNG scanlines,
/// so encoders can work on it without any conversion.
public struct RGBAImage: Sendable, Equatable {
    /// Number of pixels per row.
    public let width: Int
    /// Number of rows.
    public let height: Int
    /// Interleaved red, green, blue, alpha bytes, row after row; `count == width * height * 4`.
    public var pixels: [UInt8]

    /// Creates an image that adopts existing pixel bytes.
    ///
    /// - Precondition: `pixels.count == width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "image dimensions must not be negative")
        precondition(pixels.count == width * height * 4, "pixel buffer must hold width * height * 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates an image with every pixel set to `fill`, transparent black by default.
    public init(
        width: Int,
        height: Int,
        fill: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) = (0, 0, 0, 0)
    ) {
        precondition(width >= 0 && height >= 0, "image dimensions must not be negative")
        var pixels = [UInt8](repeating: fill.red, count: width * height * 4)
        // A uniform fill needs only the repeating initializer above. Otherwise patch the other
        // three channels in place instead of building the array pixel by pixel.
        if fill.green != fill.red || fill.blue != fill.red || fill.alpha != fill.red {
            pixels.withUnsafeMutableBufferPointer { buffer in
                for offset in stride(from: 0, to: buffer.count, by: 4) {
                    buffer[offset + 1] = fill.green
                    buffer[offset + 2] = fill.blue
                    buffer[offset + 3] = fill.alpha
                }
            }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Reads or writes the pixel at column `x`, row `y`, counted from the top-left corner.
    public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        get {
            let offset = byteOffset(x: x, y: y)
            return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
        }
        set {
            let offset = byteOffset(x: x, y: y)
            pixels[offset] = newValue.red
            pixels[offset + 1] = newValue.green
            pixels[offset + 2] = newValue.blue
            pixels[offset + 3] = newValue.alpha
        }
    }

    private func byteOffset(x: Int, y: Int) -> Int {
        // Check each axis on its own: an out-of-range x could otherwise land on a valid pixel
        // in the next row and corrupt the image without any error.
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the image")
        return (y * width + x) * 4
    }
}
