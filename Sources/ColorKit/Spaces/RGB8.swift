/// A color as four 8-bit channels, the precision of hex notation and of most screens.
public struct RGB8: Hashable, Sendable {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8
    /// Opacity, 0…255 (255 is opaque).
    public var alpha: UInt8

    /// Creates a color from 8-bit channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates an opaque color from a packed `0xRRGGBB` value.
    public init(rgb: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
            blue: UInt8(truncatingIfNeeded: rgb))
    }

    /// The opaque color packed as `0xRRGGBB`.
    public var packedRGB: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    /// Whether alpha is 255.
    public var isOpaque: Bool { alpha == 255 }

    /// `#RRGGBB` in upper case, with `AA` appended when the color is not opaque.
    public var hex: String {
        // The byte writer, straight into a small string's storage (9 bytes of capacity, as
        // writeHex asks for; the string is as long as what it wrote). What this costs over the
        // bytes alone, about 6 ns, is String(unsafeUninitializedCapacity:) itself: a call into
        // the runtime, which calls this closure back and checks that the bytes are ASCII.
        String(unsafeUninitializedCapacity: 9) { writeHex(to: UnsafeMutableRawBufferPointer($0)) }
    }

    /// Hex notation with the chosen case and prefix; alpha is appended only when not opaque.
    public func hexString(uppercase: Bool = true, prefix: String = "#") -> String {
        // Prefix and digits go straight into the string's storage in one pass (a result of up to
        // 15 bytes is a small string, with no allocation): this sits on every API response's path.
        // The two prefixes callers use skip copying the prefix through its UTF-8 view: that loop
        // costs about 4 ns a call, an eighth of the whole HSB → hex string (BENCHMARKS.md).
        let digitCount = isOpaque ? 6 : 8
        if prefix == "#" {
            return String(unsafeUninitializedCapacity: 1 + digitCount) { buffer in
                buffer[0] = UInt8(ascii: "#")
                let digits = UnsafeMutableBufferPointer(rebasing: buffer[1...])
                return 1 + writeDigits(to: UnsafeMutableRawBufferPointer(digits), uppercase: uppercase)
            }
        }
        if prefix.isEmpty {
            return String(unsafeUninitializedCapacity: digitCount) { buffer in
                writeDigits(to: UnsafeMutableRawBufferPointer(buffer), uppercase: uppercase)
            }
        }
        let prefixLength = prefix.utf8.count
        return String(unsafeUninitializedCapacity: prefixLength + digitCount) { buffer in
            var offset = 0
            for byte in prefix.utf8 {
                buffer[offset] = byte
                offset += 1
            }
            return offset
                + writeDigits(
                    to: UnsafeMutableRawBufferPointer(
                        UnsafeMutableBufferPointer(rebasing: buffer[offset...])),
                    uppercase: uppercase)
        }
    }

    /// Writes `#RRGGBB`, or `#RRGGBBAA` when not opaque, in upper case, into `buffer` (which
    /// must hold 9 bytes) and returns how many bytes it wrote.
    ///
    /// For writers that assemble their output in a byte buffer (CSS, JSON, palette files) and
    /// need no string per color.
    ///
    /// Always inlined, with the digits it calls: across the module boundary the optimizer left
    /// both as calls, and a caller's loop (HSB → hex into bytes) ran 5–10 % slower for each.
    @inlinable @inline(__always)
    public func writeHex(to buffer: UnsafeMutableRawBufferPointer) -> Int {
        precondition(buffer.count >= 9, "hex needs room for 9 bytes")
        buffer[0] = UInt8(ascii: "#")
        return 1 + writeDigits(to: UnsafeMutableRawBufferPointer(rebasing: buffer[1...]), uppercase: true)
    }

    /// The channels' hex digits, alpha only when not opaque; returns the count written.
    ///
    /// Digits come from a 16-byte table in the binary's constant data (a `StaticString`: no global
    /// to initialize lazily, no array to retain or bounds-check). Computing each digit instead
    /// (compare, add and select per nibble) takes three times the instructions, and costs 6 ns
    /// more per color in the HSB → hex benchmark, a quarter of its time.
    @inlinable @inline(__always)
    func writeDigits(to buffer: UnsafeMutableRawBufferPointer, uppercase: Bool) -> Int {
        let table: StaticString = uppercase ? "0123456789ABCDEF" : "0123456789abcdef"
        let digits = table.utf8Start
        buffer[0] = digits[Int(red >> 4)]
        buffer[1] = digits[Int(red & 0x0F)]
        buffer[2] = digits[Int(green >> 4)]
        buffer[3] = digits[Int(green & 0x0F)]
        buffer[4] = digits[Int(blue >> 4)]
        buffer[5] = digits[Int(blue & 0x0F)]
        guard !isOpaque else { return 6 }
        buffer[6] = digits[Int(alpha >> 4)]
        buffer[7] = digits[Int(alpha & 0x0F)]
        return 8
    }
}
