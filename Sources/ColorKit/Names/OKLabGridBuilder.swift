#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Works out an ``OKLabGrid``: for each cell, every point that can be nearest to a query in it.
///
/// A point can win somewhere in a cell only if (1) its distance to the cell is at most the
/// smallest distance from any point to the cell's farthest corner, since that point is at least
/// that near to every query in the cell, and (2) for each of a few near competitors, some query
/// in the cell is at least as near to it as to the competitor (a half-space meeting the box).
/// Both are necessary conditions, so a list may hold a few points too many but never misses one.
///
/// The search compares single-precision distances, so both tests carry slack for their rounding
/// (a relative error below 1e-6 of a squared distance), and each cell is widened by a thousandth
/// of its side for the rounding in finding a query's cell. Points that tie or nearly tie in
/// single precision therefore all stay in the lists, each sorted by position in the array, so
/// that a strict `<` settles ties as the scan does.
struct OKLabGridBuilder {
    /// Points per cell, on average, inside the gamut: smaller cells mean shorter lists but a
    /// larger table. 1.1 gave the fastest queries of the sizes tried (1.1 to 4.4 points) for the
    /// 31,914-name list, whose lists then hold about 10 points.
    private static let pointsPerCell = 1.1
    /// The volume of the sRGB gamut in OKLab (0.054, sampled), from which the cell size follows.
    private static let gamutVolume = 0.054
    /// The sRGB gamut's extent in OKLab, rounded outward: the grid covers it whatever the points.
    private static let gamutLow = SIMD3<Double>(0, -0.24, -0.32)
    private static let gamutHigh = SIMD3<Double>(1, 0.28, 0.2)
    /// Rings of cells searched around a cell before it is left to the tree: a cell that needs
    /// more is far from every point, and its list would be long.
    private static let ringLimit = 4
    /// An upper bound on the table's size, reached only by points spread far outside the gamut.
    private static let cellLimit = 1 << 20
    /// Competitors in the half-space test: more shorten the lists a little and cost build time.
    private static let competitorLimit = 8
    /// Relative slack on squared distances for single-precision rounding (at most about 6e-7).
    private static let slack = 4e-6

    private let count: SIMD3<Int>
    private let side: Double
    private let margin: Double
    private let scale: Float
    private let origin: SIMD4<Float>
    /// The points grouped by cell (a counting sort), in double precision for the geometry,
    /// with their positions in the tree's array; cell `c` holds slots `cellStart[c]..<cellStart[c + 1]`.
    private let sorted: [SIMD3<Double>]
    private let sortedIndex: [Int32]
    private let cellStart: [Int]

    /// A gathered point: its slot in `sorted`, and its squared distances to the cell, to the
    /// cell's farthest corner and to its center.
    private typealias Gathered = (slot: Int32, near: Double, far: Double, center: Double)

    /// Lays out the grid for `points`, the tree's array.
    init(points: [SIMD4<Float>]) {
        precondition(!points.isEmpty && points.count <= OKLabGrid.capacity)
        var low = Self.gamutLow
        var high = Self.gamutHigh
        for point in points {
            let exact = SIMD3(Double(point.x), Double(point.y), Double(point.z))
            low = pointwiseMin(low, exact)
            high = pointwiseMax(high, exact)
        }
        // Half a cell of padding below and at least that above, so no point sits on an outer edge.
        func counts(_ side: Double) -> SIMD3<Int> {
            let spans = ((high - low) / side).rounded(.down)
            return SIMD3(Int(spans.x), Int(spans.y), Int(spans.z)) &+ 2
        }
        var side = cbrt(Self.gamutVolume * Self.pointsPerCell / Double(points.count))
        while counts(side).x * counts(side).y * counts(side).z > Self.cellLimit { side *= 1.25 }
        count = counts(side)
        scale = Float(1 / side)
        self.side = 1 / Double(scale)  // the side queries use
        margin = self.side * 1e-3
        let corner = low - self.side / 2
        origin = SIMD4(Float(corner.x), Float(corner.y), Float(corner.z), 0)

        // Each point's cell, found with the same arithmetic as a query's.
        let cellOfPoint = points.map { [origin, scale, count] point -> Int in
            let scaled = (point - origin) * scale
            let cell = SIMD3(Int(scaled.x), Int(scaled.y), Int(scaled.z))
            precondition(all(cell .< count), "the grid covers every point")
            return (cell.x * count.y + cell.y) * count.z + cell.z
        }
        var cellStart = [Int](repeating: 0, count: count.x * count.y * count.z + 1)
        for cell in cellOfPoint { cellStart[cell + 1] += 1 }
        for cell in 1..<cellStart.count { cellStart[cell] += cellStart[cell - 1] }
        var sorted = [SIMD3<Double>](repeating: .zero, count: points.count)
        var sortedIndex = [Int32](repeating: 0, count: points.count)
        var filled = cellStart
        for (index, cell) in cellOfPoint.enumerated() {
            let point = points[index]
            sorted[filled[cell]] = SIMD3(Double(point.x), Double(point.y), Double(point.z))
            sortedIndex[filled[cell]] = Int32(index)
            filled[cell] += 1
        }
        self.sorted = sorted
        self.sortedIndex = sortedIndex
        self.cellStart = cellStart
    }

