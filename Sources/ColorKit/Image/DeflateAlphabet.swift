/// Deflate's symbol tables (RFC 1951 §3.2.5–3.2.7): how lengths and distances map to symbols
/// and extra bits, the fixed code, and the code-length alphabet's transmission order.
enum DeflateAlphabet {
    /// Literal/length symbols: 256 literals, end-of-block, 29 length symbols.
    static let literalLengthCount = 286
    static let distanceCount = 30
    static let codeLengthCount = 19
    static let endOfBlock = 256

    /// The order in which a dynamic header lists the code-length code's lengths. Rare lengths
    /// come last so that trailing zeros can be left out.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The fixed literal/length code of §3.2.6. It covers 288 symbols, though 286 and 287
    /// never occur.
    static let fixedLiteralLength = HuffmanCode(
        lengths: (0..<288).map { symbol in
            switch symbol {
            case 0...143: 8
            case 144...255: 9
            case 256...279: 7
            default: 8
            }
        })

    /// All fixed distance codes are five bits long.
    static let fixedDistance = HuffmanCode(lengths: [UInt8](repeating: 5, count: 30))

    /// Maps a match length (3…258) to its symbol offset from 257, extra bit count and extra bits.
    @inline(__always)
    static func lengthSymbol(_ length: Int) -> (symbol: Int, extraBits: Int, extra: Int) {
        // 258 has a symbol of its own; the bucket formula would give 284 with extra bits 31,
        // which RFC 1951 does not allow.
        length == 258 ? (28, 0, 0) : bucket(length - 3, groupBits: 2)
    }

    /// Maps a distance (1…32768) to its symbol, extra bit count and extra bits.
    @inline(__always)
    static func distanceSymbol(_ distance: Int) -> (symbol: Int, extraBits: Int, extra: Int) {
        bucket(distance - 1, groupBits: 1)
    }

    /// The extra bit count of length symbol `257 + offset`.
    @inline(__always)
    static func lengthExtraBits(_ offset: Int) -> Int {
        offset < 8 || offset == 28 ? 0 : (offset >> 2) - 1
    }

    /// The extra bit count of distance symbol `symbol`.
    @inline(__always)
    static func distanceExtraBits(_ symbol: Int) -> Int {
        symbol < 4 ? 0 : (symbol >> 1) - 1
    }

    /// Maps a length or distance offset to its symbol index and extra bits.
    ///
    /// Both tables use the same layout: after the first `2 << groupBits` plain symbols, each
    /// group of `1 << groupBits` symbols adds one extra bit. So the offset's bit width picks the
    /// group and no lookup table is needed.
    @inline(__always)
    private static func bucket(_ offset: Int, groupBits: Int) -> (symbol: Int, extraBits: Int, extra: Int) {
        if offset < 2 << groupBits { return (offset, 0, 0) }
        let extraBits = Int.bitWidth - 1 - offset.leadingZeroBitCount - groupBits
        let symbol = ((extraBits + 1) << groupBits) + ((offset >> extraBits) & ((1 << groupBits) - 1))
        return (symbol, extraBits, offset & ((1 << extraBits) - 1))
    }
}
