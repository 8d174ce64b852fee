/// Deflate (RFC 1951) compression with zlib (RFC 1950) framing.
///
/// `LZ77Matcher` turns the input into tokens a block at a time. Each block is then written in
/// whichever of the three block types is smallest for it: stored, fixed Huffman or dynamic
/// Huffman. Sizes are computed exactly from the block's symbol counts before anything is
/// written, so nothing has to be rewound.
enum Deflate {
    /// Tokens per block. Smaller blocks adapt their codes to changing content sooner, larger
    /// ones pay for fewer headers. A dynamic header costs 20–100 bytes on our test images, and
    /// the 1024×1024 chart needs only 25,000 tokens in all, so charts fit in one block.
    static let blockTokens = 1 << 15
    /// A stored block holds at most this many bytes.
    static let maxStoredLength = 65535
    /// RFC 1951 caps literal/length and distance codes at 15 bits.
    static let maxCodeBits = 15

    /// Compresses `data` into a zlib stream, the format PNG requires for IDAT contents.
    static func zlibCompress(
        _ data: [UInt8], parameters: LZ77Matcher.Parameters = LZ77Matcher.Parameters()
    ) -> [UInt8] {
        // CMF 0x78 means deflate with a 32 KiB window. FLG 0x5E marks the "fast" level and
        // makes the 16-bit header a multiple of 31, as the format requires.
        var stream = deflate(data, prefix: [0x78, 0x5E], parameters: parameters)
        let adler = Adler32.checksum(data)
        stream += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> $0) }
        return stream
    }

    /// Compresses `data` into a raw deflate stream without zlib framing.
    static func compress(
        _ data: [UInt8], parameters: LZ77Matcher.Parameters = LZ77Matcher.Parameters()
    ) -> [UInt8] {
        deflate(data, prefix: [], parameters: parameters)
    }

    private static func deflate(
        _ data: [UInt8], prefix: [UInt8], parameters: LZ77Matcher.Parameters
    ) -> [UInt8] {
        var writer = BitWriter(prefix: prefix, expectedInput: data.count)
        guard !data.isEmpty else {
            // The smallest valid stream: one final fixed block holding only end-of-block.
            writer.write(0b011, count: 3)
            writer.write(code: DeflateAlphabet.fixedLiteralLength.entries[DeflateAlphabet.endOfBlock])
            writer.alignToByte()
            return writer.bytes
        }
        data.withUnsafeBufferPointer { input in
            var matcher = LZ77Matcher(input: input, tokenCapacity: blockTokens, parameters: parameters)
            repeat {
                matcher.nextBlock()
                writeBlock(matcher, input: input, isFinal: matcher.isFinished, into: &writer)
            } while !matcher.isFinished
        }
        writer.alignToByte()
        return writer.bytes
    }

    /// Writes the matcher's current block in the cheapest of the three encodings.
    private static func writeBlock(
        _ matcher: borrowing LZ77Matcher,
        input: UnsafeBufferPointer<UInt8>,
        isFinal: Bool,
        into writer: inout BitWriter
    ) {
        var literalLengths = Array(
            UnsafeBufferPointer(
                start: matcher.literalLengthFrequencies, count: DeflateAlphabet.literalLengthCount))
        literalLengths[DeflateAlphabet.endOfBlock] = 1
        let distances = Array(
            UnsafeBufferPointer(start: matcher.distanceFrequencies, count: DeflateAlphabet.distanceCount))
        // Extra bits cost the same under every code, so they are counted once.
        var extraBits = 0
        for offset in 0..<29 {
            extraBits += Int(literalLengths[257 + offset]) * DeflateAlphabet.lengthExtraBits(offset)
        }
        for symbol in 0..<DeflateAlphabet.distanceCount {
            extraBits += Int(distances[symbol]) * DeflateAlphabet.distanceExtraBits(symbol)
        }

        let literalLengthCode = HuffmanCode(frequencies: literalLengths, maxLength: maxCodeBits)
        let distanceCode = HuffmanCode(frequencies: distances, maxLength: maxCodeBits)
        let header = DynamicHeader(literalLength: literalLengthCode, distance: distanceCode)
        let dynamicBits =
            header.bitCount + literalLengthCode.cost(literalLengths) + distanceCode.cost(distances)
        let fixedBits =
            DeflateAlphabet.fixedLiteralLength.cost(literalLengths)
            + DeflateAlphabet.fixedDistance.cost(distances)
        let range = matcher.blockRange
        // The stored size includes its 3-bit block header; the coded sizes do not yet.
        let codedBits = 3 + min(dynamicBits, fixedBits) + extraBits
        if storedBits(range.count, pendingBits: writer.pendingBits) < codedBits {
            writeStored(UnsafeBufferPointer(rebasing: input[range]), isFinal: isFinal, into: &writer)
        } else if dynamicBits < fixedBits {
            writer.write((isFinal ? 1 : 0) | 0b100, count: 3)
            header.write(into: &writer)
            writeTokens(matcher, literalLengthCode, distanceCode, into: &writer)
        } else {
            writer.write((isFinal ? 1 : 0) | 0b010, count: 3)
            writeTokens(
                matcher, DeflateAlphabet.fixedLiteralLength, DeflateAlphabet.fixedDistance, into: &writer)
        }
    }

    /// The size of `count` bytes as stored blocks, which must be split at 65535 bytes.
    private static func storedBits(_ count: Int, pendingBits: Int) -> Int {
        let blocks = max(1, (count + maxStoredLength - 1) / maxStoredLength)
        // Only the first block header can start mid-byte; later ones start byte-aligned.
        let firstPadding = (8 - (pendingBits + 3) % 8) % 8
        return firstPadding + blocks * (8 + 32) - 5 + 8 * count
    }

    private static func writeStored(
        _ bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool, into writer: inout BitWriter
    ) {
        var start = 0
        repeat {
            let end = min(start + maxStoredLength, bytes.count)
            writer.write(isFinal && end == bytes.count ? 1 : 0, count: 3)
            writer.alignToByte()
            let length = UInt32(end - start)
            writer.write(length | (~length & 0xFFFF) << 16, count: 32)
            writer.appendAligned(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            start = end
        } while start < bytes.count
    }

    private static func writeTokens(
        _ matcher: borrowing LZ77Matcher,
        _ literalLengthCode: HuffmanCode,
        _ distanceCode: HuffmanCode,
        into writer: inout BitWriter
    ) {
        let tokens = matcher.tokens
        literalLengthCode.entries.withUnsafeBufferPointer { literalLengths in
            distanceCode.entries.withUnsafeBufferPointer { distances in
                for index in 0..<matcher.tokenCount {
                    let token = tokens[index]
                    if token >> 16 == 0 {
                        writer.write(code: literalLengths[Int(token)])
                        continue
                    }
                    // A code and its extra bits go out in one write: at most 15 + 5 bits for
                    // the length and 15 + 13 for the distance.
                    let length = DeflateAlphabet.lengthSymbol(Int(token & 0xFFFF))
                    let lengthEntry = literalLengths[257 + length.symbol]
                    writer.write(
                        lengthEntry & 0xFFFF | UInt32(length.extra) << (lengthEntry >> 16),
                        count: Int(lengthEntry >> 16) + length.extraBits)
                    let distance = DeflateAlphabet.distanceSymbol(Int(token >> 16))
                    let distanceEntry = distances[distance.symbol]
                    writer.write(
                        distanceEntry & 0xFFFF | UInt32(distance.extra) << (distanceEntry >> 16),
                        count: Int(distanceEntry >> 16) + distance.extraBits)
                }
                writer.write(code: literalLengths[DeflateAlphabet.endOfBlock])
            }
        }
    }
}
