/// CRC-32 with the IEEE 802.3 polynomial, the checksum PNG stores after every chunk.
enum CRC32 {
    /// One entry per byte value so the inner loop does a single lookup instead of eight
    /// conditional shifts; built from the reflected polynomial because PNG's CRC is LSB-first.
    static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    /// Returns the CRC-32 of `bytes`, optionally continuing from the checksum of earlier data.
    ///
    /// Passing a previous result as `crc` lets callers checksum a chunk's type and payload
    /// separately without concatenating them first.
    static func checksum<Bytes: Collection<UInt8>>(_ bytes: Bytes, continuing crc: UInt32 = 0) -> UInt32 {
        let fast = bytes.withContiguousStorageIfAvailable { buffer in
            update(crc, buffer)
        }
        return fast ?? Array(bytes).withUnsafeBufferPointer { update(crc, $0) }
    }

    private static func update(_ crc: UInt32, _ buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
        table.withUnsafeBufferPointer { table in
            // The register is kept inverted so that leading zero bytes still change the result.
            var state = ~crc
            for byte in buffer {
                state = table[Int((state ^ UInt32(byte)) & 0xFF)] ^ (state >> 8)
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

    /// Returns the Adler-32 of `bytes`, optionally continuing from the checksum of earlier data.
    static func checksum<Bytes: Collection<UInt8>>(_ bytes: Bytes, continuing adler: UInt32 = 1) -> UInt32 {
        let fast = bytes.withContiguousStorageIfAvailable { buffer in
            update(adler, buffer)
        }
        return fast ?? Array(bytes).withUnsafeBufferPointer { update(adler, $0) }
    }

    private static func update(_ adler: UInt32, _ buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var low = adler & 0xFFFF
        var high = adler >> 16
        var index = 0
        while index < buffer.count {
            let end = min(index + blockLength, buffer.count)
            while index < end {
                low &+= UInt32(buffer[index])
                high &+= low
                index += 1
            }
            low %= modulus
            high %= modulus
        }
        return high << 16 | low
    }
}
