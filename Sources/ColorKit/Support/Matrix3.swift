/// A 3×3 matrix for the linear steps between color spaces.
struct Matrix3: Sendable {
    var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        rows = (r0, r1, r2)
    }

    /// A matrix from nine numbers, row by row.
    init(rowMajor values: [Double]) {
        precondition(values.count == 9, "a 3×3 matrix has nine entries")
        self.init(
            SIMD3(values[0], values[1], values[2]), SIMD3(values[3], values[4], values[5]),
            SIMD3(values[6], values[7], values[8]))
    }

    @inline(__always)
    func apply(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((rows.0 * v).sum(), (rows.1 * v).sum(), (rows.2 * v).sum())
    }

    static func * (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
        let t = rhs.transposed
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((r * t.rows.0).sum(), (r * t.rows.1).sum(), (r * t.rows.2).sum())
        }
        return Matrix3(row(lhs.rows.0), row(lhs.rows.1), row(lhs.rows.2))
    }

    var transposed: Matrix3 {
        let (a, b, c) = rows
        return Matrix3(SIMD3(a.x, b.x, c.x), SIMD3(a.y, b.y, c.y), SIMD3(a.z, b.z, c.z))
    }

    /// The inverse, computed once at start-up so each pair of matrices round-trips exactly
    /// to double precision instead of relying on separately rounded published constants.
    var inverse: Matrix3 {
        let (a, b, c) = rows
        let cofactor0 = SIMD3(b.y * c.z - b.z * c.y, b.z * c.x - b.x * c.z, b.x * c.y - b.y * c.x)
        let cofactor1 = SIMD3(a.z * c.y - a.y * c.z, a.x * c.z - a.z * c.x, a.y * c.x - a.x * c.y)
        let cofactor2 = SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
        let determinant = (a * cofactor0).sum()
        return Matrix3(cofactor0, cofactor1, cofactor2).transposed * (1 / determinant)
    }

    static func * (lhs: Matrix3, scale: Double) -> Matrix3 {
        Matrix3(lhs.rows.0 * scale, lhs.rows.1 * scale, lhs.rows.2 * scale)
    }
}
