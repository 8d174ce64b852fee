/// Deflate (RFC 1951) compression with an LZ77 matcher and fixed-Huffman blocks, plus zlib
/// (RFC 1950) framing.
///
/// Fixed codes skip building per-block Huffman trees. PNG filtering already turns smooth images
/// into long repeated runs, so match finding matters far more here than entropy coding.
enum Deflate {
    /// Deflate only reaches back this far, so both the match window and the chain array use it.
    static let windowSize = 1 << 15
    /// Deflate cannot encode a longer match.
    static let maxMatch = 258
    static let minMatch = 3
    /// Stored blocks hold at most 65535 bytes, so each block covers at most this much input.
    /// That way either encoding is always possible for a block.
    static let maxBlockInput = 65535

    private static let hashBits = 15
    /// Caps the work per position. Without it, highly repetitive input that keeps colliding
    /// would make the matcher quadratic.
    private static let maxChain = 96
    /// Once a match is this long, trying the next position for a longer one rarely pays off.
    private static let lazyThreshold = 32

    /// Compresses `data` into a zlib stream, the format PNG requires for IDAT contents.
    static func zlibCompress(_ data: [UInt8]) -> [UInt8] {
        // CMF 0x78 means deflate with a 32 KiB window. FLG 0x5E marks the "fast" level and
        // makes the 16-bit header a multiple of 31, as the format requires.
        var stream = deflate(data, prefix: [0x78, 0x5E])
        let adler = Adler32.checksum(data)
        stream += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> $0) }
        return stream
    }

    /// Compresses `data` into a raw deflate stream without zlib framing.
    static func compress(_ data: [UInt8]) -> [UInt8] {
        deflate(data, prefix: [])
    }

    private static func deflate(_ data: [UInt8], prefix: [UInt8]) -> [UInt8] {
        // Positions are stored as Int32 to halve the table memory.
        precondition(data.count < Int(Int32.max), "input too large for the deflate matcher")
        let hashSize = 1 << hashBits
        let head = UnsafeMutablePointer<Int32>.allocate(capacity: hashSize)
        let prev = UnsafeMutablePointer<Int32>.allocate(capacity: windowSize)
        head.initialize(repeating: -1, count: hashSize)
        prev.initialize(repeating: -1, count: windowSize)
        defer { head.deallocate(); prev.deallocate() }
        var writer = BitWriter(prefix: prefix, expectedInput: data.count)
        data.withUnsafeBufferPointer { buffer in
            var matcher = Matcher(data: buffer, head: head, prev: prev)
            var start = 0
            // `repeat` so that empty input still produces the one final block a stream needs.
            repeat {
                let end = min(start + maxBlockInput, buffer.count)
                let isFinal: UInt32 = end == buffer.count ? 1 : 0
                let before = writer.state
                writer.write(isFinal | 0b10, count: 3)
                matcher.encode(start..<end, into: &writer)
                writer.writeLiteral(256)
                // Rewinding is cheaper than estimating the size up front, and it only
                // happens for incompressible data, where a stored block is smaller.
                let fixedBits = writer.state.bitPosition - before.bitPosition
                let padding = (8 - (before.bitPosition + 3) % 8) % 8
                let storedBits = 3 + padding + 32 + 8 * (end - start)
                if storedBits < fixedBits {
                    writer.state = before
                    writer.write(isFinal, count: 3)
                    writer.alignToByte()
                    let length = UInt16(end - start)
                    for half in [length, ~length] {
                        writer.appendAligned([
                            UInt8(truncatingIfNeeded: half), UInt8(truncatingIfNeeded: half >> 8),
                        ])
                    }
                    writer.appendAligned(buffer[start..<end])
                }
                start = end
            } while start < buffer.count
        }
        writer.alignToByte()
        return writer.bytes
    }

    /// Hash-chain LZ77 match finder.
    ///
    /// `head` maps a 3-byte hash to the newest position with that hash. `prev` links each
    /// position to the previous one with the same hash, indexed modulo the window. Slots are
    /// reused once positions fall out of reach.
    private struct Matcher {
        let data: UnsafeBufferPointer<UInt8>
        let head: UnsafeMutablePointer<Int32>
        let prev: UnsafeMutablePointer<Int32>
        /// Every position below this is already in the hash chains. Tracking it makes sure each
        /// position is inserted exactly once, even when lazy matching looks ahead.
        var nextInsert = 0

        mutating func encode(_ range: Range<Int>, into writer: inout BitWriter) {
            var position = range.lowerBound
            let end = range.upperBound
            while position < end {
                insert(upTo: position)
                var match = longestMatch(at: position, end: end)
                if match.length == 0 {
                    writer.writeLiteral(Int(data[position]))
                    position += 1
                    continue
                }
                // Lazy evaluation: give up the current match if the next byte starts a longer one.
                while match.length < Deflate.lazyThreshold && position + 1 < end {
                    insert(upTo: position + 1)
                    let next = longestMatch(at: position + 1, end: end)
                    guard next.length > match.length else { break }
                    writer.writeLiteral(Int(data[position]))
                    position += 1
                    match = next
                }
                writer.writeMatch(length: match.length, distance: match.distance)
                position += match.length
            }
        }

        @inline(__always)
        private func hash(at position: Int) -> Int {
            let key =
                UInt32(data[position]) | UInt32(data[position + 1]) << 8 | UInt32(data[position + 2]) << 16
            // Multiplicative hashing spreads nearby keys across the table; the top bits mix best.
            return Int((key &* 0x9E37_79B1) >> UInt32(32 - Deflate.hashBits))
        }

        private mutating func insert(upTo position: Int) {
            // Only positions that have three bytes left can start a match, so only they get hashed.
            let limit = min(position, data.count - 2)
            while nextInsert < limit {
                let slot = hash(at: nextInsert)
                prev[nextInsert & (Deflate.windowSize - 1)] = head[slot]
                head[slot] = Int32(truncatingIfNeeded: nextInsert)
                nextInsert += 1
            }
        }

        private func longestMatch(at position: Int, end: Int) -> (length: Int, distance: Int) {
            let limit = min(Deflate.maxMatch, end - position)
            guard limit >= Deflate.minMatch, let base = data.baseAddress else { return (0, 0) }
            var candidate = Int(head[hash(at: position)])
            var bestLength = Deflate.minMatch - 1, bestDistance = 0
            var chain = Deflate.maxChain
            while candidate >= 0, position - candidate <= Deflate.windowSize, chain > 0 {
                // A candidate can only win if it also matches at the current best length, so
                // checking that one byte first skips most full comparisons.
                if data[candidate + bestLength] == data[position + bestLength] {
                    let length = Self.commonPrefix(base + candidate, base + position, limit: limit)
                    if length > bestLength {
                        bestLength = length
                        bestDistance = position - candidate
                        if length == limit { break }
                    }
                }
                let next = Int(prev[candidate & (Deflate.windowSize - 1)])
                // Chains must go strictly back in time; anything else is a recycled slot.
                guard next < candidate else { break }
                candidate = next
                chain -= 1
            }
            return bestLength >= Deflate.minMatch ? (bestLength, bestDistance) : (0, 0)
        }

        /// Compares eight bytes at a time because long runs are the common case after PNG filtering.
        @inline(__always)
        private static func commonPrefix(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, limit: Int)
            -> Int
        {
            var length = 0
            while length + 8 <= limit {
                let left = UnsafeRawPointer(a + length).loadUnaligned(as: UInt64.self)
                let right = UnsafeRawPointer(b + length).loadUnaligned(as: UInt64.self)
                let difference = UInt64(littleEndian: left ^ right)
                if difference != 0 { return length + difference.trailingZeroBitCount >> 3 }
                length += 8
            }
            while length < limit && a[length] == b[length] { length += 1 }
            return length
        }
    }
}

