#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An RGB space of `color()`: its primaries as a matrix to XYZ, its white, its transfer function.
struct RGBSpaceDefinition: Sendable {
    /// Linear values to XYZ relative to `whitePoint`.
    let toXYZ: Matrix3
    /// XYZ relative to `whitePoint` to linear values.
    let fromXYZ: Matrix3
    /// The white the primaries are relative to.
    let whitePoint: XYZ.WhitePoint
    /// Gamma-encoded values to linear light and back.
    let transfer: Transfer

    /// How a space encodes light; every curve is extended to negative values by symmetry.
    ///
    /// rec2020 is display-referred, as CSS Color 4 now defines it: BT.1886's pure 2.4 power with
    /// a black of 0, not BT.2020's camera curve.
    enum Transfer: Sendable {
        case linear, srgb, a98, prophoto, rec2020

        func toLinear(_ value: Double) -> Double {
            let magnitude = abs(value)
            let result: Double
            switch self {
            case .linear: return value
            case .srgb: return ColorMath.linearize(value)
            case .a98: result = pow(magnitude, 563.0 / 256)
            case .prophoto: result = magnitude <= 16.0 / 512 ? magnitude / 16 : pow(magnitude, 1.8)
            case .rec2020: result = pow(magnitude, 2.4)
            }
            return value < 0 ? -result : result
        }

        func fromLinear(_ value: Double) -> Double {
            let magnitude = abs(value)
            let result: Double
            switch self {
            case .linear: return value
            case .srgb: return ColorMath.gammaEncode(value)
            case .a98: result = pow(magnitude, 256.0 / 563)
            case .prophoto: result = magnitude >= 1.0 / 512 ? pow(magnitude, 1 / 1.8) : magnitude * 16
            case .rec2020: result = pow(magnitude, 1 / 2.4)
            }
            return value < 0 ? -result : result
        }
    }

    /// A space from the xy chromaticities of its red, green and blue primaries and its white.
    init(
        red: (Double, Double), green: (Double, Double), blue: (Double, Double), white: XYZ.WhitePoint,
        transfer: Transfer
    ) {
        let whiteXYZ = white == .d65 ? ColorMath.d65White : ColorMath.d50White
        let primaries = [red, green, blue].map { ColorMath.white(x: $0.0, y: $0.1) }
        let columns = Matrix3(primaries[0], primaries[1], primaries[2]).transposed
        let scale = columns.inverse.apply(whiteXYZ)
        let matrix = Matrix3(columns.rows.0 * scale, columns.rows.1 * scale, columns.rows.2 * scale)
        self.init(matrix: matrix, white: white, transfer: transfer)
    }

    init(matrix: Matrix3, white: XYZ.WhitePoint, transfer: Transfer) {
        toXYZ = matrix
        fromXYZ = matrix.inverse
        whitePoint = white
        self.transfer = transfer
    }

    /// Gamma-encoded values to XYZ relative to D65.
    func xyzD65(_ encoded: SIMD3<Double>) -> SIMD3<Double> {
        let linear = SIMD3(
            transfer.toLinear(encoded.x), transfer.toLinear(encoded.y), transfer.toLinear(encoded.z))
        let xyz = toXYZ.apply(linear)
        return whitePoint == .d65 ? xyz : ColorMath.d50ToD65.apply(xyz)
    }

    /// XYZ relative to D65 to gamma-encoded values.
    func encoded(fromD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
        let own = whitePoint == .d65 ? xyz : ColorMath.d65ToD50.apply(xyz)
        let linear = fromXYZ.apply(own)
        return SIMD3(
            transfer.fromLinear(linear.x), transfer.fromLinear(linear.y), transfer.fromLinear(linear.z))
    }

    static let srgb = RGBSpaceDefinition(matrix: ColorMath.linearSRGBToXYZ, white: .d65, transfer: .srgb)
    static let srgbLinear = RGBSpaceDefinition(
        matrix: ColorMath.linearSRGBToXYZ, white: .d65, transfer: .linear)
    static let displayP3 = RGBSpaceDefinition(
        red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: .d65, transfer: .srgb)
    static let displayP3Linear = RGBSpaceDefinition(matrix: displayP3.toXYZ, white: .d65, transfer: .linear)
    static let a98RGB = RGBSpaceDefinition(
        red: (0.6400, 0.3300), green: (0.2100, 0.7100), blue: (0.1500, 0.0600), white: .d65, transfer: .a98)
    static let prophotoRGB = RGBSpaceDefinition(
        red: (0.734699, 0.265301), green: (0.159597, 0.840403), blue: (0.036598, 0.000105), white: .d50,
        transfer: .prophoto)
    static let rec2020 = RGBSpaceDefinition(
        red: (0.708, 0.292), green: (0.170, 0.797), blue: (0.131, 0.046), white: .d65, transfer: .rec2020)
}
