/// sRGB with the transfer function removed: light adds up linearly in this space.
public struct LinearRGB: ColorSpaceValue {
    /// Linear red.
    public var red: Double
    /// Linear green.
    public var green: Double
    /// Linear blue.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a linear-light value.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Removes sRGB's transfer function (extended symmetrically below zero).
    public init(_ color: RGBColor) {
        self.init(
            red: ColorMath.linearize(color.red), green: ColorMath.linearize(color.green),
            blue: ColorMath.linearize(color.blue), alpha: color.alpha)
    }

    /// Applies sRGB's transfer function.
    public var rgbColor: RGBColor {
        RGBColor(
            red: ColorMath.gammaEncode(red), green: ColorMath.gammaEncode(green),
            blue: ColorMath.gammaEncode(blue), alpha: alpha)
    }

    /// The channels as a vector, the form the matrices to XYZ and to OKLab's cone responses
    /// apply to.
    var vector: SIMD3<Double> { SIMD3(red, green, blue) }

    init(_ vector: SIMD3<Double>, alpha: Double) {
        self.init(red: vector.x, green: vector.y, blue: vector.z, alpha: alpha)
    }
}
