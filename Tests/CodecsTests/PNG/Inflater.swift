/// A small, deliberately simple RFC 1950/1951 decoder that checks the encoder's output.
///
/// It shares no code with zlib, so a wrapper bug cannot cancel itself out in a round trip.
/// It handles stored, fixed and dynamic blocks. Dynamic support lets it be validated against
/// real zlib output as well. It favours strict checking over speed.
enum Inflater {
    /// The ways a stream can be rejected; each names the rule that was broken.
    enum Failure: Error, Equatable {
        case badZlibHeader
        case truncated
        case reservedBlockType
        case storedLengthMismatch
        case invalidCode
        case invalidCodeLengths
        case distanceTooFar
        case checksumMismatch
        case trailingBytes
    }

    /// Decoded bytes, plus the type of every block, so tests can see which encoding was chosen.
    struct Output {
        var bytes: [UInt8] = []
        /// 0 = stored, 1 = fixed Huffman, 2 = dynamic Huffman.
        var blockTypes: [Int] = []
        /// What each dynamic block's header declared, in block order.
        var dynamicCodes: [DynamicCodes] = []
    }

    /// The shape of one dynamic block's three codes.
    struct DynamicCodes {
        /// Whether every code fills its code space (Kraft sum exactly 1). The format allows an
        /// incomplete code only in one corner case, and an optimal code is never incomplete.
        var isComplete: Bool
        var maxLiteralLength: Int
        var maxDistanceLength: Int
        var maxCodeLengthLength: Int
    }

