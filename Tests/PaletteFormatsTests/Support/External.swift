import Foundation

/// Runs tools that are not ours (Python's standard library, the Swift compiler) on exports, so a
/// format is checked by a reader we did not write.
enum External {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Writes `files` into a fresh directory and runs `arguments` there; returns standard output.
    static func run(_ arguments: [String], files: [String: [UInt8]]) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("colr-palette-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, bytes) in files {
            try Data(bytes).write(to: directory.appendingPathComponent(name))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "\(arguments.joined(separator: " ")) failed: "
                    + String(decoding: out + err, as: UTF8.self))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Runs a Python script given the export as `export.bin`; the script prints JSON.
    static func python(_ script: String, on export: [UInt8]) throws -> Any {
        let text = try run(
            ["python3", "check.py"], files: ["check.py": Array(script.utf8), "export.bin": export])
        return try JSONSerialization.jsonObject(with: Data(text.utf8))
    }
}
