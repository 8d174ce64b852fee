import Codecs
import ColorKit
import TestSupport
import Testing

@Suite("Zlib", .offPool)
struct ZlibTests {
    @Test("CRC-32 matches the standard check values, in one piece or several")
    func crc32() {
        #expect(Zlib.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Zlib.crc32([UInt8]()) == 0)
        #expect(Zlib.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        let bytes = Array("The quick brown fox jumps over the lazy dog".utf8)
        #expect(Zlib.crc32(bytes) == 0x414F_A339)
        #expect(Zlib.crc32(bytes[10...], continuing: Zlib.crc32(bytes[..<10])) == 0x414F_A339)
        #expect(Zlib.crc32([UInt8](), continuing: 0x414F_A339) == 0x414F_A339)
        var random = SeededGenerator(seed: 21)
        let noise = random.bytes(300)
        for length in [0, 1, 7, 8, 9, 31, 300] {
            #expect(Zlib.crc32(noise[..<length]) == Self.bitwiseCRC32(noise[..<length]))
        }
    }

    @Test("Adler-32 matches the standard check value and the textbook definition")
    func adler32() {
        #expect(Zlib.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Zlib.adler32([UInt8]()) == 1)
        let saturated = [UInt8](repeating: 0xFF, count: 20_000)
        #expect(Zlib.adler32(saturated) == Inflater.naiveAdler32(saturated))
    }

    @Test(
        "What is compressed decompresses unchanged, and an independent inflater agrees",
        arguments: [Zlib.Level.fastest, .balanced, .smallest])
    func roundTrip(level: Zlib.Level) throws {
        var random = SeededGenerator(seed: 5)
        let text = Array(String(repeating: "a palette of colors, ", count: 400).utf8)
        for bytes in [[], [7], text, random.bytes(10_000)] {
            let stream = Zlib.compress(bytes, level: level)
            #expect(try Zlib.decompress(stream, limit: bytes.count) == bytes)
            #expect(try Inflater.zlibDecompress(stream).bytes == bytes)
            let raw = Zlib.compress(bytes, framing: .raw, level: level, filtered: true)
            #expect(try Zlib.decompress(raw, framing: .raw, limit: bytes.count) == bytes)
        }
        #expect(Zlib.compress(text, level: level).count < text.count / 10)
    }

    @Test("A stream that unpacks past its limit stops at the limit")
    func bombs() throws {
        // A megabyte of zeros is a kilobyte compressed; with a limit of 2 no more than 3 bytes
        // are ever allocated for it.
        let stream = Zlib.compress([UInt8](repeating: 0, count: 1 << 20))
        #expect(stream.count < 2048)
        #expect(
            throws: CodecError.corruptStream(
                reason: "the data unpacks to more than the 2 bytes its header promises")
        ) {
            try Zlib.decompress(stream, limit: 2)
        }
        #expect(try Zlib.decompress(stream, limit: 1 << 20).count == 1 << 20)
    }

    @Test("Truncated, corrupt and trailing data are refused with a reason")
    func brokenStreams() throws {
        let bytes = Array(String(repeating: "tint, label, separator; ", count: 50).utf8)
        let stream = Zlib.compress(bytes)
        var corrupt = stream
        corrupt[corrupt.count - 1] ^= 0xFF
        let cases: [([UInt8], String)] = [
            ([], "truncated"),
            (Array(stream.dropLast(5)), "truncated"),
            (corrupt, "incorrect data check"),
            (stream + [0], "data follows the end of the stream"),
            ([0x78, 0x9C, 0xFF, 0xFF], "invalid"),
        ]
        for (input, reason) in cases {
            #expect {
                _ = try Zlib.decompress(input, limit: bytes.count)
            } throws: { error in
                (error as? CodecError)?.reason.contains(reason) == true
            }
        }
        // No prefix and no single-byte change traps.
        for length in 0..<stream.count { _ = try? Zlib.decompress(Array(stream.prefix(length)), limit: 4096) }
        for index in stream.indices {
            var changed = stream
            changed[index] = ~changed[index]
            _ = try? Zlib.decompress(changed, limit: 4096)
        }
    }

    /// The CRC straight from its definition: shift one bit at a time, no tables.
    private static func bitwiseCRC32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

extension SeededGenerator {
    /// `count` random bytes.
    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8(truncatingIfNeeded: next() >> 56) }
    }
}
