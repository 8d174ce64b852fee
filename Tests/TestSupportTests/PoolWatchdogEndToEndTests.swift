import Foundation
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
        let (start, ticks) = (ContinuousClock.now, ThreadActivity.process() ?? 0)
        await withTaskGroup(of: Int.self) { group in
            for _ in 0..<ProcessInfo.processInfo.activeProcessorCount {
                group.addTask { Self.computeOnPurpose(atMost: .seconds(30)) }
            }
            for await _ in group {}
        }
        // The watchdog reports a hold only while the process gets the cores it computes on; if
        // it said nothing, this says whether the machine starved the hold (other work beside it).
        print(Self.share(ticks: (ThreadActivity.process() ?? 0) - ticks, over: ContinuousClock.now - start))
    }

    /// How much of a core a process got: "held the pool for 30.0 s with 4.2 s of CPU (14 % of
    /// a core)".
    static func share(ticks: Int, over wall: Duration) -> String {
        let seconds = Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18
        let cpu = Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK)))
        let percent = seconds > 0 ? Int((100 * cpu / seconds).rounded()) : 0
        return String(
            format: "held the pool for %.1f s with %.1f s of CPU (%d %% of a core)", seconds, cpu, percent)
    }

    /// Computes without a pause, on whatever thread calls it, until the watchdog has reported
    /// (or `limit` has passed, and then the test above fails).
    @inline(never)
    static func computeOnPurpose(atMost limit: Duration) -> Int {
        let end = ContinuousClock.now + limit
        var sum = 0
        while ContinuousClock.now < end, PoolWatchdog.reports.load(ordering: .relaxed) == 0 {
            for step in 0..<10_000 { sum &+= step &* 31 }
        }
        return sum
    }

    @Test("A test that holds the pool fails its run, and the report names the function")
    func reportsTheTestThatHoldsThePool() async throws {
        guard !Self.isTheChild else { return }
        let output = try await Self.runInAChild("holdThePoolOnPurpose")
        let text = output.stdout + output.stderr
        // A starved child (the watchdog rightly blames the machine, not the hold) says how much
        // of a core it got: the failure says so first.
        let starved = text.split(separator: "\n").first { $0.contains("held the pool for") }.map(String.init)
        #expect(output.status != 0, "\(starved ?? "") \(text)")
        #expect(text.contains("cooperative thread pool ran nothing for"), "\(text)")
        #expect(text.contains("computeOnPurpose"), "\(text)")
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

    @Test("A hold says how much of a core it got")
    func shareOfACore() {
        let hz = Int(sysconf(Int32(_SC_CLK_TCK)))
        #expect(
            Self.share(ticks: 3 * hz, over: .seconds(10))
                == "held the pool for 10.0 s with 3.0 s of CPU (30 % of a core)")
    }
}