    /// Every cell's list, in the grid's flat order; cells left to the tree get empty lists.
    func build() -> OKLabGrid {
        // Scratch for one cell, reused by every cell: the gathered points, the competitors and the
        // list in the making. Plain buffers, since array appends in this loop cost more than the
        // geometry.
        let gathered = UnsafeMutableBufferPointer<Gathered>.allocate(capacity: sorted.count)
        let competitors = UnsafeMutableBufferPointer<Gathered>.allocate(capacity: Self.competitorLimit)
        let list = UnsafeMutableBufferPointer<Int32>.allocate(capacity: sorted.count)
        defer {
            gathered.deallocate()
            competitors.deallocate()
            list.deallocate()
        }
        var starts: [UInt32] = [0]
        starts.reserveCapacity(count.x * count.y * count.z + 1)
        var candidates: [UInt16] = []
        let exactOrigin = SIMD3(Double(origin.x), Double(origin.y), Double(origin.z))
        for l in 0..<count.x {
            for a in 0..<count.y {
                for b in 0..<count.z {
                    let cell = SIMD3(l, a, b)
                    let box = Box(
                        center: exactOrigin + (SIMD3<Double>(cell) + 0.5) * side, half: side / 2 + margin)
                    if Self.mayHoldSRGB(box.center - box.half, box.center + box.half),
                        let (found, bound) = gather(around: cell, in: box, into: gathered)
                    {
                        let kept = winners(
                            among: UnsafeMutableBufferPointer(rebasing: gathered[..<found]), below: bound,
                            in: box, competitors: competitors, into: list)
                        for index in list[..<kept] { candidates.append(UInt16(index)) }
                    }
                    starts.append(UInt32(candidates.count))
                }
            }
        }
        return OKLabGrid(
            origin: origin, scale: scale, limits: SIMD4(Float(count.x), Float(count.y), Float(count.z), 1),
            countA: count.y, countB: count.z, starts: starts, candidates: candidates)
    }

    /// Writes the gathered points that pass both tests into `list`, by position, and returns
    /// how many there are.
    private func winners(
        among gathered: UnsafeMutableBufferPointer<Gathered>, below bound: Double, in box: Box,
        competitors: UnsafeMutableBufferPointer<Gathered>,
        into list: UnsafeMutableBufferPointer<Int32>
    ) -> Int {
        let limit = bound * (1 + Self.slack)
        // Those passing the distance test, moved to the front without a branch (which would
        // mispredict on about every other point).
        var near = 0
        for entry in gathered {
            gathered[near] = entry
            near += entry.near <= limit ? 1 : 0
        }
        let passing = gathered[..<near]
        // The competitors: the passing points whose farthest corner is nearest, kept sorted.
        var rivals = 0
        for entry in passing {
            guard rivals < competitors.count || entry.far < competitors[rivals - 1].far else { continue }
            var position = min(rivals, competitors.count - 1)
            while position > 0 && competitors[position - 1].far > entry.far {
                competitors[position] = competitors[position - 1]
                position -= 1
            }
            competitors[position] = entry
            rivals = min(rivals + 1, competitors.count)
        }
        var kept = 0
        for entry in passing {
            guard survives(entry, against: competitors[..<rivals], in: box) else { continue }
            let index = sortedIndex[Int(entry.slot)]
            var position = kept
            while position > 0 && list[position - 1] > index {
                list[position] = list[position - 1]
                position -= 1
            }
            list[position] = index
            kept += 1
        }
        return kept
    }

