import Foundation
import PoolWatchdogC
import Testing

@testable import TestSupport

/// The watchdog as the suite meets it: a test that holds the pool, run in a child process of
/// this test binary, fails that run with a report naming where it held the pool.
@Suite("PoolWatchdog, end to end")
struct PoolWatchdogEndToEndTests {
    /// Set in the child process only.
    static let isTheChild = ProcessInfo.processInfo.environment["COLR_WATCHDOG_SELF_TEST"] == "1"

    @Test(
        "Holds every pool thread until the watchdog reports it (runs only in the child of the test below)",
        .enabled(if: isTheChild))
    func holdThePoolOnPurpose() async {
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<ProcessInfo.processInfo.activeProcessorCount {
                group.addTask { Self.waitOnPurpose(atMost: .seconds(30)) }
            }
            for await _ in group {}
        }
    }

    /// Waits in the kernel, as a synchronous read or a semaphore does, on whatever thread calls
    /// it, until the watchdog has reported (or `limit` has passed, and then the test below
    /// fails).
    ///
    /// A thread that waits in a call holds the pool however loaded the machine is, so the
    /// report does not depend on the child getting its share of the cores: a hold by computing
    /// is told from a machine too busy to run it by `ThreadActivityTests`, on fixed figures.
    @inline(never)
    static func waitOnPurpose(atMost limit: Duration) {
        let end = ContinuousClock.now + limit
        while ContinuousClock.now < end, PoolWatchdog.reports.load(ordering: .relaxed) == 0 {
            usleep(50_000)
        }
    }

    @Test("A test that holds the pool fails its run, and the report names the function")
    func reportsTheTestThatHoldsThePool() async throws {
        guard !Self.isTheChild else { return }
        let output = try await Self.runInAChild("holdThePoolOnPurpose")
        let text = output.stdout + output.stderr
        #expect(output.status != 0, "\(text)")
        #expect(text.contains("cooperative thread pool ran nothing for"), "\(text)")
        #expect(text.contains("waitOnPurpose"), "\(text)")
    }

    @Test(
        "Blocks every pool thread, as a deadlock does (runs only in the child of the test below)",
        .enabled(if: isTheChild))
    func deadlockThePoolOnPurpose() async {
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<ProcessInfo.processInfo.activeProcessorCount {
                group.addTask { Self.blockOnPurpose(atMost: .seconds(30)) }
            }
            for await _ in group {}
        }
    }

    /// Sleeps in the kernel on whatever thread calls it, as a thread waiting on a lock does,
    /// for `limit` at most (the watchdog stops the process long before, or the test below fails).
    @inline(never)
    static func blockOnPurpose(atMost limit: Duration) {
        let end = ContinuousClock.now + limit
        while ContinuousClock.now < end { usleep(50_000) }
    }

    @Test("A pool that never moves again stops the run with the stacks instead of hanging it")
    func stopsTheRunOnADeadlock() async throws {
        guard !Self.isTheChild else { return }
        let output = try await Self.runInAChild(
            "deadlockThePoolOnPurpose", environment: ["COLR_POOL_DEADLOCK_LIMIT": "3"])
        let text = output.stdout + output.stderr
        #expect(output.status == 70, "\(text)")
        #expect(text.contains("no test can finish, so the test process stops here"), "\(text)")
        #expect(text.contains("blockOnPurpose"), "\(text)")
    }

    @Test(
        "Prints the capacity of its output pipe (runs only in the child of the test below)",
        .enabled(if: isTheChild))
    func printOutputPipeSize() {
        print("output pipe size: \(colr_output_pipe_size(1))")
        #expect(colr_output_pipe_size(1) > 0, "standard output is a pipe in the child")
    }

    @Test("A test process widens its output pipe, so a reader behind on a busy core stalls no test")
    func theOutputPipeHoldsAMegabyte() async throws {
        guard !Self.isTheChild else { return }
        let output = try await Self.runInAChild("printOutputPipeSize")
        let line = try #require(
            output.stdout.split(separator: "\n").first { $0.hasPrefix("output pipe size: ") },
            "\(output.stdout)")
        let size = try #require(Int(line.dropFirst("output pipe size: ".count)))
        // Linux's default is 64 KiB; an unprivileged process may ask for up to 1 MiB.
        #expect(size >= 1 << 20, "\(size)")
    }

    /// Runs the test named `test` in a child process of this test binary, as the child.
    static func runInAChild(_ test: String, environment: [String: String] = [:]) async throws
        -> ChildProcess.Output
    {
        try await ChildProcess(
            URL(fileURLWithPath: CommandLine.arguments[0]),
            ["--testing-library", "swift-testing", "--filter", test],
            environment: environment.merging(["COLR_WATCHDOG_SELF_TEST": "1"]) { $1 }
        ).run()
    }
}
