/// CRC-32 with the IEEE 802.3 polynomial, the checksum PNG stores after every chunk (and ZIP
/// after every file, which is why it is public).
public enum CRC32 {
    /// Eight tables of 256 entries ("slicing by 8"). Table 0 is the classic byte-at-a-time
    /// table; table k gives the effect of a byte followed by k zero bytes. Together they fold
    /// eight input bytes into the register with eight independent lookups instead of a chain
    /// of eight dependent ones. Built from the reflected polynomial because PNG's CRC is LSB-first.
    static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for index in 0..<256 {
            var value = UInt32(index)
            for _ in 0..<8 {
                value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
            }
            tables[index] = value
        }
        for slice in 1..<8 {
            for index in 0..<256 {
                let previous = tables[(slice - 1) * 256 + index]
                tables[slice * 256 + index] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
            }
        }
        return tables
    }()

    /// Returns the CRC-32 of `bytes`, optionally continuing from the checksum of earlier data.
    ///
    /// Passing a previous result as `crc` lets callers checksum a chunk's type and payload
    /// separately without concatenating them first.
    public static func checksum<Bytes: Collection<UInt8>>(_ bytes: Bytes, continuing crc: UInt32 = 0)
        -> UInt32
    {
        let fast = bytes.withContiguousStorageIfAvailable { buffer in
            update(crc, buffer)
        }
        return fast ?? Array(bytes).withUnsafeBufferPointer { update(crc, $0) }
    }

    private static func update(_ crc: UInt32, _ buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
        tables.withUnsafeBufferPointer { tables in
            // The register is kept inverted so that leading zero bytes still change the result.
            var state = ~crc
            var index = 0
            if let base = buffer.baseAddress {
                while index + 8 <= buffer.count {
                    let word =
                        UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                        ^ UInt64(state)
                    // The first byte has the most bytes after it, so it goes through table 7.
                    state =
                        tables[7 * 256 + Int(word & 0xFF)] ^ tables[6 * 256 + Int((word >> 8) & 0xFF)]
                        ^ tables[5 * 256 + Int((word >> 16) & 0xFF)]
                        ^ tables[4 * 256 + Int((word >> 24) & 0xFF)]
                        ^ tables[3 * 256 + Int((word >> 32) & 0xFF)]
                        ^ tables[2 * 256 + Int((word >> 40) & 0xFF)]
                        ^ tables[256 + Int((word >> 48) & 0xFF)] ^ tables[Int(word >> 56)]
                    index += 8
                }
            }
            while index < buffer.count {
                state = tables[Int((state ^ UInt32(buffer[index])) & 0xFF)] ^ (state >> 8)
                index += 1
            }
            return ~state
        }
    }
}

/// Adler-32, the checksum zlib appends to a deflate stream.
enum Adler32 {
    /// Largest number of bytes whose running sums cannot overflow 32 bits before reduction,
    /// which lets the loop defer the expensive modulo to once per block.
    private static let blockLength = 5552
    private static let modulus: UInt32 = 65521
    /// Bytes folded in per step; `blockLength` is a multiple of it.
    private static let chunkLength = 16

    /// Returns the Adler-32 of `bytes`, optionally continuing from the checksum of earlier data.
    static func checksum<Bytes: Collection<UInt8>>(_ bytes: Bytes, continuing adler: UInt32 = 1) -> UInt32 {
        let fast = bytes.withContiguousStorageIfAvailable { buffer in
            update(adler, buffer)
        }
        return fast ?? Array(bytes).withUnsafeBufferPointer { update(adler, $0) }
    }

    private static func update(_ adler: UInt32, _ buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var low = UInt64(adler & 0xFFFF)
        var high = UInt64(adler >> 16)
        var index = 0
        // The weight of each lane's bytes in `high` at the end of a chunk: the first byte of a
        // chunk is part of 16 of the chunk's running sums, the last of one.
        let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
        while index < buffer.count {
            let end = min(index + blockLength, buffer.count)
            // Byte by byte, `high` gains `low` after every byte: a chain of dependent additions.
            // Per 16-byte chunk it gains 16 times `low` at the chunk's start plus each byte
            // times its weight. `lanes` sums each lane's bytes; `carried` sums, per lane, what
            // `lanes` held at the start of every chunk, which is how the earlier chunks' bytes
            // reach later chunks' `low`. Both are plain vector additions.
            var lanes = SIMD16<UInt32>(repeating: 0)
            var carried = SIMD16<UInt32>(repeating: 0)
            var chunks: UInt64 = 0
            while index + chunkLength <= end {
                let bytes = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(
                    as: SIMD16<UInt8>.self)
                carried &+= lanes
                lanes &+= SIMD16<UInt32>(truncatingIfNeeded: bytes)
                chunks += 1
                index += chunkLength
            }
            // Every sum is bounded by what a 5552-byte block can hold, as byte by byte; only the
            // multiplication by 16 needs 64 bits.
            high +=
                chunks * UInt64(chunkLength) * low + UInt64(chunkLength) * UInt64(carried.wrappedSum())
                + UInt64((lanes &* weights).wrappedSum())
            low += UInt64(lanes.wrappedSum())
            while index < end {
                low += UInt64(buffer[index])
                high += low
                index += 1
            }
            low %= UInt64(modulus)
            high %= UInt64(modulus)
        }
        return UInt32(high << 16 | low)
    }
}
