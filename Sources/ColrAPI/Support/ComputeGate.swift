import ColrCore
import Foundation
import NIOPosix

/// Runs CPU-heavy work a few pieces at a time on NIO's thread pool, so it holds neither an
/// event loop nor a thread of Swift's cooperative pool (which serves every request and timer),
/// and lets no client queue unbounded work: past the limit, requests are told to come back in
/// a second.
public actor ComputeGate {
    private let limit: Int
    private let threads: NIOThreadPool
    private var running = 0

    /// Creates a gate that runs at most `limit` pieces of work at once, on `threads`.
    public init(limit: Int, threads: NIOThreadPool = .singleton) {
        self.limit = max(1, limit)
        self.threads = threads
    }

    /// Runs `work` on the thread pool, or refuses with `busy` when the gate is full.
    public func run<Value: Sendable>(_ work: @escaping @Sendable () throws(ColrError) -> Value)
        async throws(ColrError)
        -> Value
    {
        guard running < limit else { throw .busy(retryAfterSeconds: 1) }
        running += 1
        defer { running -= 1 }
        let result: Result<Value, ColrError>
        do {
            result = try await threads.runIfActive {
                do throws(ColrError) {
                    return .success(try work())
                } catch {
                    return .failure(error)
                }
            }
        } catch {
            // The pool is stopped only while the server shuts down.
            throw .busy(retryAfterSeconds: 1)
        }
        return try result.get()
    }
}
