/// A space of a lightness and two opponent axes, green–red (`a`) and blue–yellow (`b`): ``Lab``
/// and ``OKLab``, each with a polar form (``LCH``, ``OKLCH``) that ``Polar`` gives them.
///
/// A value is held as a vector of the three, the form the spaces' matrices, distances and
/// averages work on; the names are this protocol's.
public protocol OpponentSpace: ColorSpaceValue {
    /// Lightness, a and b.
    var components: SIMD3<Double> { get set }
    /// Opacity, 0…1.
    var alpha: Double { get set }
    /// Creates a value from lightness, a and b.
    init(_ components: SIMD3<Double>, alpha: Double)
}

extension OpponentSpace {
    /// Creates a value from its components.
    public init(lightness: Double, a: Double, b: Double, alpha: Double = 1) {
        self.init(SIMD3(lightness, a, b), alpha: alpha)
    }

    /// Lightness.
    public var lightness: Double {
        get { components.x }
        set { components.x = newValue }
    }

    /// Green (negative) to red (positive).
    public var a: Double {
        get { components.y }
        set { components.y = newValue }
    }

    /// Blue (negative) to yellow (positive).
    public var b: Double {
        get { components.z }
        set { components.z = newValue }
    }

    /// The CSS space of the polar form, whose thresholds ``MissingHue`` keeps.
    static var polarSpace: CSSColorSpace { Self.self == Lab.self ? .lch : .oklch }
}
