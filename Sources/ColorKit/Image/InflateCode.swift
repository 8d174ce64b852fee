/// A canonical Huffman code for decoding (RFC 1951 §3.2.2): a lookup table for the short codes
/// that carry most symbols, and a count-by-length walk for the rare long ones.
struct InflateCode {
    /// Codes up to this many bits are found with one table lookup.
    static let fastBits = 9

    /// Indexed by the next `fastBits` input bits: the symbol in the high bits and the code's
    /// length in the low four, or 0 when the code is longer than `fastBits`.
    private let fast: [UInt16]
    /// How many codes have each length, 0…15.
    private let counts: [Int]
    /// Symbols in canonical order: by code length, then by symbol.
    private let symbols: [Int]

    /// Builds the code for `lengths`; refuses lengths that give two symbols one code, and
    /// incomplete codes unless `allowsIncomplete` (deflate allows them for distances).
    init(lengths: [UInt8], allowsIncomplete: Bool = false) throws(ColorKitError) {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths { counts[Int(length)] += 1 }
        counts[0] = 0
        var unused = 1
        for length in 1..<16 {
            unused = (unused << 1) - counts[length]
            guard unused >= 0 else { throw Inflate.failure("a block's codes overlap") }
        }
        let used = lengths.contains { $0 > 0 }
        if unused > 0, !allowsIncomplete, used {
            // A single one-bit code is the one incomplete code encoders must be allowed.
            guard counts[1] == 1, counts.reduce(0, +) == 1 else {
                throw Inflate.failure("a block's code leaves bit patterns unused")
            }
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        var symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            symbols[offsets[Int(length)]] = symbol
            offsets[Int(length)] += 1
        }
        var fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
        var code = 0
        var index = 0
        for length in 1...Self.fastBits {
            for _ in 0..<counts[length] {
                // The stream stores codes most significant bit first, the reader hands bits
                // least significant first: the table is indexed by the reversed code.
                var reversed = 0
                for bit in 0..<length where code >> bit & 1 == 1 { reversed |= 1 << (length - 1 - bit) }
                let entry = UInt16(symbols[index] << 4 | length)
                var slot = reversed
                while slot < fast.count {
                    fast[slot] = entry
                    slot += 1 << length
                }
                code += 1
                index += 1
            }
            code <<= 1
        }
        self.fast = fast
        self.counts = counts
        self.symbols = symbols
    }

    /// Reads one symbol.
    @inline(__always)
    func decode(_ reader: inout InflateBitReader) throws(ColorKitError) -> Int {
        let entry = fast[reader.peek(Self.fastBits)]
        if entry != 0 {
            try reader.skip(Int(entry & 0xF))
            return Int(entry >> 4)
        }
        return try decodeSlowly(&reader)
    }

    /// Walks the code one bit at a time: the first `count` codes of each length are consecutive
    /// integers, so a code is found by where it falls among them.
    private func decodeSlowly(_ reader: inout InflateBitReader) throws(ColorKitError) -> Int {
        var code = 0
        var first = 0
        var index = 0
        for length in 1..<16 {
            code |= try reader.bits(1)
            let count = counts[length]
            if code - first < count { return symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw Inflate.failure("the compressed data has a code no table defines")
    }
}
