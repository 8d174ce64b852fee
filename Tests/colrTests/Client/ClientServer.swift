import ColrCore
import ColrServer
import Foundation
import Testing
import Vapor

/// A real Colr server for the client commands: a temporary SQLite file, an ephemeral port.
struct ClientServer: Sendable {
    let app: Application
    let url: String

    /// Starts a server, runs `body`, and shuts it down, also on failure.
    static func with(
        configure: (inout ColrConfiguration) -> Void = { _ in }, _ body: (ClientServer) async throws -> Void
    ) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("colr-cli-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var config = ColrConfiguration()
        config.database = .sqlite(path: directory.appendingPathComponent("colr.sqlite").path)
        config.seed = false
        config.logLevel = .critical
        config.writesPerMinute = 1_000_000
        config.writeBurst = 1_000_000
        configure(&config)
        let app = try await buildApplication(config: config, environment: .testing)
        do {
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            let port = try #require(app.http.server.shared.localAddress?.port)
            try await body(ClientServer(app: app, url: "http://127.0.0.1:\(port)"))
        } catch {
            await app.server.shutdown()
            try? await app.asyncShutdown()
            throw error
        }
        await app.server.shutdown()
        try await app.asyncShutdown()
    }

    /// Runs `colr <arguments> --server <this server>` off the concurrency pool, which the
    /// server's handlers need while the command waits for them.
    func colr(_ arguments: String..., environment: [String: String] = [:], input: URL? = nil) async throws
        -> CommandRunner.Result
    {
        // A generous timeout: these tests are about behaviour, and a loaded CI machine can take
        // seconds to answer while every suite runs in parallel.
        let timeout = arguments.contains("--timeout") ? [] : ["--timeout", "120"]
        return try await Self.run(
            arguments + ["--server", url] + timeout, environment: environment, input: input)
    }

    /// Runs `colr` with exactly these arguments, off the concurrency pool.
    static func run(_ arguments: [String], environment: [String: String] = [:], input: URL? = nil)
        async throws
        -> CommandRunner.Result
    {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result { try CommandRunner.run(arguments, environment: environment, input: input) })
            }
        }
    }

    /// The tags the store holds for a color, read behind the commands' back.
    func tags(_ hex: String) async throws -> [String] {
        try await app.colr.store.color(#require(ColorHex(hex)))?.tags.map(\.name.value) ?? []
    }
}
