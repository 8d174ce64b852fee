import Foundation
import TestSupport

/// Runs the real `colr` binary, as a person or a script would, and captures what it prints.
///
/// The binary runs to its end off Swift's cooperative pool (``ChildProcess``), so a command that
/// waits for a server in this same process never holds a thread the server needs.
enum CommandRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The `colr` executable SwiftPM built beside the test bundle.
    static let executable: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            beside.appendingPathComponent("colr"),
            beside.deletingLastPathComponent().appendingPathComponent("colr"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(".build/debug/colr"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    static func run(_ arguments: String..., environment: [String: String] = [:]) async throws -> Result {
        try await run(arguments, environment: environment)
    }

    /// Runs the binary with an argument array, with standard input read from `input` when given.
    static func run(_ arguments: [String], environment: [String: String] = [:], input: URL? = nil)
        async throws -> Result
    {
        let output = try await ChildProcess(executable, arguments, environment: environment, input: input)
            .run()
        return Result(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }

    static func json(_ result: Result) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
    }
}
