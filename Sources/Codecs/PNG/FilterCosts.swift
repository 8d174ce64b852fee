/// The cost of one row under each PNG filter: the sum of its residuals' magnitudes, read as
/// signed bytes so that -1 (0xFF) counts as small.
///
/// This is the heuristic the PNG specification suggests. Small residuals cluster near zero,
/// which leaves deflate short codes and long matches.
struct FilterCosts {
    /// Indexed by the filter's raw value. A vector rather than an array, so that costing a
    /// row allocates nothing.
    private var sums = SIMD8<Int>()

    /// Costs all five filters in one pass, so that each row is read only once.
    init(row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int) {
        var raw = 0, sub = 0, up = 0, average = 0, paeth = 0
        let head = min(PNGFilter.pixelStride, count)
        // The first pixel has no left neighbour, so a and c are zero there.
        for index in 0..<head {
            let x = row[index], b = above[index]
            raw += Self.magnitude(x)
            sub += Self.magnitude(x)
            up += Self.magnitude(x &- b)
            average += Self.magnitude(x &- b >> 1)
            paeth += Self.magnitude(x &- b)
        }
        let left = row - PNGFilter.pixelStride, aboveLeft = above - PNGFilter.pixelStride
        var start = head
        while start < count {
            // Each term is at most 128, so 16-bit sums cannot overflow within 512 bytes. Narrow
            // lanes let the compiler vectorize four times as wide as Int would.
            let end = min(start + 512, count)
            var raw16: UInt16 = 0, sub16: UInt16 = 0, up16: UInt16 = 0, average16: UInt16 = 0
            var paeth16: UInt16 = 0
            for index in start..<end {
                let x = row[index], a = left[index], b = above[index], c = aboveLeft[index]
                raw16 &+= Self.magnitude16(x)
                sub16 &+= Self.magnitude16(x &- a)
                up16 &+= Self.magnitude16(x &- b)
                average16 &+= Self.magnitude16(x &- UInt8((UInt16(a) + UInt16(b)) >> 1))
                paeth16 &+= Self.magnitude16(x &- PNGFilter.paethPredictor(a, b, c))
            }
            raw += Int(raw16)
            sub += Int(sub16)
            up += Int(up16)
            average += Int(average16)
            paeth += Int(paeth16)
            start = end
        }
        sums = SIMD8(raw, sub, up, average, paeth, 0, 0, 0)
    }

    /// The cost of `filter` on this row.
    subscript(filter: PNGFilter) -> Int { sums[Int(filter.rawValue)] }

    /// The filter with the smallest cost. Ties go to the lower filter type, which keeps output
    /// stable and favours the cheaper filters to undo.
    var cheapest: PNGFilter {
        var best = PNGFilter.raw
        for filter in PNGFilter.allCases where self[filter] < self[best] { best = filter }
        return best
    }

    @inline(__always)
    private static func magnitude(_ residual: UInt8) -> Int {
        Int(Int8(truncatingIfNeeded: residual).magnitude)
    }

    @inline(__always)
    private static func magnitude16(_ residual: UInt8) -> UInt16 {
        UInt16(Int8(truncatingIfNeeded: residual).magnitude)
    }
}
