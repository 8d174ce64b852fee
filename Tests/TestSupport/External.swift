import Foundation

/// Runs tools that are not ours (Python's standard library, readers from PyPI, the Swift compiler)
/// on exports, so a format is checked by a reader we did not write.
public enum External {
    /// A tool that failed, with what it printed.
    public struct Failure: Error, CustomStringConvertible {
        /// The command and its output.
        public let description: String
    }

    /// Writes `files` into a fresh directory and runs `arguments` there, off Swift's cooperative
    /// pool (a compile can take many seconds); returns standard output.
    public static func run(_ arguments: [String], files: [String: [UInt8]]) async throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("colr-palette-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, bytes) in files {
            try Data(bytes).write(to: directory.appendingPathComponent(name))
        }
        let output = try await ChildProcess.command(arguments, directory: directory).run()
        guard output.status == 0 else {
            throw Failure(
                description: "\(arguments.joined(separator: " ")) failed: " + output.stdout + output.stderr)
        }
        return output.stdout
    }

    /// Runs a Python script given the export as `export.bin`; the script prints JSON.
    ///
    /// `packages` are PyPI packages the script imports, as (module, distribution). A missing one
    /// fails the test with the command that installs it, never skips it: a check that quietly
    /// does not run is worse than none. scripts/test installs every one of them.
    public static func python(
        _ script: String, on export: [UInt8], packages: [(module: String, distribution: String)] = []
    ) async throws -> Any {
        try await python(script, files: ["export.bin": export], arguments: [], packages: packages)
    }

    /// Runs a Python script beside `files` (named on its command line, in name order); the
    /// script prints JSON, which is returned parsed.
    public static func python(
        _ script: String, files: [String: [UInt8]], packages: [(module: String, distribution: String)] = []
    ) async throws -> Any {
        try await python(script, files: files, arguments: files.keys.sorted(), packages: packages)
    }

    private static func python(
        _ script: String, files: [String: [UInt8]], arguments: [String],
        packages: [(module: String, distribution: String)]
    ) async throws -> Any {
        if !packages.isEmpty {
            let modules = packages.map { "\"\($0.module)\"" }.joined(separator: ", ")
            let probe =
                "import importlib.util\nprint([m for m in [\(modules)] if importlib.util.find_spec(m) is None])\n"
            let missing = try await run(["python3", "probe.py"], files: ["probe.py": Array(probe.utf8)])
            let absent = packages.filter { missing.contains("'\($0.module)'") }
            guard absent.isEmpty else {
                throw Failure(
                    description: "Python package(s) missing: "
                        + absent.map(\.distribution).joined(separator: ", ")
                        + ". scripts/test installs them; by hand: python3 -m pip install "
                        + absent.map(\.distribution).joined(separator: " "))
            }
        }
        var all = files
        all["check.py"] = Array(script.utf8)
        let text = try await run(["python3", "check.py"] + arguments, files: all)
        return try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
    }
}
