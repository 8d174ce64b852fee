/// Lightness, chroma and hue: the polar form of an opponent space, ``LCH`` of ``Lab`` and
/// ``OKLCH`` of ``OKLab``.
///
/// The conversions are ``ColorMath/polar(_:missingHue:in:)`` and
/// ``ColorMath/rectangular(_:)``, the ones CSS colors use too.
public struct Polar<Rectangular: OpponentSpace>: ColorSpaceValue {
    /// Lightness, as the rectangular form has it.
    public var lightness: Double
    /// Chroma, 0 upward: the distance from the grey of the same lightness.
    public var chroma: Double
    /// Hue in degrees, 0…360; 0 for a grey, whose hue is missing (``MissingHue/exact``).
    public var hue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a value from its components.
    public init(lightness: Double, chroma: Double, hue: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
        self.alpha = alpha
    }

    /// Converts from sRGB through the rectangular form.
    public init(_ color: RGBColor) {
        self.init(Rectangular(color))
    }

    /// Converts from the rectangular form.
    public init(_ rectangular: Rectangular) {
        let c = ColorMath.polar(rectangular.components, missingHue: .exact, in: Rectangular.polarSpace)
        self.init(lightness: c.x, chroma: c.y, hue: MissingHue.number(c.z), alpha: rectangular.alpha)
    }

    /// The same color in the rectangular form.
    public var rectangular: Rectangular {
        Rectangular(ColorMath.rectangular(SIMD3(lightness, chroma, hue)), alpha: alpha)
    }

    /// The same color in sRGB.
    public var rgbColor: RGBColor { rectangular.rgbColor }
}

/// CIE LCH, the polar form of ``Lab`` (D50): lightness 0…100, chroma 0 upward (about 150 for
/// the most vivid colors), hue in degrees.
public typealias LCH = Polar<Lab>

/// OKLCH, the polar form of ``OKLab`` and the space schemes rotate in: lightness 0…1, chroma 0
/// upward (about 0.37 for the most vivid sRGB colors), hue in degrees.
public typealias OKLCH = Polar<OKLab>

extension Polar where Rectangular == Lab {
    /// The same color in Lab.
    public var lab: Lab { rectangular }
}

extension Polar where Rectangular == OKLab {
    /// The same color in OKLab.
    public var oklab: OKLab { rectangular }
}
