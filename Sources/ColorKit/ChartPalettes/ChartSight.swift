/// A color as each ``ChartVision`` sees it, in OKLab, packed for the palette search's inner loop:
/// lane v of each vector is vision v (in ``ChartVision/allCases`` order), so the worst-vision
/// distance between two colors is three subtractions, three products and one minimum across
/// lanes. Single precision is ample for a search whose distances are 0.01 apart at the finest;
/// the proof measures the chosen colors again in double precision.
struct ChartSight: Sendable {
    /// OKLab lightness per vision.
    var lightness: SIMD4<Float>
    /// OKLab a per vision.
    var a: SIMD4<Float>
    /// OKLab b per vision.
    var b: SIMD4<Float>

    /// `color` as every vision sees it.
    init(_ color: RGBColor) {
        let seen = ChartVision.allCases.map { SIMD3<Float>($0.seen(color).components) }
        lightness = SIMD4(seen.map(\.x))
        a = SIMD4(seen.map(\.y))
        b = SIMD4(seen.map(\.z))
    }

    /// The squared ΔEOK between the two colors for the vision that sees them closest.
    @inline(__always)
    func worstSquaredDistance(to other: ChartSight) -> Float {
        let dl = lightness - other.lightness
        let da = a - other.a
        let db = b - other.b
        return (dl * dl + da * da + db * db).min()
    }
}
