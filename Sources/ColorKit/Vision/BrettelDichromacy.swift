/// A dichromat's view by Brettel, Viénot & Mollon (1997), "Computerized simulation of color
/// appearance for dichromats".
///
/// In LMS cone space the missing cone's response is rebuilt from the other two, but not by a
/// single plane as in Viénot 1999: the colors a dichromat sees lie on two half-planes that share
/// the neutral axis, each through one monochromatic anchor the dichromat sees as its normal
/// observer does. A color is projected along the missing cone's axis onto the half-plane on its
/// side of the plane through neutral and that axis. For tritanopia the anchors (485 and 660 nm)
/// are far from coplanar with white, so the two wings differ and one plane cannot stand in for
/// them; that is why tritan uses this model.
struct BrettelDichromacy: Sendable {
    /// The linear-sRGB matrix for colors on the first anchor's side, and for the rest.
    let wings: (Matrix3, Matrix3)
    /// Normal of the plane through neutral and the missing cone's axis, signed so that the first
    /// anchor is on its positive side.
    let separator: SIMD3<Double>

    /// The model for a missing cone (0 = L, 1 = M, 2 = S) with anchors given as CIE 1931 XYZ.
    ///
    /// The neutral is sRGB white (1, 1, 1), as for a display, not the paper's equal-energy
    /// white; the anchors go to LMS through linear sRGB so that white and anchors share one
    /// cone model (Smith & Pokorny via Viénot 1999's matrix).
    init(replacing missing: Int, anchors: (SIMD3<Double>, SIMD3<Double>)) {
        let toLMS = ColorVisionSimulation.rgbToLMS
        let white = toLMS.apply(SIMD3(1, 1, 1))
        let first = toLMS.apply(ColorMath.xyzToLinearSRGB.apply(anchors.0))
        let second = toLMS.apply(ColorMath.xyzToLinearSRGB.apply(anchors.1))
        var axis = SIMD3<Double>(0, 0, 0)
        axis[missing] = 1
        let normal = Self.cross(white, axis)
        separator = (normal * first).sum() >= 0 ? normal : -normal
        wings = (
            Self.projection(replacing: missing, onto: Self.cross(white, first)),
            Self.projection(replacing: missing, onto: Self.cross(white, second))
        )
    }

    /// The linear-sRGB color as the dichromat sees it.
    func apply(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let lms = ColorVisionSimulation.rgbToLMS.apply(rgb)
        return ((separator * lms).sum() >= 0 ? wings.0 : wings.1).apply(rgb)
    }

    /// The linear-sRGB matrix that moves a color along LMS component `missing` onto the plane
    /// with `normal` (which must not lie in that plane's own direction).
    private static func projection(replacing missing: Int, onto normal: SIMD3<Double>) -> Matrix3 {
        var values = [1.0, 0, 0, 0, 1, 0, 0, 0, 1]
        for k in 0..<3 {
            values[missing * 3 + k] = k == missing ? 0 : -normal[k] / normal[missing]
        }
        let toLMS = ColorVisionSimulation.rgbToLMS
        return toLMS.inverse * Matrix3(rowMajor: values) * toLMS
    }

    private static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// Tritanopia, anchored at 485 nm and 660 nm as the paper chose (CIE 1931 2° colour-matching
    /// functions at those wavelengths).
    static let tritanopia = BrettelDichromacy(
        replacing: 2, anchors: (SIMD3(0.057_95, 0.1693, 0.6162), SIMD3(0.1649, 0.061, 0)))
}
