import Synchronization

/// The change-log positions this instance has handed to its screens lately, so a change that
/// arrives twice (by its NOTIFY and by a catch-up read, or delivered here while the listener was
/// away) reaches them once, and a change older than one already shown of the same color or
/// scheme is not shown after it.
///
/// Each change carries the whole state of what it names (a color's tags, a scheme's revision),
/// so showing an older one after a newer one would put a screen back in time: a catch-up that
/// reads changes a local delivery already overtook must skip them. Writes to one color or scheme
/// lock its row, so their positions follow their commits.
///
/// Positions are issued when a write records its announcement and become visible when it
/// commits, so they arrive out of order by as many writes as are in flight at once. A catch-up
/// therefore rereads a margin below the highest position seen (``catchUpFloor``), and the set
/// remembers enough positions to tell which of those it already delivered.
final class DeliveredPositions: Sendable {
    private struct State {
        var highest: Int64?
        var seen: Set<Int64> = []
        var order: [Int64] = []
        var next = 0
        /// The newest position delivered per color or scheme.
        var newest: [String: Int64] = [:]
    }

    private let state = Mutex(State())
    /// How many positions below the highest a catch-up rereads: far more than the writes a
    /// cluster has in flight at once (each instance's pool holds a few dozen connections).
    static let margin: Int64 = 1024
    /// How many positions are remembered; past it the oldest is forgotten.
    static let capacity = 4096

    /// Takes `position`, a change to `key`, for delivery: true the first time, false when it was
    /// delivered already or a newer change to `key` was. A claimed change is handed over by
    /// `handOver` before any other claim is decided, so changes to one key reach the screens in
    /// the order they were claimed, whichever tasks deliver them at once.
    func claim(_ position: Int64, key: String, handOver: () -> Void = {}) -> Bool {
        state.withLock { state in
            guard !state.seen.contains(position), position > state.newest[key] ?? 0 else { return false }
            defer { handOver() }
            state.newest[key] = position
            if state.newest.count > Self.capacity {
                // What a catch-up can still bring lies above its floor; older marks guard nothing.
                let floor = max(state.highest ?? 0, position) - Self.margin
                state.newest = state.newest.filter { $0.value > floor }
            }
            state.highest = max(state.highest ?? position, position)
            state.seen.insert(position)
            if state.order.count < Self.capacity {
                state.order.append(position)
            } else {
                state.seen.remove(state.order[state.next])
                state.order[state.next] = position
                state.next = (state.next + 1) % Self.capacity
            }
            return true
        }
    }

    /// Starts the count at `position` (the log's last when first listening), with nothing to deliver
    /// below it; ignored once anything was delivered.
    func start(at position: Int64) {
        state.withLock { state in
            if state.highest == nil { state.highest = position }
        }
    }

    /// Where a catch-up reads from (exclusive): a margin below the highest position seen, or nil
    /// before the first start.
    var catchUpFloor: Int64? {
        state.withLock { state in state.highest.map { max(0, $0 - Self.margin) } }
    }
}
