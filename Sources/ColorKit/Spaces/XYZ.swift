/// CIE 1931 XYZ, relative to a D65 or D50 reference white (Y of the white is 1).
public struct XYZ: ColorSpaceValue {
    /// The reference white an XYZ value is relative to.
    public enum WhitePoint: String, Hashable, Sendable, CaseIterable {
        /// Daylight, sRGB's white.
        case d65
        /// Horizon light, the white of CIE Lab in CSS and ICC profiles.
        case d50
    }

    /// X.
    public var x: Double
    /// Y, the luminance.
    public var y: Double
    /// Z.
    public var z: Double
    /// Opacity, 0…1.
    public var alpha: Double
    /// The white these coordinates are relative to.
    public var whitePoint: WhitePoint

    /// Creates an XYZ value.
    public init(x: Double, y: Double, z: Double, alpha: Double = 1, whitePoint: WhitePoint = .d65) {
        self.x = x
        self.y = y
        self.z = z
        self.alpha = alpha
        self.whitePoint = whitePoint
    }

    /// Converts from sRGB to XYZ relative to D65.
    public init(_ color: RGBColor) {
        self.init(color, whitePoint: .d65)
    }

    /// Converts from sRGB to XYZ relative to the given white (Bradford adaptation for D50).
    public init(_ color: RGBColor, whitePoint: WhitePoint) {
        let d65 = ColorMath.linearSRGBToXYZ.apply(LinearRGB(color).vector)
        let adapted = whitePoint == .d65 ? d65 : ColorMath.d65ToD50.apply(d65)
        self.init(adapted, alpha: color.alpha, whitePoint: whitePoint)
    }

    /// The same color in sRGB.
    public var rgbColor: RGBColor {
        let d65 = whitePoint == .d65 ? vector : ColorMath.d50ToD65.apply(vector)
        return LinearRGB(ColorMath.xyzToLinearSRGB.apply(d65), alpha: alpha).rgbColor
    }

    /// The same color relative to another white.
    public func adapted(to target: WhitePoint) -> XYZ {
        guard target != whitePoint else { return self }
        let matrix = target == .d50 ? ColorMath.d65ToD50 : ColorMath.d50ToD65
        return XYZ(matrix.apply(vector), alpha: alpha, whitePoint: target)
    }

    var vector: SIMD3<Double> { SIMD3(x, y, z) }

    init(_ vector: SIMD3<Double>, alpha: Double, whitePoint: WhitePoint) {
        self.init(x: vector.x, y: vector.y, z: vector.z, alpha: alpha, whitePoint: whitePoint)
    }
}
