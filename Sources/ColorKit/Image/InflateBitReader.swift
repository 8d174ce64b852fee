/// Reads deflate's bit stream: least significant bit of each byte first, with a 64-bit window
/// so most reads touch no array.
struct InflateBitReader {
    private let bytes: [UInt8]
    /// The next byte not yet in the window.
    private var next: Int
    private var window: UInt64 = 0
    private var available = 0

    /// Starts reading `bytes` at byte `start`.
    init(_ bytes: [UInt8], from start: Int) {
        self.bytes = bytes
        self.next = start
    }

    /// The index of the first byte after the bits read so far, rounded up to a whole byte.
    var alignedByteIndex: Int { next - available / 8 }

    private mutating func refill() {
        while available <= 56, next < bytes.count {
            window |= UInt64(bytes[next]) << UInt64(available)
            next += 1
            available += 8
        }
    }

    /// The next `count` bits without consuming them; past the end they read as zeros, and
    /// `skip` then refuses them.
    @inline(__always)
    mutating func peek(_ count: Int) -> Int {
        if available < count { refill() }
        return Int(truncatingIfNeeded: window & ((1 << UInt64(count)) - 1))
    }

    /// Consumes `count` bits that `peek` returned.
    @inline(__always)
    mutating func skip(_ count: Int) throws(ColorKitError) {
        guard count <= available else { throw Inflate.failure("the compressed data is truncated") }
        window >>= UInt64(count)
        available -= count
    }

    /// Reads `count` bits (0…16) as an integer, first bit lowest.
    @inline(__always)
    mutating func bits(_ count: Int) throws(ColorKitError) -> Int {
        if count == 0 { return 0 }
        let value = peek(count)
        try skip(count)
        return value
    }

    /// Drops the bits left in the current byte.
    mutating func alignToByte() {
        let extra = available % 8
        window >>= UInt64(extra)
        available -= extra
    }

    /// Copies `count` whole bytes (after `alignToByte`) to `output`.
    mutating func copyBytes(_ count: Int, into output: inout [UInt8]) throws(ColorKitError) {
        var remaining = count
        while remaining > 0, available >= 8 {
            output.append(UInt8(truncatingIfNeeded: window))
            window >>= 8
            available -= 8
            remaining -= 1
        }
        guard remaining <= bytes.count - next else {
            throw Inflate.failure("the compressed data is truncated")
        }
        output.append(contentsOf: bytes[next..<next + remaining])
        next += remaining
    }
}
