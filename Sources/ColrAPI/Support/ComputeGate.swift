import ColrModels
import Foundation

/// Runs CPU-heavy work a few pieces at a time, each on a thread of its own
/// (``DedicatedThread``), so it holds no event loop, no thread of Swift's cooperative pool and
/// none of the thread pool SQLite queries on, and lets no client queue unbounded work: past the
/// limit, requests are told to come back in a second.
public actor ComputeGate {
    private let limit: Int
    private var running = 0

    /// Creates a gate that runs at most `limit` pieces of work at once.
    public init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Runs `work` on a thread of its own, or refuses with `busy` when the gate is full.
    public func run<Value: Sendable>(_ work: @escaping @Sendable () throws(ColrError) -> Value)
        async throws(ColrError)
        -> Value
    {
        guard running < limit else { throw .busy(retryAfterSeconds: 1) }
        running += 1
        defer { running -= 1 }
        let result = await DedicatedThread.run { () -> Result<Value, ColrError> in
            do throws(ColrError) {
                return .success(try work())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
