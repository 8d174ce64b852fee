import TestSupport
import Testing

@testable import ColorKit

@Suite("Deflate", .offPool)
struct DeflateTests {
    /// Compresses, checks the zlib framing, inflates with the independent decoder and returns
    /// what came back, so that every test also checks the framing.
    private func roundTrip(_ input: [UInt8]) throws -> (stream: [UInt8], output: Inflater.Output) {
        let stream = Deflate.zlibCompress(input)
        let output = try Inflater.zlibDecompress(stream)
        #expect(output.bytes == input)
        // Raw deflate must be the same bitstream minus the 2-byte header and 4-byte trailer.
        #expect(Deflate.compress(input) == Array(stream[2..<(stream.count - 4)]))
        return (stream, output)
    }

    @Test("Empty input round-trips as one final block")
    func empty() throws {
        let (stream, output) = try roundTrip([])
        #expect(output.bytes.isEmpty)
        #expect(output.blockTypes == [1])
        // Header (2) + 10 bits of block header and end-of-block padded to 2 bytes + Adler (4).
        #expect(stream.count == 8)
    }

    @Test("A single byte round-trips")
    func singleByte() throws {
        let (_, output) = try roundTrip([0x2A])
        #expect(output.bytes == [0x2A])
    }

    @Test("Random bytes round-trip and fall back to stored blocks")
    func randomBytes() throws {
        var random = SplitMix64(seed: 42)
        let input = random.bytes(150_000)
        let (stream, output) = try roundTrip(input)
        #expect(output.blockTypes.allSatisfy { $0 == 0 })
        // A stored block costs 5 bytes, and noise fills a block with one token per byte, so
        // expansion stays tiny.
        #expect(stream.count <= input.count + 6 + 5 * (input.count / Deflate.blockTokens + 1))
    }

    @Test(
        "Short random inputs of every small length round-trip",
        arguments: [2, 3, 4, 5, 7, 8, 9, 31, 258, 259])
    func shortInputs(length: Int) throws {
        var random = SplitMix64(seed: UInt64(length))
        // A tiny alphabet forces matches right at the minimum length and at the input's end.
        let input = random.bytes(length).map { $0 % 3 }
        _ = try roundTrip(input)
    }

    @Test("Highly repetitive data round-trips and shrinks dramatically")
    func repetitive() throws {
        let phrase = Array("colour: #ff8800; ".utf8)
        let input = Array((0..<6000).map { _ in phrase }.joined())
        let (stream, output) = try roundTrip(input)
        #expect(output.blockTypes == [2])
        #expect(stream.count * 50 < input.count, "compressed \(input.count) bytes to \(stream.count)")
    }

    @Test("Skewed data gets a dynamic block whose codes are complete and within the limits")
    func dynamicBlocks() throws {
        // Few distinct bytes with very uneven frequencies and no long repeats: Huffman coding
        // does the work here, so a dynamic block must beat the fixed code clearly.
        var random = SplitMix64(seed: 17)
        let input = (0..<40_000).map { _ -> UInt8 in
            let roll = random.next() % 1000
            return roll < 700 ? 0 : roll < 900 ? 1 : roll < 990 ? 0xFF : UInt8(truncatingIfNeeded: roll)
        }
        let (stream, output) = try roundTrip(input)
        #expect(output.blockTypes == [2])
        #expect(output.dynamicCodes.allSatisfy { $0.isComplete })
        #expect(output.dynamicCodes.allSatisfy { $0.maxLiteralLength <= 15 && $0.maxDistanceLength <= 15 })
        #expect(output.dynamicCodes.allSatisfy { $0.maxCodeLengthLength <= 7 })
        // The fixed code spends at least 8 bits on each literal.
        #expect(stream.count * 8 < input.count * 3, "compressed \(input.count) bytes to \(stream.count)")
    }

    @Test("A frequency skew deep enough to need length limiting still decodes")
    func lengthLimitedCodes() throws {
        // Byte i occurs about 1.6^i times, a near-Fibonacci skew. An unlimited Huffman code
        // for it would be over 15 bits deep, so this only decodes if the limit holds.
        var input: [UInt8] = []
        var count = 1.0
        for byte in 0..<26 {
            input += [UInt8](repeating: UInt8(byte * 9), count: Int(count))
            count *= 1.6
        }
        var random = SplitMix64(seed: 4)
        input.shuffle(using: &random)
        let (_, output) = try roundTrip(input)
        #expect(output.blockTypes.allSatisfy { $0 == 2 })
        #expect(output.dynamicCodes.allSatisfy { $0.isComplete })
        #expect(output.dynamicCodes.contains { $0.maxLiteralLength == 15 })
    }

    @Test("Runs longer than the maximum match length round-trip")
    func longRuns() throws {
        var input = [UInt8](repeating: 0, count: 1000)
        input += [UInt8](repeating: 7, count: 259)
        input += [1, 2, 3]
        input += [UInt8](repeating: 0xFF, count: 258 * 3 + 1)
        let (stream, _) = try roundTrip(input)
        // Each 258-byte run costs only a few bytes as a back-reference.
        #expect(stream.count < 60, "compressed \(input.count) bytes to \(stream.count)")
    }

