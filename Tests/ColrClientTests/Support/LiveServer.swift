import ColrClient
import ColrServer
import Foundation
import Testing
import Vapor

/// A real Colr server on a temporary SQLite file, listening on an ephemeral loopback port.
///
/// What the client talks to is what `colr serve` runs: `buildApplication(config:)`, a real socket.
struct LiveServer: Sendable {
    let app: Application
    let baseURL: URL

    /// Starts a server, runs `body` against it, and shuts everything down, also on failure.
    static func with(
        seed: Bool = false, configure: (inout ColrConfiguration) -> Void = { _ in },
        _ body: (LiveServer) async throws -> Void
    ) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("colr-client-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var config = ColrConfiguration()
        config.database = .sqlite(path: directory.appendingPathComponent("colr.sqlite").path)
        config.seed = seed
        config.logLevel = .critical
        config.writesPerMinute = 1_000_000
        config.writeBurst = 1_000_000
        configure(&config)
        let app = try await buildApplication(config: config, environment: .testing)
        do {
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            let port = try #require(app.http.server.shared.localAddress?.port)
            try await body(LiveServer(app: app, baseURL: URL(string: "http://127.0.0.1:\(port)")!))
        } catch {
            await app.server.shutdown()
            try? await app.asyncShutdown()
            throw error
        }
        await app.server.shutdown()
        try await app.asyncShutdown()
    }

    /// A client for this server; retries cost no time unless a policy says otherwise.
    func client(
        _ mode: ColrClient.Mode = .v1, transport: any ColrTransport = URLSessionTransport(),
        timeout: Duration = .seconds(10), retryPolicy: ColrClient.RetryPolicy = .never
    ) -> ColrClient {
        ColrClient(
            baseURL: baseURL, mode: mode, transport: transport, timeout: timeout, retryPolicy: retryPolicy)
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
