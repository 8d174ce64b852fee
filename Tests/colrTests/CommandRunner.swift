import Foundation

/// Runs the real `colr` binary, as a person or a script would, and captures what it prints.
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

    static func run(_ arguments: String..., environment: [String: String] = [:]) throws -> Result {
        try run(arguments, environment: environment)
    }

    /// Runs the binary with an argument array, with standard input read from `input` when given.
    static func run(_ arguments: [String], environment: [String: String] = [:], input: URL? = nil) throws
        -> Result
    {
        let process = Process()
        if let input { process.standardInput = try FileHandle(forReadingFrom: input) }
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func json(_ result: Result) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
    }
}
