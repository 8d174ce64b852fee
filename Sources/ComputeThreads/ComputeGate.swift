/// Runs CPU-heavy work a few pieces at a time, each on a thread of its own
/// (``DedicatedThread``), so it holds no event loop, no thread of Swift's cooperative pool and
/// none of the thread pool SQLite queries on, and lets no client queue unbounded work.
///
/// Past `limit` running pieces, up to `queue` more wait their turn in order; past those, a
/// caller is refused at once with the error it chose ("come back in a second"), so a burst is
/// served a little later and a flood is told to wait rather than held in memory.
public actor ComputeGate {
    private let limit: Int
    private let queueLimit: Int
    private var running = 0
    /// Callers waiting for a place, oldest first; each is resumed holding the place it waited
    /// for, so a newcomer cannot take it in between.
    /// (An array: the queue is short, so taking from its front costs nothing worth a deque.)
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Creates a gate that runs at most `limit` pieces of work at once and lets at most `queue`
    /// more wait for a place.
    public init(limit: Int, queue: Int = 0) {
        self.limit = max(1, limit)
        self.queueLimit = max(0, queue)
    }

    /// How many callers wait for a place now.
    public var waitingCount: Int { waiting.count }

    /// Runs `work` on a thread of its own once a place is free, or throws `busy` when every
    /// place is taken and the queue is full.
    public func run<Value: Sendable, Failure: Error>(
        orRefuseWith busy: @autoclosure () -> Failure,
        _ work: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        if running < limit {
            running += 1
        } else {
            guard waiting.count < queueLimit else { throw busy() }
            await withCheckedContinuation { waiting.append($0) }
        }
        defer { leave() }
        return try await DedicatedThread.run(work)
    }

    /// Hands the place to the oldest waiting caller, or frees it.
    private func leave() {
        guard !waiting.isEmpty else {
            running -= 1
            return
        }
        waiting.removeFirst().resume()
    }
}