    /// Whether `entry`'s point p can be as near as each competitor s somewhere in the box: for
    /// q = c + t with c the center and |tᵢ| ≤ h, |q − p|² − |q − s|² = |c − p|² − |c − s|² +
    /// 2 t·(s − p), least at h·|s − p|₁ below the center's value.
    private func survives(
        _ entry: Gathered, against competitors: Slice<UnsafeMutableBufferPointer<Gathered>>, in box: Box
    ) -> Bool {
        let point = sorted[Int(entry.slot)]
        for competitor in competitors where competitor.slot != entry.slot {
            let apart = sorted[Int(competitor.slot)] - point
            let spread = abs(apart.x) + abs(apart.y) + abs(apart.z)
            let excess = entry.center - competitor.center - 2 * box.half * spread
            if excess > Self.slack * competitor.far { return false }
        }
        return true
    }

    /// Collects every point that can pass the distance test in the box around `cell`: first the
    /// block of 3×3×3 cells around it (wider while that holds no point), whose points bound the
    /// distance to the box's farthest corner, then, row by row, the cells that bound reaches.
    /// Returns how many were gathered and the least such distance (squared); nil when the bound
    /// reaches past ``ringLimit`` cells.
    private func gather(
        around cell: SIMD3<Int>, in box: Box, into gathered: UnsafeMutableBufferPointer<Gathered>
    ) -> (Int, Double)? {
        var found = 0
        var bound = Double.infinity
        // The cells `row` from `first` through `last` (clipped to the grid) are one run of slots.
        func take(_ l: Int, _ a: Int, _ first: Int, _ last: Int) {
            guard l >= 0 && l < count.x && a >= 0 && a < count.y else { return }
            let row = (l * count.y + a) * count.z
            let first = max(first, 0)
            let last = min(last, count.z - 1)
            guard first <= last else { return }
            for slot in cellStart[row + first]..<cellStart[row + last + 1] {
                let (near, far, center) = box.reach(sorted[slot])
                gathered[found] = (Int32(slot), near, far, center)
                found += 1
                bound = min(bound, far)
            }
        }
        var inner = 1
        while found == 0 {
            guard inner <= Self.ringLimit else { return nil }
            for l in (cell.x - inner)...(cell.x + inner) {
                for a in (cell.y - inner)...(cell.y + inner) { take(l, a, cell.z - inner, cell.z + inner) }
            }
            if found == 0 { inner += 1 }
        }
        // A cell `d` cells away along an axis has `|d| − 1` whole cells between, each at least a
        // side less the margins wide; it can hold a passing point only if those gaps, squared and
        // summed, fit under the bound.
        let clearance = side - 2 * margin
        let budget = bound * (1 + Self.slack) / (clearance * clearance)
        let reach = 1 + Int(budget.squareRoot())
        guard reach <= Self.ringLimit else { return nil }
        guard reach > inner else { return (found, bound) }
        for dl in -reach...reach {
            for da in -reach...reach {
                let gaps =
                    max(abs(dl) - 1, 0) * max(abs(dl) - 1, 0) + max(abs(da) - 1, 0) * max(abs(da) - 1, 0)
                let rest = budget - Double(gaps)
                guard rest >= 0 else { continue }
                // 1 + ⌊√rest⌋ (at most ringLimit), counted up: cheaper here than a square root.
                var width = 1
                while Double(width * width) <= rest { width += 1 }
                let (l, a) = (cell.x + dl, cell.y + da)
                if abs(dl) <= inner && abs(da) <= inner {
                    // The middle of this row was taken with the first block.
                    take(l, a, cell.z - width, cell.z - inner - 1)
                    take(l, a, cell.z + inner + 1, cell.z + width)
                } else {
                    take(l, a, cell.z - width, cell.z + width)
                }
            }
        }
        return (found, bound)
    }
}
