import TestSupport
import Testing

@testable import ColorKit

/// The nearest-point index (a k-d tree) against its linear scan: the same point, not only the
/// same distance, ties included.
@Suite("Nearest-point index", .offPool)
struct OKLabTreeTests {
    /// Points on a lattice of sixteenths, each twice under different payloads, in shuffled
    /// order: every distance below is exact in single precision, so queries between lattice
    /// points are equally near to two, four or eight of them (and to both copies of each).
    static func lattice(_ generator: inout SeededGenerator) -> [(SIMD3<Double>, Int32)] {
        var points: [SIMD3<Double>] = []
        for l in 0...16 {
            for a in -4...4 {
                for b in -5...3 {
                    points.append(SIMD3(Double(l), Double(a), Double(b)) / 16)
                }
            }
        }
        return (points + points).enumerated().map { ($0.element, Int32($0.offset)) }.shuffled(
            using: &generator)
    }

    /// Queries at lattice points and at the middles of edges, faces and cells (exact ties),
    /// snapped from colors in the gamut; and anywhere in and around it.
    static func queries(_ generator: inout SeededGenerator) -> [SIMD3<Double>] {
        var queries: [SIMD3<Double>] = []
        for _ in 0..<1500 {
            let color = RGBColor(red: generator.unit(), green: generator.unit(), blue: generator.unit())
            queries.append((OKLab(color).components * 32).rounded(.toNearestOrEven) / 32)
            queries.append(
                SIMD3(
                    generator.unit() * 1.2 - 0.1, generator.unit() * 0.7 - 0.35, generator.unit() * 0.7 - 0.4)
            )
        }
        return queries
    }

    @Test("The tree keeps the scan's point among exact ties, duplicates included")
    func tiesGoToTheScansPoint() throws {
        var generator = SeededGenerator(seed: 26)
        let tree = OKLabTree(points: Self.lattice(&generator))
        for query in Self.queries(&generator) {
            let scanned = try #require(tree.nearestByScan(to: query))
            let found = try #require(tree.nearest(to: query))
            #expect(found.payload == scanned.payload, "\(query)")
            #expect(found.distanceSquared == scanned.distanceSquared, "\(query)")
        }
    }

    @Test("The tree agrees with the scan on random clouds of colors")
    func randomCloudsAgreeWithScan() throws {
        var generator = SeededGenerator(seed: 7)
        for count in [300, 5000] {
            let points = (0..<count).map { index -> (SIMD3<Double>, Int32) in
                let color = RGBColor(red: generator.unit(), green: generator.unit(), blue: generator.unit())
                return (OKLab(color).components, Int32(index))
            }
            let tree = OKLabTree(points: points)
            for _ in 0..<1000 {
                // Mostly in the gamut, some beyond it.
                let color = RGBColor(
                    red: generator.unit() * 1.2 - 0.1, green: generator.unit() * 1.2 - 0.1,
                    blue: generator.unit() * 1.2 - 0.1)
                let query = OKLab(color).components
                let scanned = try #require(tree.nearestByScan(to: query))
                #expect(tree.nearest(to: query)?.payload == scanned.payload, "\(count) \(color)")
            }
        }
    }

    @Test("Malformed queries get the scan's answer too")
    func malformedQueries() throws {
        var generator = SeededGenerator(seed: 3)
        let tree = OKLabTree(points: Self.lattice(&generator))
        for query in [
            SIMD3(Double.nan, 0, 0), SIMD3(0, .infinity, 0), SIMD3(-.infinity, 1, .nan), SIMD3(1e30, 0, 0),
        ] {
            #expect(tree.nearest(to: query)?.payload == tree.nearestByScan(to: query)?.payload, "\(query)")
        }
    }
}
