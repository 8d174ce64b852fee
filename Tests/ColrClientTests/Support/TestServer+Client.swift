import ColrClient
import ColrTestKit
import Foundation

extension TestServer {
    /// A client for this listening server; retries cost no time unless a policy says otherwise.
    ///
    /// The timeout is generous: these tests check what the server answers, not how fast, and
    /// under `taskset -c 0` the whole suite shares one core with the server, which has been seen
    /// to take more than 10 s over a tag write. The client's timeout itself is tested against a
    /// stub (ErrorMappingTests).
    func client(
        _ mode: ColrClient.Mode = .v1, transport: any ColrTransport = URLSessionTransport(),
        timeout: Duration = .seconds(60), retryPolicy: ColrClient.RetryPolicy = .never
    ) -> ColrClient {
        ColrClient(
            baseURL: baseURL ?? URL(string: "http://127.0.0.1:1")!, mode: mode, transport: transport,
            timeout: timeout, retryPolicy: retryPolicy)
    }
}

/// Counts the requests a real transport sends, to check how many round trips an API call takes.
final class CountingTransport: ColrTransport, @unchecked Sendable {
    private let base: any ColrTransport
    private let lock = NSLock()
    private var sent: [ColrRequest] = []

    init(_ base: any ColrTransport = URLSessionTransport()) {
        self.base = base
    }

    var requests: [ColrRequest] { lock.withLock { sent } }

    func reset() { lock.withLock { sent.removeAll() } }

    func send(_ request: ColrRequest) async throws -> ColrResponse {
        lock.withLock { sent.append(request) }
        return try await base.send(request)
    }
}
