/// Decompresses zlib streams (RFC 1950 around RFC 1951 deflate), for reading PNG files.
///
/// Built for untrusted input: every length and distance is checked, codes that do not fit
/// their code space are refused, and the output may never grow past a limit the caller sets
/// (a PNG's header says how many bytes its pixels take, so a "zip bomb" stops there).
public enum Inflate {
    /// Decompresses a zlib stream, checking its header and Adler-32 trailer, producing at most
    /// `limit` bytes.
    public static func zlib(_ stream: [UInt8], limit: Int) throws(ColorKitError) -> [UInt8] {
        guard stream.count >= 6 else { throw failure("the compressed data is truncated") }
        let cmf = Int(stream[0])
        let flags = Int(stream[1])
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, (cmf << 8 | flags) % 31 == 0 else {
            throw failure("the compressed data does not start with a zlib header")
        }
        guard flags & 0x20 == 0 else { throw failure("the compressed data needs a preset dictionary") }
        var reader = InflateBitReader(stream, from: 2)
        var output: [UInt8] = []
        output.reserveCapacity(min(limit, stream.count * 4))
        try inflate(&reader, into: &output, limit: limit)
        let trailer = reader.alignedByteIndex
        guard trailer + 4 <= stream.count else { throw failure("the compressed data is truncated") }
        let expected = stream[trailer..<trailer + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard Adler32.checksum(output) == expected else {
            throw failure("the compressed data is corrupt (its checksum does not match)")
        }
        return output
    }

    /// Decompresses a raw deflate stream (RFC 1951 with no wrapper, as ZIP archives store files),
    /// producing at most `limit` bytes. The caller checks the result against its own checksum.
    public static func raw(_ stream: [UInt8], limit: Int) throws(ColorKitError) -> [UInt8] {
        var reader = InflateBitReader(stream, from: 0)
        var output: [UInt8] = []
        output.reserveCapacity(min(limit, stream.count * 4))
        try inflate(&reader, into: &output, limit: limit)
        return output
    }

    /// Decompresses a raw deflate stream into `output`, adding at most `limit` bytes in all.
    static func inflate(_ reader: inout InflateBitReader, into output: inout [UInt8], limit: Int)
        throws(ColorKitError)
    {
        var isLast = false
        while !isLast {
            isLast = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try copyStored(&reader, into: &output, limit: limit)
            case 1:
                try decodeBlock(
                    &reader, literals: fixedCodes.literals, distances: fixedCodes.distances,
                    into: &output, limit: limit)
            case 2:
                let (literals, distances) = try readDynamicCodes(&reader)
                try decodeBlock(
                    &reader, literals: literals, distances: distances, into: &output, limit: limit)
            default: throw failure("the compressed data uses a reserved block type")
            }
        }
    }

    private static func copyStored(_ reader: inout InflateBitReader, into output: inout [UInt8], limit: Int)
        throws(ColorKitError)
    {
        reader.alignToByte()
        let length = try reader.bits(16)
        let complement = try reader.bits(16)
        guard length ^ 0xFFFF == complement else { throw failure("a stored block's length is corrupt") }
        guard output.count + length <= limit else { throw tooLarge(limit) }
        try reader.copyBytes(length, into: &output)
    }

    private static func readDynamicCodes(_ reader: inout InflateBitReader) throws(ColorKitError)
        -> (InflateCode, InflateCode)
    {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let lengthCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw failure("a block declares more codes than deflate has")
        }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<lengthCount {
            codeLengthLengths[DeflateAlphabet.codeLengthOrder[index]] = UInt8(try reader.bits(3))
        }
        let codeLengthCode = try InflateCode(lengths: codeLengthLengths)
        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengthCode.decode(&reader)
            switch symbol {
            case 0...15: lengths.append(UInt8(symbol))
            case 16:
                guard let previous = lengths.last else {
                    throw failure("a block repeats a length it never set")
                }
                lengths += repeatElement(previous, count: 3 + (try reader.bits(2)))
            case 17: lengths += repeatElement(0, count: 3 + (try reader.bits(3)))
            default: lengths += repeatElement(0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else {
            throw failure("a block's code lengths run past their count")
        }
        guard lengths[DeflateAlphabet.endOfBlock] > 0 else { throw failure("a block has no way to end") }
        return (
            try InflateCode(lengths: Array(lengths[..<literalCount])),
            try InflateCode(lengths: Array(lengths[literalCount...]), allowsIncomplete: true)
        )
    }

    private static func decodeBlock(
        _ reader: inout InflateBitReader, literals: InflateCode, distances: InflateCode,
        into output: inout [UInt8], limit: Int
    ) throws(ColorKitError) {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                guard output.count < limit else { throw tooLarge(limit) }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == DeflateAlphabet.endOfBlock { return }
            let lengthOffset = symbol - 257
            guard lengthOffset < 29 else { throw failure("the compressed data has an invalid length code") }
            let length =
                lengthBase[lengthOffset] + (try reader.bits(DeflateAlphabet.lengthExtraBits(lengthOffset)))
            let distanceSymbol = try distances.decode(&reader)
            guard distanceSymbol < 30 else {
                throw failure("the compressed data has an invalid distance code")
            }
            let distance =
                distanceBase[distanceSymbol]
                + (try reader.bits(DeflateAlphabet.distanceExtraBits(distanceSymbol)))
            guard distance <= output.count else {
                throw failure("the compressed data refers to bytes before its start")
            }
            guard output.count + length <= limit else { throw tooLarge(limit) }
            // Byte by byte: a slice of `output` appended to itself would copy the whole array,
            // and an overlapping copy must repeat the bytes it has just written.
            let start = output.count - distance
            for index in 0..<length { output.append(output[start + index]) }
        }
    }

    private static let lengthBase = (0..<29).map { offset -> Int in
        if offset == 28 { return 258 }
        var base = 3
        for earlier in 0..<offset { base += 1 << DeflateAlphabet.lengthExtraBits(earlier) }
        return base
    }

    private static let distanceBase = (0..<30).map { symbol -> Int in
        var base = 1
        for earlier in 0..<symbol { base += 1 << DeflateAlphabet.distanceExtraBits(earlier) }
        return base
    }

    // The fixed codes are complete and valid, so building them cannot fail.
    // swift-format-ignore: NeverUseForceTry
    private static let fixedCodes = (
        literals: try! InflateCode(lengths: DeflateAlphabet.fixedLiteralLength.lengths),
        distances: try! InflateCode(lengths: [UInt8](repeating: 5, count: 30), allowsIncomplete: true)
    )

    static func failure(_ reason: String) -> ColorKitError {
        .unreadableImage(reason: reason)
    }

    private static func tooLarge(_ limit: Int) -> ColorKitError {
        .unreadableImage(
            reason: "the compressed data unpacks to more than the \(limit) bytes its header promises")
    }
}
