import Foundation
import PoolWatchdogC
import Synchronization

/// A few threads of their own that run the jobs of CPU-heavy tests, so those never occupy
/// Swift's cooperative pool.
///
/// The pool has one thread per core. A test that computes for a second (a deflate round trip,
/// thousands of parses in a debug build) holds a pool thread that long, and every server,
/// timer and continuation of the tests running beside it waits behind it. On these threads the
/// system scheduler shares the cores between the heavy tests and the pool instead, so the
/// pool's jobs wait milliseconds, not seconds. Two lanes: enough to keep both cores busy, few
/// enough that the pool's threads always get their share.
public final class ComputeLanes: TaskExecutor, @unchecked Sendable {
    /// The lanes every `.offPool` test runs on.
    public static let shared = ComputeLanes(width: 2)

    /// The lanes' threads (kernel ids), to tell whether code runs on one.
    private let threads = Mutex<Set<Int32>>([])
    /// Every lane's thread, of every instance: they run jobs, but beside the pool.
    static let allThreads = Mutex<Set<Int32>>([])
    private let ready = NSCondition()
    private var jobs: [UnownedJob] = []
    private var next = 0

    /// Starts `width` lanes of their own, for a test whose timing must not depend on the tests
    /// running beside it (`.offPool(lanes:)`). They run for the life of the process.
    public init(width: Int) {
        for lane in 0..<width {
            let thread = Thread { [self] in
                // Named from inside: on Linux a thread otherwise keeps its creator's name.
                Thread.current.name = "compute lane \(lane + 1)"
                // Beside the pool, and behind it: when they share a core (one core, or a
                // loaded machine), the pool's threads run first.
                colr_lower_thread_priority()
                let id = colr_watchdog_thread_id()
                threads.withLock { _ = $0.insert(id) }
                Self.allThreads.withLock { _ = $0.insert(id) }
                work()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// Whether the caller runs on one of these lanes.
    public var runsCurrentThread: Bool {
        let current = colr_watchdog_thread_id()
        return threads.withLock { $0.contains(current) }
    }

    /// Queues a job for the next free lane.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        ready.lock()
        jobs.append(job)
        ready.signal()
        ready.unlock()
    }

    /// A lane's loop: takes the oldest job and runs it until it suspends, for the life of the
    /// process.
    private func work() {
        while true {
            ready.lock()
            while next == jobs.count { ready.wait() }
            let job = jobs[next]
            next += 1
            if next > 1024, next * 2 > jobs.count {  // drop the jobs already run now and then
                jobs.removeFirst(next)
                next = 0
            }
            ready.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
