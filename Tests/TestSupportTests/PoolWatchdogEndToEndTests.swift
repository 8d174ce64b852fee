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
        await withTaskGroup(of: Int.self) { group in
            for _ in 0..<ProcessInfo.processInfo.activeProcessorCount {
                group.addTask { Self.computeOnPurpose(atMost: .seconds(30)) }
            }
            for await _ in group {}
        }
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
        let binary = URL(fileURLWithPath: CommandLine.arguments[0])
        let output = try await ChildProcess(
            binary, ["--testing-library", "swift-testing", "--filter", "holdThePoolOnPurpose"],
            environment: ["COLR_WATCHDOG_SELF_TEST": "1"]
        ).run()
        let text = output.stdout + output.stderr
        #expect(output.status != 0, "\(text)")
        #expect(text.contains("cooperative thread pool ran nothing for"), "\(text)")
        #expect(text.contains("computeOnPurpose"), "\(text)")
    }
}
