/// The colors that make up an image, found by k-means in OKLab, where equal distances look
/// equally different, so clusters follow what people see rather than raw channel values.
///
/// Pixels are first binned to 15-bit color (32,768 bins, finer than a person can tell apart in
/// a palette), so the clustering works on at most that many weighted points however large the
/// image is. The seeding is k-means++ from a seeded generator: one seed, one answer.
public enum DominantColors {
    /// One color of the image and how much of it the color covers.
    public struct Cluster: Hashable, Sendable {
        /// The cluster's mean color, brought into sRGB.
        public let color: RGBColor
        /// The fraction of the image's opaque pixels nearest this color, 0…1.
        public let share: Double
    }

    /// The most colors one extraction finds.
    public static let maximumCount = 16

    /// The `count` (1…16) dominant colors of `image`'s opaque pixels, most common first.
    /// Fewer come back when the image has fewer distinct colors.
    public static func find(in image: RGBAImage, count: Int = 5, seed: UInt64 = 0) throws(ColorKitError)
        -> [Cluster]
    {
        guard (1...maximumCount).contains(count) else {
            throw .outOfRange(what: "color count", value: Double(count), range: 1...Double(maximumCount))
        }
        let points = weightedPoints(image)
        guard !points.isEmpty else { throw .unreadableImage(reason: "the image has no opaque pixels") }
        var generator = SeededGenerator(seed: seed)
        var centers = seedCenters(points, count: min(count, points.count), using: &generator)
        var assignment = [Int](repeating: -1, count: points.count)
        for _ in 0..<64 {
            var changed = false
            for (index, point) in points.enumerated() {
                let nearest = nearestCenter(point.lab, centers).index
                if nearest != assignment[index] {
                    assignment[index] = nearest
                    changed = true
                }
            }
            if !changed { break }
            centers = recenter(points, assignment, centers)
        }
        var weights = [Double](repeating: 0, count: centers.count)
        for (index, point) in points.enumerated() { weights[assignment[index]] += point.weight }
        let total = weights.reduce(0, +)
        return zip(centers, weights).filter { $0.1 > 0 }
            .map { Cluster(color: GamutMapping.toSRGB(OKLCH($0.0)), share: $0.1 / total) }
            .sorted { $0.share != $1.share ? $0.share > $1.share : $0.color.hex < $1.color.hex }
    }

    struct Point {
        var lab: OKLab
        var weight: Double
    }

    /// Opaque pixels (alpha ≥ 128) grouped by 15-bit color, each group at its mean color.
    static func weightedPoints(_ image: RGBAImage) -> [Point] {
        var sums = [Int](repeating: 0, count: 32768 * 4)
        image.pixels.withUnsafeBufferPointer { pixels in
            sums.withUnsafeMutableBufferPointer { sums in
                for offset in stride(from: 0, to: pixels.count, by: 4) where pixels[offset + 3] >= 128 {
                    let (red, green, blue) = (
                        Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2])
                    )
                    let bin = ((red >> 3) << 10 | (green >> 3) << 5 | blue >> 3) * 4
                    sums[bin] += red
                    sums[bin + 1] += green
                    sums[bin + 2] += blue
                    sums[bin + 3] += 1
                }
            }
        }
        var points: [Point] = []
        for bin in stride(from: 0, to: sums.count, by: 4) where sums[bin + 3] > 0 {
            let count = Double(sums[bin + 3])
            let mean = RGBColor(
                red: Double(sums[bin]) / count / 255, green: Double(sums[bin + 1]) / count / 255,
                blue: Double(sums[bin + 2]) / count / 255)
            points.append(Point(lab: OKLab(mean), weight: count))
        }
        return points
    }

    /// k-means++: each next center is drawn with probability proportional to its weight times
    /// its squared distance from the centers so far, which spreads them across the colors.
    private static func seedCenters(_ points: [Point], count: Int, using generator: inout SeededGenerator)
        -> [OKLab]
    {
        var centers = [points[pick(points.map(\.weight), using: &generator)].lab]
        var nearest = points.map { squaredDistance($0.lab, centers[0]) }
        while centers.count < count {
            let chances = zip(points, nearest).map { $0.weight * $1 }
            // Every remaining point sits on a center: there are fewer colors than asked for.
            guard chances.contains(where: { $0 > 0 }) else { break }
            let center = points[pick(chances, using: &generator)].lab
            centers.append(center)
            for index in points.indices {
                nearest[index] = min(nearest[index], squaredDistance(points[index].lab, center))
            }
        }
        return centers
    }

    private static func pick(_ weights: [Double], using generator: inout SeededGenerator) -> Int {
        let total = weights.reduce(0, +)
        var target = Double(generator.next() >> 11) / Double(1 << 53) * total
        for (index, weight) in weights.enumerated() where weight > 0 {
            target -= weight
            if target < 0 { return index }
        }
        return weights.lastIndex { $0 > 0 } ?? 0
    }

    /// Moves each center to its points' weighted mean; a center left without points stays.
    private static func recenter(_ points: [Point], _ assignment: [Int], _ centers: [OKLab]) -> [OKLab] {
        var sums = [(l: Double, a: Double, b: Double, weight: Double)](
            repeating: (0, 0, 0, 0), count: centers.count)
        for (index, point) in points.enumerated() {
            let cluster = assignment[index]
            sums[cluster].l += point.lab.lightness * point.weight
            sums[cluster].a += point.lab.a * point.weight
            sums[cluster].b += point.lab.b * point.weight
            sums[cluster].weight += point.weight
        }
        return zip(centers, sums).map { center, sum in
            sum.weight > 0
                ? OKLab(lightness: sum.l / sum.weight, a: sum.a / sum.weight, b: sum.b / sum.weight) : center
        }
    }

    @inline(__always)
    private static func nearestCenter(_ point: OKLab, _ centers: [OKLab]) -> (index: Int, distance: Double) {
        var best = (index: 0, distance: Double.infinity)
        for (index, center) in centers.enumerated() {
            let distance = squaredDistance(point, center)
            if distance < best.distance { best = (index, distance) }
        }
        return best
    }

    @inline(__always)
    private static func squaredDistance(_ first: OKLab, _ second: OKLab) -> Double {
        let (dl, da, db) = (first.lightness - second.lightness, first.a - second.a, first.b - second.b)
        return dl * dl + da * da + db * db
    }
}
