import ColrModels
import ColrServer
import ColrTestKit
import Foundation
import Testing
import Vapor

/// The client commands against a listening ``TestServer``.
extension TestServer {
    /// The server's address, for `--server` and `COLR_SERVER`.
    var url: String { baseURL?.absoluteString ?? "http://127.0.0.1:1" }

    /// Runs `colr <arguments> --server <this server>` off the concurrency pool, which the
    /// server's handlers need while the command waits for them (see ``CommandRunner``).
    func colr(_ arguments: String..., environment: [String: String] = [:], input: URL? = nil) async throws
        -> CommandRunner.Result
    {
        // A generous timeout: these tests are about behaviour, and a loaded CI machine can take
        // seconds to answer while every suite runs in parallel.
        let timeout = arguments.contains("--timeout") ? [] : ["--timeout", "120"]
        return try await CommandRunner.run(
            arguments + ["--server", url] + timeout, environment: environment, input: input)
    }

    /// The tags the store holds for a color, read behind the commands' back.
    func tags(_ hex: String) async throws -> [String] {
        try await app.colr.store.color(#require(ColorHex(hex)))?.tags.map(\.name.value) ?? []
    }
}
