#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// CIE L*a*b* relative to D50, as CSS Color 4's `lab()` defines it.
public struct Lab: OpponentSpace {
    /// Lightness (0…100), then a and b (green–red and blue–yellow, roughly ±125).
    public var components: SIMD3<Double>
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a value from lightness, a and b.
    public init(_ components: SIMD3<Double>, alpha: Double) {
        self.components = components
        self.alpha = alpha
    }

    /// Converts from sRGB through XYZ adapted to D50.
    public init(_ color: RGBColor) {
        self.init(XYZ(color, whitePoint: .d50))
    }

    /// Converts from XYZ (adapting to D50 first when needed).
    public init(_ xyz: XYZ) {
        let relative = xyz.adapted(to: .d50).vector / ColorMath.d50White
        func f(_ t: Double) -> Double {
            t > ColorMath.labEpsilon ? cbrt(t) : (ColorMath.labKappa * t + 16) / 116
        }
        let fx = f(relative.x)
        let fy = f(relative.y)
        let fz = f(relative.z)
        self.init(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz), alpha: xyz.alpha)
    }

    /// The same color as XYZ relative to D50.
    public var xyz: XYZ {
        let fy = (lightness + 16) / 116
        let fx = a / 500 + fy
        let fz = fy - b / 200
        func inverse(_ f: Double) -> Double {
            let cube = f * f * f
            return cube > ColorMath.labEpsilon ? cube : (116 * f - 16) / ColorMath.labKappa
        }
        let y =
            lightness > ColorMath.labKappa * ColorMath.labEpsilon
            ? fy * fy * fy : lightness / ColorMath.labKappa
        let relative = SIMD3(inverse(fx), y, inverse(fz))
        return XYZ(relative * ColorMath.d50White, alpha: alpha, whitePoint: .d50)
    }

    /// The same color in sRGB.
    public var rgbColor: RGBColor { xyz.rgbColor }
}
