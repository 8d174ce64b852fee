/// A static k-d tree over 3-D points, laid out implicitly in one array.
///
/// The subrange `lo..<hi` is a node whose splitting point sits at its middle index, with the
/// lower half on the left and the upper half on the right; small ranges are scanned linearly,
/// which beats further splitting at this size. No per-node allocation, no pointers.
struct OKLabTree: Sendable {
    /// A point found by a query, with the payload it was stored with.
    struct Hit: Sendable {
        var distanceSquared: Double
        var payload: Int32
    }

    private let points: [SIMD3<Double>]
    private let payloads: [Int32]
    private let axes: [UInt8]
    private static let leafSize = 6

    init(points input: [(SIMD3<Double>, Int32)]) {
        var items = input
        var axes = [UInt8](repeating: 0, count: items.count)
        Self.build(&items, &axes, lo: 0, hi: items.count)
        points = items.map(\.0)
        payloads = items.map(\.1)
        self.axes = axes
    }

    var count: Int { points.count }

    private static func build(_ items: inout [(SIMD3<Double>, Int32)], _ axes: inout [UInt8], lo: Int, hi: Int) {
        guard hi - lo > leafSize else { return }
        // Split on the axis of greatest spread, which keeps cells compact for skewed data.
        var low = items[lo].0
        var high = low
        for index in lo..<hi {
            low = pointwiseMin(low, items[index].0)
            high = pointwiseMax(high, items[index].0)
        }
        let spread = high - low
        let axis = spread.x >= spread.y ? (spread.x >= spread.z ? 0 : 2) : (spread.y >= spread.z ? 1 : 2)
        items[lo..<hi].sort { $0.0[axis] < $1.0[axis] }
        let mid = (lo + hi) / 2
        axes[mid] = UInt8(axis)
        build(&items, &axes, lo: lo, hi: mid)
        build(&items, &axes, lo: mid + 1, hi: hi)
    }

    /// The nearest point, or nil when the tree is empty.
    func nearest(to query: SIMD3<Double>) -> Hit? {
        guard !points.isEmpty else { return nil }
        var best = Hit(distanceSquared: .infinity, payload: -1)
        points.withUnsafeBufferPointer { points in
            axes.withUnsafeBufferPointer { axes in
                var bestIndex = 0
                Self.search(points, axes, query, lo: 0, hi: points.count, &best.distanceSquared, &bestIndex)
                best.payload = payloads[bestIndex]
            }
        }
        return best
    }

    private static func search(
        _ points: UnsafeBufferPointer<SIMD3<Double>>, _ axes: UnsafeBufferPointer<UInt8>,
        _ query: SIMD3<Double>, lo: Int, hi: Int, _ bestDistance: inout Double, _ bestIndex: inout Int
    ) {
        if hi - lo <= leafSize {
            for index in lo..<hi {
                let d = points[index] - query
                let distance = (d * d).sum()
                if distance < bestDistance {
                    bestDistance = distance
                    bestIndex = index
                }
            }
            return
        }
        let mid = (lo + hi) / 2
        let point = points[mid]
        let d = point - query
        let distance = (d * d).sum()
        if distance < bestDistance {
            bestDistance = distance
            bestIndex = mid
        }
        let axis = Int(axes[mid])
        let offset = query[axis] - point[axis]
        if offset < 0 {
            search(points, axes, query, lo: lo, hi: mid, &bestDistance, &bestIndex)
            if offset * offset < bestDistance {
                search(points, axes, query, lo: mid + 1, hi: hi, &bestDistance, &bestIndex)
            }
        } else {
            search(points, axes, query, lo: mid + 1, hi: hi, &bestDistance, &bestIndex)
            if offset * offset < bestDistance {
                search(points, axes, query, lo: lo, hi: mid, &bestDistance, &bestIndex)
            }
        }
    }

    /// The `count` nearest points, nearest first.
    func nearest(to query: SIMD3<Double>, count: Int) -> [Hit] {
        guard count > 0, !points.isEmpty else { return [] }
        var best: [Hit] = []
        best.reserveCapacity(count + 1)
        searchMany(query, lo: 0, hi: points.count, count: count, &best)
        return best
    }

    private func searchMany(_ query: SIMD3<Double>, lo: Int, hi: Int, count: Int, _ best: inout [Hit]) {
        func consider(_ index: Int) {
            let d = points[index] - query
            let distance = (d * d).sum()
            guard best.count < count || distance < best[best.count - 1].distanceSquared else { return }
            let position = best.firstIndex { $0.distanceSquared > distance } ?? best.count
            best.insert(Hit(distanceSquared: distance, payload: payloads[index]), at: position)
            if best.count > count { best.removeLast() }
        }
        if hi - lo <= Self.leafSize {
            for index in lo..<hi { consider(index) }
            return
        }
        let mid = (lo + hi) / 2
        consider(mid)
        let axis = Int(axes[mid])
        let offset = query[axis] - points[mid][axis]
        let (near, far) = offset < 0 ? ((lo, mid), (mid + 1, hi)) : ((mid + 1, hi), (lo, mid))
        searchMany(query, lo: near.0, hi: near.1, count: count, &best)
        if best.count < count || offset * offset < best[best.count - 1].distanceSquared {
            searchMany(query, lo: far.0, hi: far.1, count: count, &best)
        }
    }

    /// The nearest point by checking all of them.
    func nearestByScan(to query: SIMD3<Double>) -> Hit? {
        var best: Hit?
        for (index, point) in points.enumerated() {
            let d = point - query
            let distance = (d * d).sum()
            if distance < best?.distanceSquared ?? .infinity {
                best = Hit(distanceSquared: distance, payload: payloads[index])
            }
        }
        return best
    }
}
