#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Color-difference formulas. ΔE76 and ΔE2000 use CIE Lab relative to D50 (as CSS does);
/// ΔEOK is Euclidean distance in OKLab. Alpha is ignored by all three.
public enum ColorDifference {
    /// CIE76: Euclidean distance in Lab. About 2.3 is one just-noticeable difference.
    public static func deltaE76(_ first: RGBColor, _ second: RGBColor) -> Double {
        deltaE76(Lab(first), Lab(second))
    }

    /// CIE76 between two Lab values.
    public static func deltaE76(_ first: Lab, _ second: Lab) -> Double {
        let dl = first.lightness - second.lightness
        let da = first.a - second.a
        let db = first.b - second.b
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// ΔEOK: Euclidean distance in OKLab. About 0.02 is one just-noticeable difference.
    public static func deltaEOK(_ first: RGBColor, _ second: RGBColor) -> Double {
        OKLab(first).distance(to: OKLab(second))
    }

    /// CIEDE2000 between two sRGB colors (kL = kC = kH = 1).
    public static func deltaE2000(_ first: RGBColor, _ second: RGBColor) -> Double {
        deltaE2000(Lab(first), Lab(second))
    }

    /// CIEDE2000 between two Lab values (kL = kC = kH = 1), following Sharma, Wu and Dalal (2005).
    public static func deltaE2000(_ first: Lab, _ second: Lab) -> Double {
        let (l1, a1, b1) = (first.lightness, first.a, first.b)
        let (l2, a2, b2) = (second.lightness, second.a, second.b)
        let meanChroma = ((a1 * a1 + b1 * b1).squareRoot() + (a2 * a2 + b2 * b2).squareRoot()) / 2
        let c7 = pow(meanChroma, 7)
        let g = 0.5 * (1 - (c7 / (c7 + pow(25, 7))).squareRoot())
        let a1p = a1 * (1 + g)
        let a2p = a2 * (1 + g)
        let c1p = (a1p * a1p + b1 * b1).squareRoot()
        let c2p = (a2p * a2p + b2 * b2).squareRoot()
        let h1p = primeHue(b: b1, a: a1p)
        let h2p = primeHue(b: b2, a: a2p)

        let deltaL = l2 - l1
        let deltaC = c2p - c1p
        var deltaHue = 0.0
        if c1p * c2p != 0 {
            deltaHue = h2p - h1p
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1p * c2p).squareRoot() * sin(ColorMath.radians(deltaHue / 2))

        let meanL = (l1 + l2) / 2
        let meanCp = (c1p + c2p) / 2
        var meanH = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 {
                meanH /= 2
            } else {
                meanH = h1p + h2p < 360 ? (meanH + 360) / 2 : (meanH - 360) / 2
            }
        }
        let t =
            1 - 0.17 * cos(ColorMath.radians(meanH - 30)) + 0.24 * cos(ColorMath.radians(2 * meanH))
            + 0.32 * cos(ColorMath.radians(3 * meanH + 6)) - 0.20 * cos(ColorMath.radians(4 * meanH - 63))
        let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let cp7 = pow(meanCp, 7)
        let rc = 2 * (cp7 / (cp7 + pow(25, 7))).squareRoot()
        let lOffset = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(ColorMath.radians(2 * deltaTheta)) * rc
        let termL = deltaL / sl
        let termC = deltaC / sc
        let termH = deltaH / sh
        return (termL * termL + termC * termC + termH * termH + rt * termC * termH).squareRoot()
    }

    private static func primeHue(b: Double, a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        return ColorMath.normalizeHue(ColorMath.degrees(atan2(b, a)))
    }
}
