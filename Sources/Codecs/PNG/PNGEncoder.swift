import ColorKit

/// Encodes RGBA images as PNG files.
///
/// The output is always 8-bit truecolor with alpha (color type 6), non-interlaced, with a
/// filter per row chosen by `FilterStrategy`. Keeping every image in one format keeps the
/// encoder small, and any PNG decoder reads it.
public enum PNGEncoder {
    /// The compressed stream is split into IDAT chunks no bigger than this, so a decoder can
    /// check each chunk's CRC without buffering megabytes.
    static let maxIDATLength = 1 << 16

    /// Returns the complete PNG file for `image`, its pixels compressed at `level`.
    ///
    /// - Precondition: `image` is at least 1×1 pixel, because PNG cannot describe an empty image.
    public static func encode(_ image: RGBAImage, level: Zlib.Level = .balanced) -> [UInt8] {
        precondition(image.width > 0 && image.height > 0, "PNG cannot represent an empty image")
        precondition(
            image.width <= Int(Int32.max) && image.height <= Int(Int32.max),
            "PNG dimensions are limited to 2^31 - 1")

        let strategy = FilterStrategy.choose(for: image)
        let compressed = Zlib.compress(PNGFilter.filteredScanlines(image, strategy: strategy), level: level)
        var output = PNGDecoder.signature
        output.reserveCapacity(
            PNGDecoder.signature.count + compressed.count + 64 + 12 * (compressed.count / maxIDATLength))

        var header: [UInt8] = []
        appendBigEndian(UInt32(image.width), to: &header)
        appendBigEndian(UInt32(image.height), to: &header)
        // Bit depth 8, color type 6 (RGBA), deflate, adaptive filtering, no interlacing.
        header += [8, 6, 0, 0, 0]
        appendChunk("IHDR", header[...], to: &output)

        var start = 0
        repeat {
            let end = min(start + maxIDATLength, compressed.count)
            appendChunk("IDAT", compressed[start..<end], to: &output)
            start = end
        } while start < compressed.count

        appendChunk("IEND", [], to: &output)
        return output
    }

    private static func appendChunk(_ type: String, _ data: ArraySlice<UInt8>, to output: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        appendBigEndian(UInt32(data.count), to: &output)
        output += typeBytes
        output += data
        // The CRC covers the type as well as the data, so a corrupted type is caught too.
        appendBigEndian(Zlib.crc32(data, continuing: Zlib.crc32(typeBytes)), to: &output)
    }

    private static func appendBigEndian(_ value: UInt32, to output: inout [UInt8]) {
        output += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
}
