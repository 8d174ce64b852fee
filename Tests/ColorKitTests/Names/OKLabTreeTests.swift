import ComputeThreads
import TestSupport
import Testing

@testable import ColorKit

/// The nearest-point index (the k-d tree and the grid in front of it) against its linear scan:
/// the same point, not only the same distance, ties included.
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
    /// snapped from colors in the gamut, where the grid answers; and anywhere in and around it.
    static func queries(_ generator: inout SeededGenerator) -> [SIMD3<Double>] {
        var queries: [SIMD3<Double>] = []
        for _ in 0..<1500 {
            let color = RGBColor(red: generator.unit(), green: generator.unit(), blue: generator.unit())
            queries.append((OKLab(color).vector * 32).rounded(.toNearestOrEven) / 32)
            queries.append(
                SIMD3(
                    generator.unit() * 1.2 - 0.1, generator.unit() * 0.7 - 0.35, generator.unit() * 0.7 - 0.4)
            )
        }
        return queries
    }

    @Test("Grid and tree keep the scan's point among exact ties, duplicates included")
    func tiesGoToTheScansPoint() throws {
        var generator = SeededGenerator(seed: 26)
        let points = Self.lattice(&generator)
        let withGrid = Self.gridded(points)
        let treeOnly = OKLabTree(points: points, usesGrid: false)
        try #require(withGrid.grid != nil && treeOnly.grid == nil)
        var answeredByGrid = 0
        for query in Self.queries(&generator) {
            let scanned = try #require(withGrid.nearestByScan(to: query))
            for (tree, name) in [(withGrid, "grid"), (treeOnly, "tree")] {
                let found = try #require(tree.nearest(to: query))
                #expect(found.payload == scanned.payload, "\(name) \(query)")
                #expect(found.distanceSquared == scanned.distanceSquared, "\(name) \(query)")
            }
            if Self.gridAnswers(withGrid, query) { answeredByGrid += 1 }
        }
        // Queries outside the gamut go to the tree; the snapped ones are (nearly all) inside.
        #expect(answeredByGrid > 1400)
    }

    @Test("Grid and tree agree with the scan on random clouds of colors")
    func randomCloudsAgreeWithScan() throws {
        var generator = SeededGenerator(seed: 7)
        for count in [300, 5000] {
            let points = (0..<count).map { index -> (SIMD3<Double>, Int32) in
                let color = RGBColor(red: generator.unit(), green: generator.unit(), blue: generator.unit())
                return (OKLab(color).vector, Int32(index))
            }
            let withGrid = Self.gridded(points)
            let treeOnly = OKLabTree(points: points, usesGrid: false)
            for _ in 0..<1000 {
                // Mostly in the gamut, some beyond it (the tree's part).
                let color = RGBColor(
                    red: generator.unit() * 1.2 - 0.1, green: generator.unit() * 1.2 - 0.1,
                    blue: generator.unit() * 1.2 - 0.1)
                let query = OKLab(color).vector
                let scanned = try #require(withGrid.nearestByScan(to: query))
                #expect(withGrid.nearest(to: query)?.payload == scanned.payload, "\(count) \(color)")
                #expect(treeOnly.nearest(to: query)?.payload == scanned.payload, "\(count) \(color)")
            }
        }
    }

    @Test("Malformed queries get the scan's answer too")
    func malformedQueries() throws {
        var generator = SeededGenerator(seed: 3)
        let tree = Self.gridded(Self.lattice(&generator))
        for query in [
            SIMD3(Double.nan, 0, 0), SIMD3(0, .infinity, 0), SIMD3(-.infinity, 1, .nan), SIMD3(1e30, 0, 0),
        ] {
            #expect(tree.nearest(to: query)?.payload == tree.nearestByScan(to: query)?.payload, "\(query)")
        }
    }

    @Test("A tree answers from its walk until its grid is built, and the same after")
    func gridIsBuiltOnRequest() throws {
        var generator = SeededGenerator(seed: 11)
        let tree = OKLabTree(points: Self.lattice(&generator), usesGrid: true)
        #expect(tree.grid == nil && !tree.isGridReady)
        let queries = Self.queries(&generator)
        let before = queries.map { tree.nearest(to: $0)?.payload }
        let scanned = queries.map { tree.nearestByScan(to: $0)?.payload }
        #expect(before == scanned)
        tree.buildGrid()
        #expect(tree.grid != nil && tree.isGridReady)
        #expect(queries.contains { Self.gridAnswers(tree, $0) })
        #expect(queries.map { tree.nearest(to: $0)?.payload } == scanned)
        // Building again keeps the grid there is; a set without one is ready as it is.
        let starts = tree.grid?.starts
        tree.buildGrid()
        #expect(tree.grid?.starts == starts)
        #expect(OKLabTree(points: Self.lattice(&generator), usesGrid: false).isGridReady)
    }

    @Test("Queries from other threads while the grid is built answer as the scan does")
    func queriesDuringABuild() async throws {
        var generator = SeededGenerator(seed: 12)
        let tree = OKLabTree(points: Self.lattice(&generator), usesGrid: true)
        let queries = Self.queries(&generator)
        let scanned = queries.map { tree.nearestByScan(to: $0)?.payload }
        // Readers on threads of their own go round their queries until the grid is there, then
        // once more, so some answers come from the walk, some from the grid, and some race it.
        let answers = await withTaskGroup(of: [[Int32?]].self) { group in
            for _ in 0..<3 {
                group.addTask {
                    await DedicatedThread.run {
                        var rounds: [[Int32?]] = []
                        repeat {
                            rounds.append(queries.map { tree.nearest(to: $0)?.payload })
                        } while !tree.isGridReady && rounds.count < 10_000
                        rounds.append(queries.map { tree.nearest(to: $0)?.payload })
                        return rounds
                    }
                }
            }
            group.addTask {
                await DedicatedThread.run { tree.buildGrid() }; return []
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(answers.count >= 6)
        #expect(answers.allSatisfy { $0 == scanned })
        #expect(tree.isGridReady && queries.contains { Self.gridAnswers(tree, $0) })
    }

    /// A tree whose grid is built, so that queries the grid can answer go to it.
    static func gridded(_ points: [(SIMD3<Double>, Int32)]) -> OKLabTree {
        let tree = OKLabTree(points: points, usesGrid: true)
        tree.buildGrid()
        return tree
    }

    /// Whether the grid, not the tree behind it, answers `query`. Whether it answers does not
    /// depend on the points' coordinates, only which one wins does, so zeros stand in for them.
    static func gridAnswers(_ tree: OKLabTree, _ query: SIMD3<Double>) -> Bool {
        guard let grid = tree.grid else { return false }
        let target = SIMD4(Float(query.x), Float(query.y), Float(query.z), 0)
        let points = [SIMD4<Float>](repeating: .zero, count: tree.count)
        return points.withUnsafeBufferPointer { grid.nearest(to: target, in: $0) } != nil
    }
}
