import ColorKit
import TestSupport
import Testing

@testable import Codecs

@Suite("RGBAImage", .offPool)
struct RGBAImageTests {
    @Test("Fill initializer sets every pixel")
    func fill() {
        let image = RGBAImage(width: 3, height: 2, fill: (10, 20, 30, 40))
        #expect(image.pixels.count == 24)
        #expect(image.pixels == Array([[UInt8]](repeating: [10, 20, 30, 40], count: 6).joined()))
        #expect(RGBAImage(width: 2, height: 2).pixels == [UInt8](repeating: 0, count: 16))
    }

    @Test("Subscript reads and writes row-major RGBA bytes")
    func subscriptGetSet() throws {
        var image = RGBAImage(width: 4, height: 3)
        image[2, 1] = (1, 2, 3, 4)
        let offset = (1 * 4 + 2) * 4
        try #require(image.pixels.count == 4 * 3 * 4)
        #expect(Array(image.pixels[offset..<offset + 4]) == [1, 2, 3, 4])
        let pixel = image[2, 1]
        #expect(pixel.red == 1 && pixel.green == 2 && pixel.blue == 3 && pixel.alpha == 4)
        let untouched = image[1, 2]
        #expect(untouched.red == 0 && untouched.alpha == 0)
        #expect(image.pixels.filter { $0 != 0 }.count == 4)
    }

    @Test("Images with the same pixels are equal")
    func equality() {
        var image = RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(image == RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8]))
        image[1, 0] = (5, 6, 7, 9)
        #expect(image != RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8]))
        #expect(RGBAImage(width: 1, height: 2) != RGBAImage(width: 2, height: 1))
    }
}

@Suite("PNGEncoder", .offPool)
struct PNGEncoderTests {
    @Test("Output starts with the PNG signature and has well-formed chunks")
    func structure() throws {
        let png = PNGEncoder.encode(Self.gradient(width: 40, height: 30))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = try PNGFile.chunks(png)
        #expect(chunks.first?.type == "IHDR")
        #expect(chunks.last?.type == "IEND")
        #expect(chunks.last?.data.isEmpty == true)
        // IDAT chunks must be consecutive, and nothing else is needed.
        #expect(chunks.map(\.type).filter { $0 != "IDAT" } == ["IHDR", "IEND"])
        #expect(chunks.dropFirst().dropLast().allSatisfy { $0.type == "IDAT" })
    }

    @Test("IHDR declares 8-bit RGBA, deflate, adaptive filtering, no interlace")
    func header() throws {
        let png = PNGEncoder.encode(RGBAImage(width: 300, height: 2, fill: (1, 2, 3, 4)))
        let ihdr = try #require(try PNGFile.chunks(png).first)
        #expect(ihdr.data.count == 13)
        #expect(ihdr.data == [0, 0, 0x01, 0x2C, 0, 0, 0, 2, 8, 6, 0, 0, 0])
    }

    @Test("A corrupted byte is caught by the chunk CRC check")
    func crcDetectsCorruption() throws {
        var png = PNGEncoder.encode(RGBAImage(width: 2, height: 2, fill: (9, 9, 9, 9)))
        try #require(png.count > 20)
        png[20] ^= 0x40  // inside IHDR's data
        #expect(throws: PNGFile.Failure.badCRC) { try PNGFile.chunks(png) }
    }

    @Test(
        "Pixels survive inflate and unfiltering",
        arguments: [(1, 1), (2, 3), (7, 5), (40, 30), (129, 67), (3, 500)])
    func roundTrip(width: Int, height: Int) throws {
        let images = [
            Self.gradient(width: width, height: height), Self.noise(width: width, height: height),
            RGBAImage(width: width, height: height, fill: (200, 10, 30, 255)),
            HueSaturationChart.render(brightness: 70, width: width, height: height),
        ]
        for image in images {
            let decoded = try PNGFile.decode(PNGEncoder.encode(image))
            #expect(decoded.width == width && decoded.height == height)
            #expect(decoded.pixels == image.pixels)
        }
    }

    @Test("The app's chart round-trips and stays well below the old fixed-Huffman size")
    func chart() throws {
        let image = HueSaturationChart.render(brightness: 80, width: 360, height: 200)
        let png = PNGEncoder.encode(image)
        // Fixed Huffman codes take 9141 bytes; zlib at its default level after the filter trial
        // gives about 6.9 KB. The margin leaves room for tuning, not for falling back.
        #expect(png.count < 7200, "chart PNG is \(png.count) bytes")
        let stream = Array(try PNGFile.chunks(png).filter { $0.type == "IDAT" }.map(\.data).joined())
        let inflated = try Inflater.zlibDecompress(stream)
        #expect(inflated.blockTypes == [2])
        #expect(inflated.dynamicCodes.allSatisfy { $0.isComplete })
        #expect(try PNGFile.decode(png).pixels == image.pixels)
    }

