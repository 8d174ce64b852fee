import Foundation
import TestSupport

/// Runs Python readers that are not ours (tinycss2, coloraide) on a theme's files, off Swift's
/// cooperative pool, so that what the reader finds is checked by a reader we did not write.
///
/// The same shape as PaletteFormatsTests' helper of the same name; test targets cannot share
/// a file, and TestSupport holds no Python.
enum External {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Writes `files` into a fresh directory and runs `arguments` there; returns standard output.
    static func run(_ arguments: [String], files: [String: [UInt8]]) async throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("colr-tokens-\(UUID().uuidString)")
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

    /// Runs a Python script beside `files`; the script prints JSON, which is returned parsed.
    ///
    /// `packages` are PyPI packages the script imports, as (module, distribution). A missing one
    /// fails the test with the command that installs it, never skips it.
    static func python(
        _ script: String, files: [String: [UInt8]], packages: [(module: String, distribution: String)] = []
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
                        + ". By hand: python3 -m pip install "
                        + absent.map(\.distribution).joined(separator: " "))
            }
        }
        var all = files
        all["check.py"] = Array(script.utf8)
        let text = try await run(["python3", "check.py"] + files.keys.sorted(), files: all)
        return try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
    }
}
