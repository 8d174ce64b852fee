/// A PNG's IHDR chunk, checked: the image's size and how its pixels are stored.
struct PNGHeader {
    let width: Int
    let height: Int
    let bitDepth: Int
    /// 0 grey, 2 RGB, 3 indexed, 4 grey and alpha, 6 RGBA.
    let colorType: Int
    let interlaced: Bool
    /// Samples per pixel.
    let channels: Int

    /// Reads and validates the 13 header bytes.
    init(_ data: [UInt8], maximumPixels: Int) throws(CodecError) {
        guard data.count == 13 else { throw PNGDecoder.failure("the header has \(data.count) bytes, not 13") }
        width = Int(PNGDecoder.bigEndian32(data, 0))
        height = Int(PNGDecoder.bigEndian32(data, 4))
        bitDepth = Int(data[8])
        colorType = Int(data[9])
        guard width > 0, height > 0 else { throw PNGDecoder.failure("the image has no pixels") }
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, area <= maximumPixels else {
            throw PNGDecoder.failure(
                "the image is \(width)×\(height); images up to \(maximumPixels) pixels can be read")
        }
        let depths: [Int: Set<Int>] = [
            0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
        ]
        guard let allowed = depths[colorType], allowed.contains(bitDepth) else {
            throw PNGDecoder.failure("color type \(colorType) with \(bitDepth)-bit samples is not a PNG format")
        }
        guard data[10] == 0, data[11] == 0, data[12] <= 1 else {
            throw PNGDecoder.failure(
                "the header names a compression, filter or interlace method PNG does not have")
        }
        interlaced = data[12] == 1
        channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1
    }

    /// How far back the filters look: one whole pixel, at least one byte.
    var bytesPerPixel: Int { max(1, channels * bitDepth / 8) }

    /// Bytes in a row of `width` pixels, without its filter byte.
    func rowBytes(_ width: Int) -> Int { (width * channels * bitDepth + 7) / 8 }

    /// The size of an interlace pass: first column, first row, column step, row step.
    func passSize(_ pass: (Int, Int, Int, Int)) -> (width: Int, height: Int) {
        let columns = width > pass.0 ? (width - pass.0 + pass.2 - 1) / pass.2 : 0
        let rows = height > pass.1 ? (height - pass.1 + pass.3 - 1) / pass.3 : 0
        return (rows == 0 ? 0 : columns, columns == 0 ? 0 : rows)
    }
}
