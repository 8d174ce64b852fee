import ColrCore
import Foundation

/// Runs CPU-heavy work a few pieces at a time on a thread of its own, so it neither holds an
/// event loop nor lets one client queue unbounded work: past the limit, requests are told to
/// come back in a second.
public actor ComputeGate {
    private let limit: Int
    private var running = 0

    /// Creates a gate that runs at most `limit` pieces of work at once.
    public init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Runs `work` on a dispatch queue, or refuses with `busy` when the gate is full.
    public func run<Value: Sendable>(_ work: @escaping @Sendable () throws(ColrError) -> Value)
        async throws(ColrError)
        -> Value
    {
        guard running < limit else { throw .busy(retryAfterSeconds: 1) }
        running += 1
        defer { running -= 1 }
        let result: Result<Value, ColrError> = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                do throws(ColrError) {
                    continuation.resume(returning: .success(try work()))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }
}
