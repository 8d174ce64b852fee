/// A color as CSS holds it: a space, three components and an alpha, any of which may be
/// `none` (missing), so it serializes back the way CSS Color 4 says and mixes as CSS Color 5 says.
///
/// ``ColorParser`` reads one from text (``ColorParser/parseCSS(_:)``); ``rgbColor`` brings it
/// into (extended) sRGB for everything else in ColorKit.
public struct CSSColor: Hashable, Sendable {
    /// The space the components are in.
    public var space: CSSColorSpace
    /// The three components in the space's own units (hue in degrees; hsl and hwb in percent);
    /// `nil` is `none`.
    public var components: [Double?] {
        get { [component(0), component(1), component(2)] }
        set {
            precondition(newValue.count == 3, "a CSS color has three components")
            (first, second, third, missing) = Self.store(newValue)
        }
    }
    /// The components held inline, not in an array: a reader of themes makes a color for each
    /// of thousands of values, and an array each would be as many heap allocations. A `none`
    /// component is stored as zero, with its bit set in `missing`.
    private var first: Double
    private var second: Double
    private var third: Double
    private var missing: UInt8
    /// Opacity 0…1; `nil` is `none`.
    public var alpha: Double?
    /// Whether it came from hex, a name, `rgb()`, `hsl()` or `hwb()`, which serialize as `rgb()`.
    public var isLegacy: Bool

    /// Creates a color from its components.
    public init(space: CSSColorSpace, components: [Double?], alpha: Double? = 1, isLegacy: Bool = false) {
        precondition(components.count == 3, "a CSS color has three components")
        self.space = space
        (first, second, third, missing) = Self.store(components)
        self.alpha = alpha
        self.isLegacy = isLegacy
    }

    /// An sRGB color, serialized in the legacy `rgb()` form as hex and names are.
    public init(_ color: RGBColor) {
        space = .srgb
        (first, second, third, missing) = (color.red, color.green, color.blue, 0)
        alpha = color.alpha
        isLegacy = true
    }

    /// Component `index`, nil when it is `none`.
    private func component(_ index: Int) -> Double? {
        guard missing & (1 << index) == 0 else { return nil }
        return index == 0 ? first : index == 1 ? second : third
    }

    private static func store(_ components: [Double?]) -> (Double, Double, Double, UInt8) {
        let missing = (0..<3).reduce(UInt8(0)) { bits, index in
            components[index] == nil ? bits | 1 << index : bits
        }
        return (components[0] ?? 0, components[1] ?? 0, components[2] ?? 0, missing)
    }

    /// The components with `none` as zero, as CSS uses them outside interpolation, and
    /// infinities as large finite values so conversions stay defined.
    var resolved: SIMD3<Double> {
        func finite(_ value: Double?) -> Double {
            guard let value else { return 0 }
            return value.isInfinite ? (value > 0 ? 1e6 : -1e6) : value
        }
        return SIMD3(finite(component(0)), finite(component(1)), finite(component(2)))
    }

    /// The same color in another space; `none` counts as zero, and a powerless hue is `none`.
    public func converted(to target: CSSColorSpace) -> CSSColor {
        if target == space {
            var same = self
            same.isLegacy = false
            return same
        }
        let values = target.components(resolved, from: space)
        return CSSColor(
            space: target, components: [values.x, values.y, values.z].map { $0.isNaN ? nil : $0 },
            alpha: alpha)
    }

    /// The color in sRGB, unclamped (so a wide-gamut color keeps its values outside 0…1), with
    /// `none` as zero.
    ///
    /// Channels are kept within ±10,000, far beyond any real gamut: `calc(infinity)` and 1e300
    /// are valid CSS, and bounding them keeps every later conversion finite.
    public var rgbColor: RGBColor {
        let srgb = space == .srgb ? resolved : CSSColorSpace.srgb.components(resolved, from: space)
        func finite(_ value: Double) -> Double {
            value.isNaN ? 0 : min(max(value, -Self.channelLimit), Self.channelLimit)
        }
        return RGBColor(
            red: finite(srgb.x), green: finite(srgb.y), blue: finite(srgb.z),
            alpha: min(max(alpha ?? 0, 0), 1))
    }

    private static let channelLimit = 10_000.0

    /// Whether every channel lies within sRGB's 0…1 (a small tolerance absorbs rounding).
    public var isInSRGB: Bool {
        let c = rgbColor
        return [c.red, c.green, c.blue].allSatisfy { $0 >= -1e-6 && $0 <= 1 + 1e-6 }
    }
}
