import Foundation
import Testing

@testable import TestSupport

@Suite("ChildProcess")
struct ChildProcessTests {
    @Test("Output, errors and the exit status come back apart")
    func outputErrorsAndStatus() async throws {
        let output = try await ChildProcess.command(["sh", "-c", "printf out; printf err >&2; exit 3"]).run()
        #expect(output.stdout == "out")
        #expect(output.stderr == "err")
        #expect(output.status == 3)
    }

    @Test("A child that fills both pipes does not deadlock")
    func bothPipesFull() async throws {
        // 1 MB on each: far more than a pipe holds, written to both at once.
        let script =
            "head -c 1000000 /dev/zero | tr '\\\\0' a >&2 & head -c 1000000 /dev/zero | tr '\\\\0' b; wait"
        let output = try await ChildProcess.command(["sh", "-c", script]).run()
        #expect(output.standardOutput.count == 1_000_000)
        #expect(output.standardError.count == 1_000_000)
    }

    @Test("The environment, working directory and standard input are passed")
    func environmentDirectoryAndInput() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("input.txt")
        try Data("typed".utf8).write(to: input)
        let output = try await ChildProcess(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "printf \"$GREETING \"; pwd; cat"],
            environment: ["GREETING": "hello"], directory: directory, input: input
        ).run()
        #expect(output.stdout == "hello \(directory.resolvingSymlinksInPath().path)\ntyped")
    }

    @Test("A missing program is an error, not a hang")
    func missingProgram() async {
        await #expect(throws: (any Error).self) {
            try await ChildProcess(URL(fileURLWithPath: "/nonexistent/program"), []).run()
        }
    }

    @Test("A launched program is terminated and its status read off the pool")
    func launchAndTerminate() async throws {
        let started = ContinuousClock.now
        let handle = try await ChildProcess.command(["sleep", "30"]).launch()
        let status = await ChildProcess.terminate(handle)
        #expect(status == SIGTERM)
        #expect(handle.process.terminationReason == .uncaughtSignal)
        #expect(ContinuousClock.now - started < .seconds(20), "SIGTERM reached the child")
    }
}
