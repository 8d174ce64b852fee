import Synchronization

/// Where a tree's ``OKLabGrid`` goes once it is built: empty until ``OKLabTree/buildGrid()``,
/// then filled for good.
///
/// The grid takes most of a long list's indexing time (about three quarters for the 31,914
/// names), and a process that asks one question (a `colr name` run) never earns it back. So a
/// tree answers from its walk until the grid is ready, with the same answers, and whoever wants
/// the speed builds the grid when it suits them. Queries read the slot with one atomic load and
/// no reference counting.
final class OKLabGridSlot: Sendable {
    /// A built grid, boxed: the slot holds a reference, set at most once.
    private final class Built: Sendable {
        let grid: OKLabGrid
        init(_ grid: OKLabGrid) { self.grid = grid }
    }

    /// The built grid's box, owned here for the slot's lifetime; nil until built.
    private let owner = Mutex<Built?>(nil)
    /// The same box's address (0 until built), unretained, for readers: a load and no reference
    /// counting, which a strong reference would add to every query (a retain and a release, about
    /// a fifth of its time). Safe because `owner` keeps the box as long as the slot lives, and a
    /// reader holds the slot. Readers never take the lock, so none waits while a grid is built.
    private let published = Atomic<UInt>(0)

    /// The grid, once built; nil before.
    var grid: OKLabGrid? { withBuilt { $0.grid } }

    /// The grid's answer for `query` (see ``OKLabGrid/nearest(to:in:)``); nil when the grid is
    /// not built yet or sends the query to the tree. Reads the grid in place, without a copy.
    @inline(__always)
    func nearest(to query: SIMD4<Float>, in points: UnsafeBufferPointer<SIMD4<Float>>) -> Int? {
        withBuilt { $0.grid.nearest(to: query, in: points) } ?? nil
    }

    /// `body` applied to the built box, borrowed without a retain; nil before the grid is built.
    @inline(__always)
    private func withBuilt<T>(_ body: (Built) -> T) -> T? {
        guard let raw = UnsafeRawPointer(bitPattern: published.load(ordering: .acquiring)) else {
            return nil
        }
        return Unmanaged<Built>.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
    }

    /// Builds the grid with `build` unless it is built; one build at a time, and a caller that
    /// comes during one waits for it rather than repeating seconds of work (many servers in one
    /// process share a catalog, and each asks for its grid as it starts).
    func fill(_ build: () -> OKLabGrid) {
        guard published.load(ordering: .acquiring) == 0 else { return }
        owner.withLock { owned in
            guard owned == nil else { return }
            let box = Built(build())
            owned = box
            published.store(UInt(bitPattern: Unmanaged.passUnretained(box).toOpaque()), ordering: .releasing)
        }
    }
}
