/// Candidate lists over a uniform grid in OKLab: the one nearest point without a tree walk.
///
/// Each cell lists every point that can be nearest to some query inside it (a superset of the
/// Voronoi regions the cell touches, see ``OKLabGridBuilder``), so a query finds its cell with
/// three multiplies and scans a list of about ten points. A k-d tree visits several times as many
/// points, each behind a branch the processor cannot predict.
///
/// A query outside the grid, or in a cell left empty (far outside the sRGB gamut, where lists
/// would be long), gets nil and goes to the tree, so the grid only has to be fast where the
/// queries are: the colors people name.
///
/// The lists hold positions in the tree's point array, each in increasing order: a strict `<`
/// then keeps the earliest of equally near points, exactly as the linear scan over that array
/// does.
struct OKLabGrid: Sendable {
    /// The corner of cell (0, 0, 0).
    let origin: SIMD4<Float>
    /// Cells per unit of OKLab: a query's cell is `(query - origin) * scale`, rounded down.
    let scale: Float
    /// Cells along L, a and b (and 1 in the unused fourth lane), for the range check.
    let limits: SIMD4<Float>
    /// Cells along a and b, for the flat index `(l * countA + a) * countB + b`.
    let countA: Int
    let countB: Int
    /// `starts[cell]..<starts[cell + 1]` is the cell's slice of `candidates`; empty sends the
    /// query to the tree.
    let starts: [UInt32]
    /// Positions in the tree's point array. 16 bits keep the lists small enough to stay in the
    /// processor's caches, which is most of the speed; larger catalogs use the tree alone.
    let candidates: [UInt16]

    /// The most points a grid indexes (what `UInt16` positions can address).
    static let capacity = Int(UInt16.max) + 1

    /// The position in `points` of the point nearest to `query` (the earliest among equally
    /// near ones), or nil when the tree has to answer.
    @inline(__always)
    func nearest(to query: SIMD4<Float>, in points: UnsafeBufferPointer<SIMD4<Float>>) -> Int? {
        let scaled = (query - origin) * scale
        // Also false for NaN, so malformed queries go to the tree too.
        guard all((scaled .>= 0) .& (scaled .< limits)) else { return nil }
        // In range and non-negative, so truncation is the floor.
        let cell = (Int(scaled.x) * countA + Int(scaled.y)) * countB + Int(scaled.z)
        return starts.withUnsafeBufferPointer { starts in
            let start = Int(starts[cell])
            let end = Int(starts[cell + 1])
            guard start < end else { return nil }
            return candidates.withUnsafeBufferPointer { candidates in
                var bestDistance = Float.infinity
                var bestIndex = 0
                for slot in start..<end {
                    let index = Int(candidates[slot])
                    let point = points[index]
                    // The same expression, in the same order, as the scan's: identical roundings.
                    let dx = point.x - query.x
                    let dy = point.y - query.y
                    let dz = point.z - query.z
                    let distance = dx * dx + dy * dy + dz * dz
                    // Selects rather than branches: which candidate wins is unpredictable.
                    let closer = distance < bestDistance
                    bestDistance = closer ? distance : bestDistance
                    bestIndex = closer ? index : bestIndex
                }
                return bestIndex
            }
        }
    }
}
