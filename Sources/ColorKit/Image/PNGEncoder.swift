/// Encodes RGBA images as PNG files.
///
/// The output is always 8-bit truecolor with alpha (color type 6), non-interlaced, with one
/// adaptive filter per row. Keeping every image in one format keeps the encoder small, and
/// any PNG decoder reads it.
public enum PNGEncoder {
    /// Every PNG starts with these bytes. They are chosen so that transfers which mangle
    /// line endings or strip the high bit show up as a bad signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The compressed stream is split into IDAT chunks no bigger than this, so a decoder can
    /// check each chunk's CRC without buffering megabytes.
    static let maxIDATLength = 1 << 16

    /// Returns the complete PNG file for `image`.
    ///
    /// - Precondition: `image` is at least 1×1 pixel, because PNG cannot describe an empty image.
    public static func encode(_ image: RGBAImage) -> [UInt8] {
        precondition(image.width > 0 && image.height > 0, "PNG cannot represent an empty image")
        precondition(
            image.width <= Int(Int32.max) && image.height <= Int(Int32.max),
            "PNG dimensions are limited to 2^31 - 1")

        let compressed = Deflate.zlibCompress(filteredScanlines(image))
        var output = signature
        output.reserveCapacity(
            signature.count + compressed.count + 64 + 12 * (compressed.count / maxIDATLength))

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

    /// Filters every row and prefixes it with its filter type byte. The result is the exact
    /// byte stream that PNG compresses.
    static func filteredScanlines(_ image: RGBAImage) -> [UInt8] {
        let rowLength = image.width * 4
        let stride = rowLength + 1
        var output = [UInt8](repeating: 0, count: stride * image.height)
        // The row above the first one is defined as all zeros. Giving it a real buffer keeps a
        // single code path for every row.
        let zeroRow = [UInt8](repeating: 0, count: rowLength)
        image.pixels.withUnsafeBufferPointer { pixels in
            zeroRow.withUnsafeBufferPointer { zeros in
                output.withUnsafeMutableBufferPointer { output in
                    guard let pixelBase = pixels.baseAddress, let outputBase = output.baseAddress else {
                        return
                    }
                    for y in 0..<image.height {
                        let row = pixelBase + y * rowLength
                        let above = y == 0 ? zeros.baseAddress! : row - rowLength
                        let filter = bestFilter(row: row, above: above, count: rowLength)
                        outputBase[y * stride] = UInt8(filter)
                        apply(
                            filter, row: row, above: above, count: rowLength,
                            into: outputBase + y * stride + 1)
                    }
                }
            }
        }
        return output
    }

    /// Picks the filter with the smallest sum of absolute residuals, read as signed bytes.
    ///
    /// This is the heuristic the PNG specification suggests. Small residuals cluster near zero,
    /// which leaves deflate long runs to match. All five candidates are costed in one pass so
    /// that each row is read only once.
    private static func bestFilter(row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int) -> Int
    {
        var none = 0, sub = 0, up = 0, average = 0, paeth = 0
        for index in 0..<count {
            let x = Int(row[index])
            let b = Int(above[index])
            let a = index >= 4 ? Int(row[index - 4]) : 0
            let c = index >= 4 ? Int(above[index - 4]) : 0
            none &+= magnitude(x)
            sub &+= magnitude(x - a)
            up &+= magnitude(x - b)
            average &+= magnitude(x - ((a + b) >> 1))
            paeth &+= magnitude(x - paethPredictor(a, b, c))
        }
        // Strict comparisons make ties go to the lower filter type, which keeps output stable.
        var best = 0
        var bestCost = none
        for (filter, cost) in [(1, sub), (2, up), (3, average), (4, paeth)] where cost < bestCost {
            best = filter
            bestCost = cost
        }
        return best
    }

    private static func apply(
        _ filter: Int,
        row: UnsafePointer<UInt8>,
        above: UnsafePointer<UInt8>,
        count: Int,
        into output: UnsafeMutablePointer<UInt8>
    ) {
        // One loop per filter type keeps the switch out of the per-byte path.
        switch filter {
        case 0:
            output.update(from: row, count: count)
        case 1:
            for index in 0..<count {
                output[index] = row[index] &- (index >= 4 ? row[index - 4] : 0)
            }
        case 2:
            for index in 0..<count {
                output[index] = row[index] &- above[index]
            }
        case 3:
            for index in 0..<count {
                let a = index >= 4 ? Int(row[index - 4]) : 0
                output[index] = row[index] &- UInt8((a + Int(above[index])) >> 1)
            }
        default:
            for index in 0..<count {
                let a = index >= 4 ? Int(row[index - 4]) : 0
                let c = index >= 4 ? Int(above[index - 4]) : 0
                output[index] = row[index] &- UInt8(paethPredictor(a, Int(above[index]), c))
            }
        }
    }

    /// Predicts from whichever neighbour is closest to `a + b - c`, a cheap local gradient
    /// estimate. Ties are broken in the order the PNG specification requires.
    @inline(__always)
    static func paethPredictor(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let estimate = a + b - c
        let distanceA = abs(estimate - a)
        let distanceB = abs(estimate - b)
        let distanceC = abs(estimate - c)
        if distanceA <= distanceB && distanceA <= distanceC { return a }
        return distanceB <= distanceC ? b : c
    }

    /// The cost of a residual read as a signed byte, so that -1 (0xFF) counts as small.
    @inline(__always)
    private static func magnitude(_ residual: Int) -> Int {
        let byte = Int(UInt8(truncatingIfNeeded: residual))
        return byte < 128 ? byte : 256 - byte
    }

    private static func appendChunk(_ type: String, _ data: ArraySlice<UInt8>, to output: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        appendBigEndian(UInt32(data.count), to: &output)
        output += typeBytes
        output += data
        // The CRC covers the type as well as the data, so a corrupted type is caught too.
        appendBigEndian(CRC32.checksum(data, continuing: CRC32.checksum(typeBytes)), to: &output)
    }

    private static func appendBigEndian(_ value: UInt32, to output: inout [UInt8]) {
        output += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
}