    @Test("Tall images get a filter trial, and what it picks round-trips")
    func filterTrial() throws {
        // Tall enough for the trial, and narrow so that a debug build stays quick.
        let chart = HueSaturationChart.render(
            brightness: 80, width: 64, height: FilterStrategy.minimumTrialHeight)
        var flat = RGBAImage(width: 64, height: FilterStrategy.minimumTrialHeight, fill: (250, 250, 250, 255))
        for y in stride(from: 0, to: flat.height, by: 37) {
            for x in 0..<(y % 64) { flat[x, y] = (20, 90, UInt8(y % 256), 255) }
        }
        for image in [chart, flat] {
            let strategy = FilterStrategy.choose(for: image)
            #expect(FilterStrategy.candidates.contains(strategy))
            #expect(try PNGFile.decode(PNGEncoder.encode(image)).pixels == image.pixels)
        }
        let short = HueSaturationChart.render(
            brightness: 80, width: 64, height: FilterStrategy.minimumTrialHeight - 1)
        #expect(FilterStrategy.choose(for: short) == .adaptive)
    }

    @Test("Large noise images are split across several IDAT chunks and still decode")
    func multipleIDAT() throws {
        let image = Self.noise(width: 200, height: 200)
        let png = PNGEncoder.encode(image)
        let idats = try PNGFile.chunks(png).filter { $0.type == "IDAT" }
        #expect(idats.count > 1)
        #expect(idats.allSatisfy { $0.data.count <= PNGEncoder.maxIDATLength })
        #expect(try PNGFile.decode(png).pixels == image.pixels)
    }

    @Test("Smooth gradients compress to a small fraction of their raw size")
    func gradientCompression() throws {
        let image = Self.gradient(width: 256, height: 256)
        let png = PNGEncoder.encode(image)
        #expect(
            png.count * 20 < image.pixels.count, "PNG is \(png.count) bytes for \(image.pixels.count) raw")
        #expect(try PNGFile.decode(png).pixels == image.pixels)
    }

    static func gradient(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = (
                    UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)),
                    UInt8((x + y) % 256), UInt8(255 - x % 256)
                )
            }
        }
        return image
    }

    static func noise(width: Int, height: Int) -> RGBAImage {
        var random = SeededGenerator(seed: UInt64(width * 1000 + height))
        return RGBAImage(width: width, height: height, pixels: random.bytes(width * height * 4))
    }
}

/// An independent minimal PNG reader for RGBA8 files, enough to check the encoder's output.
enum PNGFile {
    enum Failure: Error, Equatable {
        case badSignature, truncated, badCRC, unsupportedHeader, badFilter, badLength
    }

    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    /// Splits a file into chunks, checking every length field and CRC on the way.
    static func chunks(_ png: [UInt8]) throws -> [Chunk] {
        guard png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Failure.badSignature
        }
        var chunks: [Chunk] = []
        var offset = 8
        while offset < png.count {
            guard offset + 12 <= png.count else { throw Failure.truncated }
            let length = Int(bigEndian(png, at: offset))
            guard offset + 12 + length <= png.count else { throw Failure.truncated }
            let typeAndData = Array(png[(offset + 4)..<(offset + 8 + length)])
            guard Zlib.crc32(typeAndData) == bigEndian(png, at: offset + 8 + length) else {
                throw Failure.badCRC
            }
            chunks.append(
                Chunk(
                    type: String(decoding: typeAndData.prefix(4), as: UTF8.self),
                    data: Array(typeAndData.dropFirst(4))))
            offset += 12 + length
        }
        return chunks
    }

    /// One chunk's bytes: length, type, data and the CRC over type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndianBytes(UInt32(data.count)) + typeAndData + bigEndianBytes(Zlib.crc32(typeAndData))
    }

    private static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    /// Decodes the whole file back to an image by inflating and unfiltering the IDAT stream.
    static func decode(_ png: [UInt8]) throws -> RGBAImage {
        let chunks = try chunks(png)
        guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13,
            Array(ihdr.data[8...]) == [8, 6, 0, 0, 0]
        else { throw Failure.unsupportedHeader }
        let width = Int(bigEndian(ihdr.data, at: 0)), height = Int(bigEndian(ihdr.data, at: 4))
        let stream = Array(chunks.filter { $0.type == "IDAT" }.map(\.data).joined())
        let scanlines = try Inflater.zlibDecompress(stream).bytes
        guard scanlines.count == height * (1 + width * 4) else { throw Failure.badLength }
        return RGBAImage(
            width: width, height: height, pixels: try unfilter(scanlines, width: width, height: height))
    }

    /// Reverses PNG filtering row by row; written straight from the specification's formulas.
    static func unfilter(_ scanlines: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        let rowLength = width * 4
        guard scanlines.count == height * (rowLength + 1) else { throw Failure.badLength }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(rowLength * height)
        for y in 0..<height {
            let filter = scanlines[y * (rowLength + 1)]
            let rowStart = y * (rowLength + 1) + 1
            for i in 0..<rowLength {
                let x = Int(scanlines[rowStart + i])
                let a = i >= 4 ? Int(pixels[y * rowLength + i - 4]) : 0
                let b = y > 0 ? Int(pixels[(y - 1) * rowLength + i]) : 0
                let c = i >= 4 && y > 0 ? Int(pixels[(y - 1) * rowLength + i - 4]) : 0
                let prediction: Int
                switch filter {
                case 0: prediction = 0
                case 1: prediction = a
                case 2: prediction = b
                case 3: prediction = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    prediction = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw Failure.badFilter
                }
                pixels.append(UInt8((x + prediction) % 256))
            }
        }
        return pixels
    }

    static func filterTypes(_ scanlines: [UInt8], width: Int) -> [UInt8] {
        Swift.stride(from: 0, to: scanlines.count, by: width * 4 + 1).map { scanlines[$0] }
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
