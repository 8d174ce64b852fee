import Foundation
import PoolWatchdogC
import Synchronization
import Testing

/// Fails the test run, with the blocking stack, when Swift's cooperative thread pool stops
/// running work.
///
/// The pool has one thread per core (two on the machines we test on). A test that blocks one
/// of them (a process read to its end, a `waitUntilExit`, a semaphore, a long synchronous
/// loop) makes every timer and continuation behind it late, and some other test fails far
/// away with a timing that makes no sense. So a thread of its own, started before any test by
/// `PoolWatchdogC`, queues a tiny probe on the pool every 100 ms. When one has waited longer
/// than the limit (1 s, or `COLR_POOL_STALL_LIMIT` seconds), it asks the pool's threads for
/// their stacks and records an issue with them, which fails the run, if one of them holds the
/// pool: blocked in a call, or computing (a thread that only waits for a core, on a machine
/// loaded by other work, is not reported). While the kernel reports the machine short of
/// cores, IO or memory (``MachinePressure``), a stall must last five times the limit before it
/// is reported. A stall of two minutes (`COLR_POOL_DEADLOCK_LIMIT` seconds) is a deadlock: the
/// stacks go to standard error and the process exits, rather than hang the run until its job
/// is killed. `COLR_POOL_WATCHDOG=0` turns it off, for a debugger session.
enum PoolWatchdog {
    /// At most this many stalls are reported: the first ones name the culprits.
    static let maximumReports = 20

    private static let detector = Mutex(StallDetector(limit: .seconds(1)))

    /// How many stalls have been reported in this process.
    static let reports = Atomic<Int>(0)

    /// The watchdog's loop; runs on its own thread for the life of the process.
    static func run() {
        let environment = ProcessInfo.processInfo.environment
        guard environment["COLR_POOL_WATCHDOG"] != "0" else { return }
        let seconds = environment["COLR_POOL_STALL_LIMIT"].flatMap(Double.init) ?? 1
        let limit = Duration.milliseconds(Int(seconds * 1000))
        let deadlock = environment["COLR_POOL_DEADLOCK_LIMIT"].flatMap(Double.init) ?? 120
        detector.withLock {
            $0 = StallDetector(limit: limit, deadlock: .milliseconds(Int(deadlock * 1000)))
        }
        var reported: Set<String> = []
        while reported.count < maximumReports {
            usleep(100_000)
            switch detector.withLock({ $0.step(now: .now) }) {
            case .queue:
                Task.detached(priority: .medium) { detector.withLock { $0.probeRan() } }
            case .wait:
                break
            case .deadlocked(let waited):
                // Nothing will run on the pool again, so no test can end, and the run would
                // hang until its job is killed, saying nothing. It stops now, with the stacks.
                guard let stacks = PoolStacks.sample(allowingPressure: true) else {
                    detector.withLock { $0.dismiss() }
                    continue
                }
                FileHandle.standardError.write(Data(deadlockMessage(waited: waited, stacks: stacks).utf8))
                _exit(70)
            case .report(let waited):
                // A late probe while no pool thread holds the pool is a busy machine (other
                // processes, the compute lanes), not a blocked pool: looked at again later.
                // On a machine short of cores, IO or memory, threads stall in the kernel now
                // and then whatever the code does: there a stall must last five times the limit.
                let patient = waited < limit * 5
                guard let stacks = PoolStacks.sample(allowingPressure: !patient) else {
                    detector.withLock { $0.dismiss() }
                    continue
                }
                // A blocking test stalls the pool again whenever Dispatch lends the pool another
                // thread; the same stacks are reported once.
                let frames = stacks.split(separator: "\n").filter { !$0.hasPrefix("thread ") }
                guard reported.insert(frames.joined(separator: "\n")).inserted else { continue }
                Issue.record(Comment(rawValue: message(waited: waited, limit: seconds, stacks: stacks)))
                reports.add(1, ordering: .relaxed)
            }
        }
    }

    /// What the issue says: how long, what to do, and where the pool's threads were.
    static func message(waited: Duration, limit: Double, stacks: String) -> String {
        let (whole, fraction) = waited.components
        let seconds = String(format: "%.1f", Double(whole) + Double(fraction) / 1e18)
        return """
            Swift's cooperative thread pool ran nothing for \(seconds) s (the limit is \(limit) s): \
            something blocks its threads, and every test waiting on a timer, a server or a \
            continuation waits with it. Move the blocking work off the pool: TestSupport's \
            ChildProcess for programs, DedicatedThread.run for blocking calls, the .offPool trait for \
            tests that compute for long. The pool's threads were here:
            \(stacks)
            """
    }
}

extension PoolWatchdog {
    /// What is printed before the process stops on a deadlocked pool.
    static func deadlockMessage(waited: Duration, stacks: String) -> String {
        let seconds = waited.components.seconds
        return """

            error: Swift's cooperative thread pool has run nothing for \(seconds) s: its threads \
            wait on each other and no test can finish, so the test process stops here instead \
            of hanging. Look for a lock held while resuming a continuation or yielding to a \
            stream, or a cancellation handler that takes a lock. The pool's threads were here:
            \(stacks)

            """
    }
}

/// The entry point `PoolWatchdogC` calls on the watchdog's thread.
@_cdecl("colr_pool_watchdog_main")
func poolWatchdogMain() {
    PoolWatchdog.run()
}
