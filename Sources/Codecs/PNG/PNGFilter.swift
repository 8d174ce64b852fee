import ColorKit

/// PNG's five scanline filters (PNG specification §9) for 4-byte RGBA pixels, and the choice
/// of one per row.
///
/// Each filter replaces a byte by its difference from a prediction made from the pixel to the
/// left (`a`), above (`b`) and above-left (`c`). Smooth images leave small differences that
/// deflate compresses far better than the raw bytes.
enum PNGFilter: UInt8, CaseIterable {
    case raw = 0, sub, up, average, paeth

    /// Bytes per pixel; the left neighbour of a byte is this far back.
    static let pixelStride = 4

    /// Filters every row and prefixes it with its filter type byte. The result is the exact
    /// byte stream that PNG compresses.
    static func filteredScanlines(_ image: RGBAImage, strategy: FilterStrategy = .adaptive) -> [UInt8] {
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
                        let filter = strategy.filter(
                            for: FilterCosts(row: row, above: above, count: rowLength))
                        outputBase[y * stride] = filter.rawValue
                        filter.apply(
                            row: row, above: above, count: rowLength, into: outputBase + y * stride + 1)
                    }
                }
            }
        }
        return output
    }

    /// Writes the filtered bytes of one row of `count` bytes.
    func apply(
        row: UnsafePointer<UInt8>,
        above: UnsafePointer<UInt8>,
        count: Int,
        into output: UnsafeMutablePointer<UInt8>
    ) {
        // The first pixel has no left neighbour: a and c are zero there. Handling it apart keeps
        // the main loops free of that test, which lets the compiler vectorize them.
        let head = min(Self.pixelStride, count)
        for index in 0..<head {
            let prediction: UInt8
            switch self {
            case .raw, .sub: prediction = 0
            case .up, .paeth: prediction = above[index]
            case .average: prediction = above[index] >> 1
            }
            output[index] = row[index] &- prediction
        }
        guard count > head else { return }
        let left = row - Self.pixelStride, aboveLeft = above - Self.pixelStride
        // One loop per filter type keeps the switch out of the per-byte path.
        switch self {
        case .raw:
            output.update(from: row, count: count)
        case .sub:
            for index in head..<count { output[index] = row[index] &- left[index] }
        case .up:
            for index in head..<count { output[index] = row[index] &- above[index] }
        case .average:
            for index in head..<count {
                output[index] = row[index] &- UInt8((UInt16(left[index]) + UInt16(above[index])) >> 1)
            }
        case .paeth:
            for index in head..<count {
                output[index] =
                    row[index] &- Self.paethPredictor(left[index], above[index], aboveLeft[index])
            }
        }
    }

    /// Predicts from whichever neighbour is closest to `a + b - c`, a cheap local gradient
    /// estimate. Ties are broken in the order the PNG specification requires.
    ///
    /// Written without branches, so that loops over it vectorize.
    @inline(__always)
    static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let (a16, b16, c16) = (Int16(a), Int16(b), Int16(c))
        // |p - a|, |p - b| and |p - c| for p = a + b - c, without forming p.
        let distanceA = abs(b16 - c16)
        let distanceB = abs(a16 - c16)
        let distanceC = abs(a16 + b16 - 2 * c16)
        let bOrC = distanceB <= distanceC ? b : c
        return distanceA <= distanceB && distanceA <= distanceC ? a : bOrC
    }
}
