/// A color expressed in one particular color space, convertible to and from sRGB.
///
/// Conversions go through ``RGBColor`` without clamping, so a value that is out of the sRGB
/// gamut keeps its meaning on the way through.
public protocol ColorSpaceValue: Hashable, Sendable {
    /// Converts an sRGB color into this space.
    init(_ color: RGBColor)
    /// This value as (possibly out-of-gamut) sRGB.
    var rgbColor: RGBColor { get }
}

extension RGBColor {
    /// This color in another space.
    public func converted<Space: ColorSpaceValue>(to space: Space.Type = Space.self) -> Space {
        Space(self)
    }

    /// Creates an sRGB color from a value in any space.
    public init<Space: ColorSpaceValue>(_ value: Space) {
        self = value.rgbColor
    }

    /// Hue, saturation and brightness (HSB, also called HSV).
    public var hsb: HSB { HSB(self) }
    /// Hue, saturation and lightness.
    public var hsl: HSL { HSL(self) }
    /// Hue, whiteness and blackness.
    public var hwb: HWB { HWB(self) }
    /// Linear-light sRGB.
    public var linear: LinearRGB { LinearRGB(self) }
    /// CIE XYZ relative to D65.
    public var xyz: XYZ { XYZ(self) }
    /// CIE Lab relative to D50, as CSS Color 4 defines `lab()`.
    public var lab: Lab { Lab(self) }
    /// CIE LCH, the polar form of ``lab``.
    public var lch: LCH { LCH(self) }
    /// OKLab.
    public var oklab: OKLab { OKLab(self) }
    /// OKLCH, the polar form of ``oklab``.
    public var oklch: OKLCH { OKLCH(self) }
}
