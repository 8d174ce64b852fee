import TestSupport
import Testing

@testable import ColorKit

@Suite("Checksums", .offPool)
struct ChecksumTests {
    @Test("CRC-32 matches the standard check value")
    func crc32CheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
    }

    @Test("CRC-32 of PNG's IEND chunk type matches the value every PNG file ends with")
    func crc32OfIEND() {
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test("CRC-32 can be computed in pieces")
    func crc32Incremental() {
        let bytes = Array("The quick brown fox jumps over the lazy dog".utf8)
        let whole = CRC32.checksum(bytes)
        #expect(whole == 0x414F_A339)
        #expect(CRC32.checksum(bytes[10...], continuing: CRC32.checksum(bytes[..<10])) == whole)
    }

    @Test("Adler-32 matches the standard check value")
    func adler32CheckValue() {
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum([UInt8]()) == 1)
    }

    @Test("CRC-32 agrees with a bit-at-a-time reference at every length and split point")
    func crc32AgainstReference() {
        // Slicing by 8 handles lengths below 8 and the tail after the last whole word apart
        // from the main loop, so every length up to a few words and every split is covered.
        var random = SplitMix64(seed: 21)
        let bytes = random.bytes(300)
        for length in 0...40 {
            #expect(CRC32.checksum(bytes[..<length]) == Self.bitwiseCRC32(bytes[..<length]))
        }
        for split in 0...19 {
            #expect(
                CRC32.checksum(bytes[split...], continuing: CRC32.checksum(bytes[..<split]))
                    == Self.bitwiseCRC32(bytes[...]))
        }
    }

    @Test("Adler-32 agrees with the textbook definition around its chunk and block sizes")
    func adler32AgainstReference() {
        var random = SplitMix64(seed: 8)
        let bytes = random.bytes(11_200)
        // 16-byte chunks and 5552-byte blocks: lengths and split points either side of both.
        for length in [0, 1, 15, 16, 17, 31, 33, 5551, 5552, 5553, 5568, 11_103, 11_104, 11_200] {
            #expect(Adler32.checksum(bytes[..<length]) == Inflater.naiveAdler32(Array(bytes[..<length])))
        }
        for split in [1, 7, 16, 5000, 5553] {
            #expect(
                Adler32.checksum(bytes[split...], continuing: Adler32.checksum(bytes[..<split]))
                    == Inflater.naiveAdler32(bytes))
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

    @Test("Adler-32 stays exact across its deferred-modulo blocks")
    func adler32LongInput() {
        // All 0xFF pushes the running sums as high as they can go, which is where a wrong
        // block length would overflow or reduce too late.
        let saturated = [UInt8](repeating: 0xFF, count: 20_000)
        #expect(Adler32.checksum(saturated) == Inflater.naiveAdler32(saturated))
        var random = SplitMix64(seed: 7)
        let bytes = random.bytes(12_345)
        #expect(Adler32.checksum(bytes) == Inflater.naiveAdler32(bytes))
        #expect(
            Adler32.checksum(bytes[6000...], continuing: Adler32.checksum(bytes[..<6000]))
                == Inflater.naiveAdler32(bytes))
    }
}