    /// Decodes a zlib stream, checking the header, the Adler-32 trailer, and that nothing follows it.
    static func zlibDecompress(_ stream: [UInt8]) throws -> Output {
        guard stream.count >= 6 else { throw Failure.truncated }
        let cmf = Int(stream[0]), flg = Int(stream[1])
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, (cmf << 8 | flg) % 31 == 0, flg & 0x20 == 0 else {
            throw Failure.badZlibHeader
        }
        var reader = BitReader(bytes: stream, bitIndex: 16)
        let output = try inflate(&reader)
        let trailerStart = (reader.bitIndex + 7) / 8
        guard trailerStart + 4 <= stream.count else { throw Failure.truncated }
        guard trailerStart + 4 == stream.count else { throw Failure.trailingBytes }
        let expected = stream[trailerStart..<trailerStart + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard naiveAdler32(output.bytes) == expected else { throw Failure.checksumMismatch }
        return output
    }

    /// Decodes a raw deflate stream without framing.
    static func inflate(raw stream: [UInt8]) throws -> Output {
        var reader = BitReader(bytes: stream, bitIndex: 0)
        return try inflate(&reader)
    }

    /// The textbook definition, without the deferred modulo that the production code relies on.
    static func naiveAdler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
        35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    private static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
        3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
        257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
        8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
        7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order in which dynamic blocks list the code-length code lengths (RFC 1951 §3.2.7).
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static func inflate(_ reader: inout BitReader) throws -> Output {
        var output = Output()
        var isFinal = false
        while !isFinal {
            isFinal = try reader.bits(1) == 1
            let type = try reader.bits(2)
            output.blockTypes.append(type)
            switch type {
            case 0:
                reader.alignToByte()
                let length = try reader.bits(16), complement = try reader.bits(16)
                guard length == ~complement & 0xFFFF else { throw Failure.storedLengthMismatch }
                for _ in 0..<length { output.bytes.append(UInt8(try reader.bits(8))) }
            case 1:
                let literals = try Huffman(
                    lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
                let distances = try Huffman(lengths: Array(repeating: 5, count: 30))
                try decodeSymbols(&reader, literals, distances, into: &output.bytes)
            case 2:
                let (literals, distances, codeLengths) = try readDynamicCodes(&reader)
                output.dynamicCodes.append(
                    DynamicCodes(
                        isComplete: literals.isComplete && distances.isComplete && codeLengths.isComplete,
                        maxLiteralLength: literals.maxLength, maxDistanceLength: distances.maxLength,
                        maxCodeLengthLength: codeLengths.maxLength))
                try decodeSymbols(&reader, literals, distances, into: &output.bytes)
            default:
                throw Failure.reservedBlockType
            }
        }
        return output
    }

    private static func readDynamicCodes(_ reader: inout BitReader) throws -> (Huffman, Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        // The header can declare up to 288 and 32 symbols, but only 286 and 30 exist; zlib
        // rejects the rest, so a stream that declares them would not decode everywhere.
        guard literalCount <= 286, distanceCount <= 30 else { throw Failure.invalidCodeLengths }
        var codeLengthLengths = Array(repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[codeLengthOrder[index]] = try reader.bits(3) }
        let codeLengthCode = try Huffman(lengths: codeLengthLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengthCode.decode(&reader)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let last = lengths.last else { throw Failure.invalidCodeLengths }
                lengths += Array(repeating: last, count: 3 + (try reader.bits(2)))
            case 17: lengths += Array(repeating: 0, count: 3 + (try reader.bits(3)))
            default: lengths += Array(repeating: 0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount, lengths[256] > 0 else {
            throw Failure.invalidCodeLengths
        }
        return (
            try Huffman(lengths: Array(lengths[..<literalCount])),
            try Huffman(lengths: Array(lengths[literalCount...])),
            codeLengthCode
        )
    }

    private static func decodeSymbols(
        _ reader: inout BitReader, _ literals: Huffman, _ distances: Huffman, into output: inout [UInt8]
    ) throws {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < lengthBase.count else { throw Failure.invalidCode }
            let length = lengthBase[lengthIndex] + (try reader.bits(lengthExtra[lengthIndex]))
            // RFC 1951 gives 258 its own symbol (285); symbol 284 with all extra bits set is invalid.
            guard symbol != 284 || length < 258 else { throw Failure.invalidCode }
            let distanceSymbol = try distances.decode(&reader)
            guard distanceSymbol < distanceBase.count else { throw Failure.invalidCode }
            let distance = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
            // Deflate allows references only within the last 32 KiB of produced output.
            guard distance <= output.count, distance <= 32768 else { throw Failure.distanceTooFar }
            // Byte by byte on purpose: overlapping copies (distance < length) encode runs.
            for _ in 0..<length { output.append(output[output.count - distance]) }
        }
    }
}

/// Reads deflate's LSB-first bit stream one bit at a time; clarity matters more than speed here.
private struct BitReader {
    let bytes: [UInt8]
    var bitIndex: Int

    mutating func bits(_ count: Int) throws -> Int {
        var value = 0
        for bit in 0..<count {
            guard bitIndex / 8 < bytes.count else { throw Inflater.Failure.truncated }
            value |= Int(bytes[bitIndex / 8] >> UInt8(bitIndex % 8) & 1) << bit
            bitIndex += 1
        }
        return value
    }

    mutating func alignToByte() { bitIndex = (bitIndex + 7) / 8 * 8 }
}

/// A canonical Huffman code decoded by walking code lengths, which needs no lookup tables.
private struct Huffman {
    /// `counts[n]` is the number of symbols whose code is `n` bits long.
    var counts = Array(repeating: 0, count: 16)
    /// Symbols ordered by code length, then by value, which is canonical code order.
    var symbols: [Int] = []
    /// Whether the lengths use up the whole code space, leaving no bit pattern undecodable.
    var isComplete: Bool
    var maxLength: Int

    init(lengths: [Int]) throws {
        for length in lengths { counts[length] += 1 }
        counts[0] = 0
        // Over-subscribed length sets cannot form a prefix code, so reject them here.
        var available = 1
        for length in 1...15 {
            available = available * 2 - counts[length]
            guard available >= 0 else { throw Inflater.Failure.invalidCodeLengths }
        }
        isComplete = available == 0
        maxLength = lengths.max() ?? 0
        for length in 1...15 {
            for (symbol, symbolLength) in lengths.enumerated() where symbolLength == length {
                symbols.append(symbol)
            }
        }
    }

    func decode(_ reader: inout BitReader) throws -> Int {
        // Canonical codes of each length are consecutive integers, so a code of length n is
        // valid exactly when it lies in [first, first + counts[n]).
        var code = 0, first = 0, index = 0
        for length in 1...15 {
            code |= try reader.bits(1)
            if code - first < counts[length] { return symbols[index + code - first] }
            index += counts[length]
            first = (first + counts[length]) << 1
            code <<= 1
        }
        throw Inflater.Failure.invalidCode
    }
}
