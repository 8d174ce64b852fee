/// The geometry of the grid's build: a cell's box, and whether it may hold a color of the gamut.
extension OKLabGridBuilder {
    /// A cell, widened by the margins: a cube, `half` from its center each way. Its geometry is
    /// written out lane by lane: `pointwiseMax` is not inlined, and `replacing(with:where:)`
    /// branches per lane, which mispredicts on every other point and made the build several
    /// times slower.
    struct Box {
        let center: SIMD3<Double>
        let half: Double

        /// Squared distances from `point` to the box, to the box's farthest corner and to its
        /// center.
        @inline(__always)
        func reach(_ point: SIMD3<Double>) -> (near: Double, far: Double, center: Double) {
            let offset = point - center
            let (x, y, z) = (abs(offset.x), abs(offset.y), abs(offset.z))
            let (outX, outY, outZ) = (max(x - half, 0), max(y - half, 0), max(z - half, 0))
            let (farX, farY, farZ) = (x + half, y + half, z + half)
            return (
                outX * outX + outY * outY + outZ * outZ, farX * farX + farY * farY + farZ * farZ,
                x * x + y * y + z * z
            )
        }
    }

    /// Whether the OKLab box may hold a color inside the sRGB gamut: the box is carried back to
    /// linear sRGB by interval arithmetic (cubing is monotonic), which can only widen it.
    static func mayHoldSRGB(_ lower: SIMD3<Double>, _ upper: SIMD3<Double>) -> Bool {
        let (rootLow, rootHigh) = apply(ColorMath.okLabToLMS, lower, upper)
        let (rgbLow, rgbHigh) = apply(
            ColorMath.lmsToLinearSRGB, rootLow * rootLow * rootLow, rootHigh * rootHigh * rootHigh)
        return all((rgbLow .<= 1 + 1e-6) .& (rgbHigh .>= -1e-6))
    }

    /// The smallest box holding `matrix` applied to every point of the box `lower...upper`.
    private static func apply(
        _ matrix: Matrix3, _ lower: SIMD3<Double>, _ upper: SIMD3<Double>
    ) -> (SIMD3<Double>, SIMD3<Double>) {
        func row(_ r: SIMD3<Double>) -> (Double, Double) {
            let positive = pointwiseMax(r, .zero)
            let negative = pointwiseMin(r, .zero)
            return ((positive * lower + negative * upper).sum(), (positive * upper + negative * lower).sum())
        }
        let (x, y, z) = (row(matrix.rows.0), row(matrix.rows.1), row(matrix.rows.2))
        return (SIMD3(x.0, y.0, z.0), SIMD3(x.1, y.1, z.1))
    }
}
