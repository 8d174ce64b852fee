import ColrModels
import ComputeThreads

extension ComputeGate {
    /// Runs `work` on a thread of its own, or refuses with ``ColrError/busy(retryAfterSeconds:)``
    /// (a 503 with `Retry-After: 1`) when the gate is full: the API's and share pages' way in.
    public func run<Value: Sendable>(_ work: @escaping @Sendable () throws(ColrError) -> Value)
        async throws(ColrError) -> Value
    {
        try await run(orRefuseWith: ColrError.busy(retryAfterSeconds: 1), work)
    }
}
