import Codecs
import ColorKit
import Foundation
import TestSupport
import Testing

@Suite("PNGDecoder", .offPool)
struct PNGDecoderTests {
    @Test(
        "Files from another encoder decode to the pixels they hold: every color type, depth, filter, Adam7",
        arguments: PNGFixtures.all.map(\.name))
    func fixtures(_ name: String) throws {
        let fixture = try #require(PNGFixtures.all.first { $0.name == name })
        let file = try #require(Data(base64Encoded: fixture.file))
        let image = try PNGDecoder.decode(Array(file))
        #expect(image.width == fixture.width && image.height == fixture.height)
        if let pixels = Data(base64Encoded: fixture.pixels), !pixels.isEmpty {
            #expect(image.pixels == Array(pixels))
        }
        #expect(Zlib.crc32(image.pixels) == fixture.crc)
    }

    @Test("What ColorKit encodes, it decodes unchanged")
    func roundTrip() throws {
        var image = RGBAImage(width: 61, height: 37)
        var generator = SeededGenerator(seed: 7)
        for y in 0..<37 {
            for x in 0..<61 {
                let noise = UInt8(truncatingIfNeeded: generator.next() % 8)
                image[x, y] = (UInt8(x * 4) &+ noise, UInt8(y * 6), UInt8((x + y) % 3 * 100), UInt8(255 - y))
            }
        }
        #expect(try PNGDecoder.decode(PNGEncoder.encode(image)) == image)
    }

    @Test("Broken files are refused with a reason, never a crash")
    func brokenFiles() throws {
        let good = Array(try #require(Data(base64Encoded: PNGFixtures.all[0].file)))
        var flipped = good
        flipped[good.count - 20] ^= 0x40
        let cases: [(bytes: [UInt8], reason: String)] = [
            ([], "it is not a PNG file"),
            (Array("GIF89a".utf8) + good.dropFirst(6), "it is not a PNG file"),
            (Array(good.prefix(40)), "ends before"),
            (flipped, "checksum"),
        ]
        for (bytes, reason) in cases {
            #expect {
                _ = try PNGDecoder.decode(bytes)
            } throws: { error in
                guard case .unreadableImage(let message) = error as? CodecError else { return false }
                return message.contains(reason)
            }
        }
        // Every truncation and every single-byte change is refused or decodes; none traps.
        for length in stride(from: 0, to: good.count, by: 3) {
            _ = try? PNGDecoder.decode(Array(good.prefix(length)))
        }
        for index in good.indices {
            var changed = good
            changed[index] = ~changed[index]
            _ = try? PNGDecoder.decode(changed)
        }
    }

    @Test("An image larger than the limit is refused before its pixels are unpacked")
    func sizeLimit() throws {
        let image = RGBAImage(width: 100, height: 100, fill: (1, 2, 3, 255))
        let file = PNGEncoder.encode(image)
        #expect(throws: CodecError.self) { try PNGDecoder.decode(file, maximumPixels: 9_999) }
        #expect(try PNGDecoder.decode(file, maximumPixels: 10_000).width == 100)
    }

    @Test("Pixel data that unpacks past what the header promises is refused at the promise")
    func bombs() throws {
        // A 1×1 image whose IDAT holds a megabyte of zeros: decompression must stop at 5 bytes.
        let image = PNGEncoder.encode(RGBAImage(width: 1, height: 1, fill: (9, 9, 9, 255)))
        let chunks = try PNGFile.chunks(image)
        let bomb = Zlib.compress([UInt8](repeating: 0, count: 1 << 20))
        var file = Array(image.prefix(8))
        for chunk in chunks {
            file += PNGFile.chunk(chunk.type, chunk.type == "IDAT" ? bomb : chunk.data)
        }
        #expect {
            _ = try PNGDecoder.decode(file)
        } throws: { error in
            (error as? CodecError)?.reason.contains("more than the 5 bytes") == true
        }
    }
}
