import ColorKit

/// Reads PNG files (ISO/IEC 15948) into 8-bit RGBA: every color type and bit depth, palettes
/// and their transparency, and Adam7 interlacing.
///
/// Files are untrusted: chunk checksums are verified, sizes are bounded before anything is
/// allocated, decompression stops at the size the header promises, and every byte is read
/// through bounds-checked indexing.
public enum PNGDecoder {
    /// The most pixels an image may have by default: a 40-megapixel photo.
    public static let defaultMaximumPixels = 40_000_000

    /// Every PNG starts with these bytes.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes `bytes`, refusing images with more than `maximumPixels` pixels.
    public static func decode(_ bytes: [UInt8], maximumPixels: Int = defaultMaximumPixels)
        throws(CodecError) -> RGBAImage
    {
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(signature) else {
            throw failure("it is not a PNG file")
        }
        var header: PNGHeader?
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var compressed: [UInt8] = []
        var offset = 8
        while true {
            guard offset + 12 <= bytes.count else { throw failure("the file ends before its last chunk") }
            let length = Int(bigEndian32(bytes, offset))
            guard length <= bytes.count - offset - 12 else { throw failure("a chunk runs past the file's end") }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let data = bytes[offset + 8..<offset + 8 + length]
            let stored = bigEndian32(bytes, offset + 8 + length)
            guard Zlib.crc32(bytes[offset + 4..<offset + 8 + length]) == stored else {
                throw failure("the \(type) chunk is corrupt (its checksum does not match)")
            }
            offset += 12 + length
            switch type {
            case "IHDR":
                guard header == nil else { throw failure("the file has two headers") }
                header = try PNGHeader(Array(data), maximumPixels: maximumPixels)
            case "PLTE":
                guard length % 3 == 0, length > 0, length <= 768 else {
                    throw failure("the palette has \(length) bytes, not 1…256 colors")
                }
                palette = Array(data)
            case "tRNS": transparency = Array(data)
            case "IDAT":
                guard header != nil else { throw failure("pixel data comes before the header") }
                compressed += data
            case "IEND":
                guard let header else { throw failure("the file has no header") }
                return try decodePixels(compressed, header: header, palette: palette, transparency: transparency)
            default:
                // Bit 5 of the first letter marks ancillary chunks, which a reader may skip.
                guard let first = type.utf8.first, first & 0x20 != 0 else {
                    throw failure("the file needs a chunk this reader does not know (\(type))")
                }
            }
        }
    }

    private static func decodePixels(
        _ compressed: [UInt8], header: PNGHeader, palette: [UInt8], transparency: [UInt8]
    ) throws(CodecError) -> RGBAImage {
        if header.colorType == 3, palette.isEmpty { throw failure("an indexed image has no palette") }
        let passes = header.interlaced ? adam7 : [(0, 0, 1, 1)]
        let expected = passes.reduce(0) { total, pass in
            let (width, height) = header.passSize(pass)
            return total + (width == 0 ? 0 : height * (1 + header.rowBytes(width)))
        }
        let raw: [UInt8]
        do {
            raw = try Zlib.decompress(compressed, limit: expected)
        } catch {
            throw failure("its pixel data is corrupt (\(error.reason))")
        }
        guard raw.count == expected else { throw failure("the pixel data is truncated") }
        let reader = PNGPixelReader(header: header, palette: palette, transparency: transparency)
        var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
        let widest = header.rowBytes(header.width)
        var line = [UInt8](repeating: 0, count: widest)
        var previous = [UInt8](repeating: 0, count: widest)
        var position = 0
        for pass in passes {
            let (width, height) = header.passSize(pass)
            guard width > 0 else { continue }
            let rowBytes = header.rowBytes(width)
            for index in 0..<rowBytes { previous[index] = 0 }
            for row in 0..<height {
                let filter = raw[position]
                line.replaceSubrange(0..<rowBytes, with: raw[position + 1..<position + 1 + rowBytes])
                position += 1 + rowBytes
                try unfilter(&line, count: rowBytes, previous: previous, type: filter, stride: header.bytesPerPixel)
                let y = pass.1 + row * pass.3
                for column in 0..<width {
                    let offset = (y * header.width + pass.0 + column * pass.2) * 4
                    let pixel = reader.pixel(line, column)
                    pixels[offset] = pixel.0
                    pixels[offset + 1] = pixel.1
                    pixels[offset + 2] = pixel.2
                    pixels[offset + 3] = pixel.3
                }
                swap(&line, &previous)
            }
        }
        return RGBAImage(width: header.width, height: header.height, pixels: pixels)
    }

    /// Adam7's seven passes: first column, first row, column step, row step.
    private static let adam7 = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    /// Undoes the filter of a scanline's first `count` bytes (PNG §9.2), in place.
    private static func unfilter(
        _ line: inout [UInt8], count: Int, previous: [UInt8], type: UInt8, stride: Int
    ) throws(CodecError) {
        switch type {
        case 0: return
        case 1:
            for index in min(stride, count)..<count { line[index] &+= line[index - stride] }
        case 2:
            for index in 0..<count { line[index] &+= previous[index] }
        case 3:
            for index in 0..<count {
                let left = index >= stride ? Int(line[index - stride]) : 0
                line[index] &+= UInt8((left + Int(previous[index])) / 2)
            }
        case 4:
            for index in 0..<count {
                let left = index >= stride ? Int(line[index - stride]) : 0
                let upperLeft = index >= stride ? Int(previous[index - stride]) : 0
                line[index] &+= UInt8(paeth(left, Int(previous[index]), upperLeft))
            }
        default: throw failure("a row uses an unknown filter (\(type))")
        }
    }

    private static func paeth(_ left: Int, _ above: Int, _ upperLeft: Int) -> Int {
        let estimate = left + above - upperLeft
        let (toLeft, toAbove, toUpperLeft) = (
            abs(estimate - left), abs(estimate - above), abs(estimate - upperLeft)
        )
        if toLeft <= toAbove, toLeft <= toUpperLeft { return left }
        return toAbove <= toUpperLeft ? above : upperLeft
    }

    static func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }

    static func failure(_ reason: String) -> CodecError { .unreadableImage(reason: reason) }
}
