/// A color in gamma-encoded sRGB with straight alpha; the hub every other space converts through.
///
/// Components are nominally 0…1 but are not clamped, so out-of-gamut results of a conversion
/// survive a round trip. Use ``clamped`` or ``isInGamut`` when a displayable color is needed.
public struct RGBColor: Hashable, Sendable {
    /// Red, gamma-encoded, nominally 0…1.
    public var red: Double
    /// Green, gamma-encoded, nominally 0…1.
    public var green: Double
    /// Blue, gamma-encoded, nominally 0…1.
    public var blue: Double
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// Creates a color from gamma-encoded sRGB components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a color from 8-bit channels.
    public init(_ rgb8: RGB8) {
        self.init(
            red: Double(rgb8.red) / 255, green: Double(rgb8.green) / 255,
            blue: Double(rgb8.blue) / 255, alpha: Double(rgb8.alpha) / 255)
    }

    /// Creates a grey with the given gamma-encoded level.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Whether every color channel lies in 0…1 (within a small tolerance for rounding noise).
    public var isInGamut: Bool {
        let range = -1e-9...(1 + 1e-9)
        return range.contains(red) && range.contains(green) && range.contains(blue)
    }

    /// The color with every channel, alpha included, clipped into 0…1.
    public var clamped: RGBColor {
        RGBColor(red: red.clamped01, green: green.clamped01, blue: blue.clamped01, alpha: alpha.clamped01)
    }

    /// The nearest 8-bit color: channels are clipped to 0…1 and rounded to nearest, never truncated.
    ///
    /// Always inlined: per-color loops in other modules (HSB → hex into bytes) otherwise call it,
    /// since the optimizer finds it too large to inline across the module boundary by itself.
    /// An opaque alpha, nearly every color's, skips the conversion (`byte(1)` is 255 too), which
    /// saved about 1 ns of the 18 the HSB → hex loop takes.
    @inlinable @inline(__always)
    public var rgb8: RGB8 {
        RGB8(
            red: Self.byte(red), green: Self.byte(green), blue: Self.byte(blue),
            alpha: alpha == 1 ? 255 : Self.byte(alpha))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, from the rounded 8-bit channels.
    public var hex: String { rgb8.hex }

    /// The same color with another opacity.
    public func withAlpha(_ alpha: Double) -> RGBColor {
        RGBColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The color channels, for the conversions that work on all three at once.
    var vector: SIMD3<Double> { SIMD3(red, green, blue) }

    init(_ vector: SIMD3<Double>, alpha: Double) {
        self.init(red: vector.x, green: vector.y, blue: vector.z, alpha: alpha)
    }

    /// Rounds half up by adding 0.5 and truncating: one instruction where `rounded()` is a libm
    /// call, which matters per pixel. The chart renderer uses the same formula, so they agree bit for bit.
    @inlinable @inline(__always)
    static func byte(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        return UInt8(truncatingIfNeeded: Int(value.clamped01 * 255 + 0.5))
    }
}

extension Double {
    @inlinable @inline(__always)
    var clamped01: Double { self < 0 ? 0 : (self > 1 ? 1 : self) }
}
