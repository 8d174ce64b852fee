/// Accumulates deflate's LSB-first bit stream in a 64-bit register, so that bytes are stored
/// four at a time instead of bit by bit.
struct BitWriter {
    private(set) var bytes: [UInt8]
    private var buffer: UInt64 = 0
    /// Always below 32 between calls, so one more write of up to 32 bits cannot overflow.
    private var bitCount = 0

    init(prefix: [UInt8], expectedInput: Int) {
        bytes = prefix
        // Filtered images usually shrink a lot, so a fraction of the input avoids most regrowth.
        bytes.reserveCapacity(prefix.count + 64 + expectedInput / 8)
    }

    /// How many bits are pending past the last whole byte; stored blocks pad them to a byte.
    var pendingBits: Int { bitCount & 7 }

    /// Bits written so far, including any prefix.
    var bitPosition: Int { bytes.count * 8 + bitCount }

    /// Appends the low `count` bits of `bits`, which must be zero above that; `count` is at most 32.
    @inline(__always)
    mutating func write(_ bits: UInt32, count: Int) {
        buffer |= UInt64(bits) << UInt64(bitCount)
        bitCount += count
        if bitCount >= 32 {
            // Four separate appends measured faster than building a temporary array.
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 8))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 16))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 24))
            buffer >>= 32
            bitCount -= 32
        }
    }

    /// Writes a Huffman code packed as `HuffmanCode.entries` stores it: reversed code in the
    /// low 16 bits, length in the high 16.
    @inline(__always)
    mutating func write(code entry: UInt32) {
        write(entry & 0xFFFF, count: Int(entry >> 16))
    }

    /// Pads with zero bits to a byte boundary, which stored blocks and the zlib trailer need.
    mutating func alignToByte() {
        while bitCount > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            bitCount -= 8
        }
        (buffer, bitCount) = (0, 0)
    }

    /// Appends whole bytes; only valid right after `alignToByte()`.
    mutating func appendAligned(_ raw: UnsafeBufferPointer<UInt8>) {
        assert(bitCount == 0)
        bytes.append(contentsOf: raw)
    }
}
