/// One of CSS's hue spaces over sRGB, ``HSL`` or ``HWB``: a value is the space's three CSS
/// components, converted by ``Hexcone``, the functions CSS colors use too.
public protocol HexconeSpace: ColorSpaceValue {
    /// The CSS space the components are in.
    static var cssSpace: CSSColorSpace { get }
    /// The hue in degrees, then the two components after it in percent.
    var cssComponents: SIMD3<Double> { get }
    /// Opacity, 0…1.
    var alpha: Double { get }
    /// Creates a value from a hue in degrees (0 when missing) and two components in percent.
    init(cssComponents: SIMD3<Double>, alpha: Double)
}

extension HexconeSpace {
    /// Converts from sRGB; a grey's hue, which is missing (``MissingHue/exact``), is 0.
    public init(_ color: RGBColor) {
        var c = Hexcone.components(fromSRGB: color.vector, in: Self.cssSpace, missingHue: .exact)
        c.x = MissingHue.number(c.x)
        self.init(cssComponents: c, alpha: color.alpha)
    }

    /// The same color in sRGB.
    public var rgbColor: RGBColor {
        RGBColor(Hexcone.srgb(from: cssComponents, in: Self.cssSpace), alpha: alpha)
    }
}