    @Test("Data longer than the 32 KiB window round-trips without out-of-window references")
    func beyondWindow() throws {
        // Two random blocks, each repeated later: one 40 000 bytes on (out of reach) and one
        // 20 000 bytes on (in reach). Cheap filler between them keeps every block compressible.
        // The Inflater rejects distances over 32768, so the far repeat has to be re-encoded.
        var random = SplitMix64(seed: 99)
        let farBlock = random.bytes(4000)
        let nearBlock = random.bytes(4000)
        func filler(_ count: Int) -> [UInt8] { (0..<count).map { UInt8($0 % 251) } }
        let input =
            farBlock + filler(36_000) + farBlock + nearBlock + filler(16_000) + nearBlock + filler(30_000)
        let (stream, _) = try roundTrip(input)
        // Three random blocks pay full price (about 8.4 bits a byte); the near repeat is nearly free.
        #expect(stream.count > 3 * 4000, "far repeat must not be referenced")
        #expect(stream.count < 4 * 4000, "near repeat should be matched")
    }

    @Test("The matcher follows hash chains past recent, shorter candidates")
    func followsHashChains() {
        // Five decoys after the target share its first 40 bytes, then diverge. They are newer,
        // so they come first on the chain for the target's start; only a walk down the chain
        // reaches the original, which gives 258-byte matches.
        var random = SplitMix64(seed: 11)
        let target = random.bytes(600)
        var prefix = target
        for _ in 0..<5 { prefix += target.prefix(40) + random.bytes(30) }
        let extraCost = Deflate.compress(prefix + target).count - Deflate.compress(prefix).count
        #expect(extraCost < 40, "repeating the target cost \(extraCost) bytes")
    }

    @Test("A repeat exactly 32 KiB back is found; one byte further is not referenced")
    func windowEdge() throws {
        // Filler of random nibbles compresses to about half, with short matches only, so the
        // blocks stay Huffman coded and the repeat's saving shows in the size.
        var random = SplitMix64(seed: 23)
        let block = random.bytes(500)
        let filler = random.bytes(32_768 - 500).map { $0 & 0x0F }
        let atEdge = try roundTrip(block + filler + block).stream
        let beyond = try roundTrip(block + filler + [7] + block).stream
        #expect(atEdge.count + 300 < beyond.count, "at the edge \(atEdge.count), beyond \(beyond.count)")
    }

    @Test("Noise followed by a copy of itself: sparse searching still finds the copy")
    func repeatedNoise() throws {
        var random = SplitMix64(seed: 31)
        let noise = random.bytes(20_000)
        let (stream, _) = try roundTrip(noise + noise)
        #expect(stream.count < 20_000 + 1000, "compressed \(2 * noise.count) bytes to \(stream.count)")
    }

    @Test("Mixed content spanning many blocks round-trips")
    func manyBlocks() throws {
        var random = SplitMix64(seed: 3)
        // The random stretch covers at least one whole block, which should be stored. The
        // blocks around it mix in compressible data, so they stay Huffman-coded, and matches
        // reach back across block boundaries.
        let lowEntropy = random.bytes(30_000).map { $0 & 0x03 }
        let input = lowEntropy + random.bytes(140_000) + lowEntropy
        let (_, output) = try roundTrip(input)
        #expect(output.blockTypes.contains(0))
        #expect(output.blockTypes.contains(2))
    }

    @Test("zlib header is valid and the trailer carries the Adler-32")
    func zlibFraming() throws {
        let input = Array("Colr".utf8)
        let stream = Deflate.zlibCompress(input)
        try #require(stream.count >= 2)
        #expect(stream[0] == 0x78)
        #expect((Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0)
        #expect(Array(stream.suffix(4)) == [0x03, 0xA7, 0x01, 0x91])
        #expect(Inflater.naiveAdler32(input) == 0x03A7_0191)
    }

    @Test("The test inflater decodes a dynamic-Huffman stream produced by zlib")
    func inflaterAgainstZlib() throws {
        // zlib.compress(text, 9) from CPython; it uses a dynamic block (BTYPE 2).
        let stream: [UInt8] = [
            0x78, 0xDA, 0x3D, 0xC8, 0x51, 0x0A, 0x80, 0x30, 0x08, 0x00, 0xD0, 0xAB, 0x08, 0x5D, 0x40, 0xE7,
            0x54, 0x62, 0xA7, 0xA9, 0xB9, 0x20, 0x08, 0x06, 0x45, 0xF7, 0x0F, 0x0C, 0x7C, 0x9F, 0xAF, 0xCF,
            0x6B, 0xBE, 0x37, 0x20, 0x9C, 0x0F, 0x2C, 0x18, 0x1A, 0xF4, 0x3F, 0x29, 0x92, 0xCD, 0xD6, 0x9D,
            0x32, 0x4B, 0xA4, 0x8E, 0x83, 0xB5, 0x64, 0x72, 0xE4, 0xA6, 0xEA, 0xC4, 0x99, 0x35, 0xD2, 0x7D,
            0x68, 0xAF, 0x99, 0x12, 0x49, 0xA2, 0x68, 0xD2, 0xE0, 0x03, 0x0B, 0x61, 0x23, 0xF4,
        ]
        let text =
            "colour 0 is #000000; colour 1 is #3779b1; colour 2 is #6ef362; "
            + "colour 3 is #a66d13; colour 4 is #dde6c4; colour 5 is #156075; "
        let output = try Inflater.zlibDecompress(stream)
        #expect(output.blockTypes == [2])
        #expect(output.bytes == Array(text.utf8))
    }

    @Test("The test inflater rejects a corrupted checksum")
    func inflaterRejectsCorruption() throws {
        var stream = Deflate.zlibCompress(Array("integrity".utf8))
        try #require(!stream.isEmpty)
        stream[stream.count - 1] ^= 0x01
        #expect(throws: Inflater.Failure.checksumMismatch) { try Inflater.zlibDecompress(stream) }
    }
}