/// Accumulates deflate's LSB-first bit stream in a 64-bit register to avoid per-bit work.
private struct BitWriter {
    /// A rewind point. Restoring it drops everything written since, because output only grows.
    struct State {
        var byteCount: Int
        var buffer: UInt64
        var bitCount: Int
        var bitPosition: Int { byteCount * 8 + bitCount }
    }

    private(set) var bytes: [UInt8]
    private var buffer: UInt64 = 0
    private var bitCount = 0

    init(prefix: [UInt8], expectedInput: Int) {
        bytes = prefix
        // Filtered images usually shrink a lot, so a fraction of the input avoids most regrowth.
        bytes.reserveCapacity(prefix.count + 64 + expectedInput / 4)
    }

    var state: State {
        get { State(byteCount: bytes.count, buffer: buffer, bitCount: bitCount) }
        set {
            bytes.removeLast(bytes.count - newValue.byteCount)
            buffer = newValue.buffer
            bitCount = newValue.bitCount
        }
    }

    /// Appends the low `count` bits of `bits`, which must be zero above that; `count` is at most 32.
    @inline(__always)
    mutating func write(_ bits: UInt32, count: Int) {
        buffer |= UInt64(bits) << UInt64(bitCount)
        bitCount += count
        if bitCount >= 32 {
            for shift in stride(from: 0, to: 32, by: 8) {
                bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt64(shift)))
            }
            buffer >>= 32
            bitCount -= 32
        }
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
    mutating func appendAligned(_ raw: some Sequence<UInt8>) {
        assert(bitCount == 0)
        bytes.append(contentsOf: raw)
    }

    @inline(__always)
    mutating func writeLiteral(_ symbol: Int) {
        let entry = FixedHuffman.literalCodes[symbol]
        write(entry & 0xFFFF, count: Int(entry >> 16))
    }

    /// Writes the length code, its extra bits, the distance code and its extra bits with one
    /// register update. Together they need at most 31 bits.
    @inline(__always)
    mutating func writeMatch(length: Int, distance: Int) {
        // 258 has a symbol of its own; the bucket formula would give 284 with extra bits 31,
        // which RFC 1951 does not allow.
        let lengthCode =
            length == 258 ? (symbol: 28, extraBits: 0, extra: 0) : Self.bucket(length - 3, groupBits: 2)
        let distanceCode = Self.bucket(distance - 1, groupBits: 1)
        let entry = FixedHuffman.literalCodes[257 + lengthCode.symbol]
        var (bits, count) = (entry & 0xFFFF, Int(entry >> 16))
        bits |= UInt32(lengthCode.extra) << UInt32(count)
        count += lengthCode.extraBits
        bits |= FixedHuffman.distanceCodes[distanceCode.symbol] << UInt32(count)
        count += 5
        bits |= UInt32(distanceCode.extra) << UInt32(count)
        write(bits, count: count + distanceCode.extraBits)
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

/// The fixed code of RFC 1951 §3.2.6, with each code pre-reversed.
///
/// Huffman codes are defined MSB-first but deflate packs bits LSB-first, so reversing once here
/// lets the writer emit a whole code with a single shift.
private enum FixedHuffman {
    /// Low 16 bits: reversed code. High 16 bits: code length.
    static let literalCodes: [UInt32] = (0..<288).map { symbol in
        let (code, length): (Int, Int)
        switch symbol {
        case 0...143: (code, length) = (0x30 + symbol, 8)
        case 144...255: (code, length) = (0x190 + symbol - 144, 9)
        case 256...279: (code, length) = (symbol - 256, 7)
        default: (code, length) = (0xC0 + symbol - 280, 8)
        }
        return reversed(code, length) | UInt32(length) << 16
    }

    /// All distance codes are five bits long.
    static let distanceCodes: [UInt32] = (0..<30).map { reversed($0, 5) }

    private static func reversed(_ code: Int, _ length: Int) -> UInt32 {
        (0..<length).reduce(0) { result, bit in result << 1 | UInt32((code >> bit) & 1) }
    }
}
