import Synchronization

/// Where a tree's ``OKLabGrid`` goes once it is built: empty until ``OKLabTree/buildGrid()``,
/// then filled for good.
///
/// The grid takes most of a long list's indexing time (about three quarters for the 31,914
/// names), and a process that asks one question (a `colr name` run) never earns it back. So a
/// tree answers from its walk until the grid is ready, with the same answers, and whoever wants
/// the speed builds the grid when it suits them. Queries read the slot with one atomic load.
final class OKLabGridSlot: Sendable {
    /// A built grid, boxed: the slot holds a reference, set at most once.
    private final class Built: Sendable {
        let grid: OKLabGrid
        init(_ grid: OKLabGrid) { self.grid = grid }
    }

    private let built = AtomicLazyReference<Built>()
    /// Held while a grid is built.
    private let building = Mutex(())

    /// The grid, once built; nil before.
    var grid: OKLabGrid? { built.load()?.grid }

    /// The grid's answer for `query` (see ``OKLabGrid/nearest(to:in:)``); nil when the grid is
    /// not built yet or sends the query to the tree. Reads the grid in place, without a copy.
    @inline(__always)
    func nearest(to query: SIMD4<Float>, in points: UnsafeBufferPointer<SIMD4<Float>>) -> Int? {
        built.load()?.grid.nearest(to: query, in: points)
    }

    /// Builds the grid with `build` unless it is built; one build at a time, and a caller that
    /// comes during one waits for it rather than repeating seconds of work (many servers in one
    /// process share a catalog, and each asks for its grid as it starts).
    func fill(_ build: () -> OKLabGrid) {
        guard built.load() == nil else { return }
        building.withLock { _ in
            guard built.load() == nil else { return }
            _ = built.storeIfNil(Built(build()))
        }
    }
}
