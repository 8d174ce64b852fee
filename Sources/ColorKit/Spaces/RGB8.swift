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
    public var hex: String { hexString() }

    /// Hex notation with the chosen case and prefix; alpha is appended only when not opaque.
    public func hexString(uppercase: Bool = true, prefix: String = "#") -> String {
        let digits = uppercase ? Self.upperDigits : Self.lowerDigits
        let channelCount = isOpaque ? 3 : 4
        // Written straight into the string's storage: this sits on every API response's path.
        let hex = String(unsafeUninitializedCapacity: channelCount * 2) { buffer in
            func write(_ channel: UInt8, at index: Int) {
                buffer[2 * index] = digits[Int(channel >> 4)]
                buffer[2 * index + 1] = digits[Int(channel & 0x0F)]
            }
            write(red, at: 0)
            write(green, at: 1)
            write(blue, at: 2)
            if channelCount == 4 { write(alpha, at: 3) }
            return channelCount * 2
        }
        return prefix.isEmpty ? hex : prefix + hex
    }

    private static let upperDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
    private static let lowerDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
