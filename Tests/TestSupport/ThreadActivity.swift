import Foundation

/// What a thread of this process is doing, from `/proc/self/task/<id>/stat`: whether it is
/// blocked in a call, and how much processor time it has used.
///
/// The pool watchdog uses it to tell a pool thread that holds the pool (blocked, or computing)
/// from one that is only waiting for a core on a machine loaded by other work, which no test
/// can fix.
struct ThreadActivity: Equatable, Sendable {
    /// The kernel's one-letter state: R running or runnable, S sleeping, D in uninterruptible
    /// IO, and others.
    let state: Character
    /// User and system time used, in clock ticks.
    let ticks: Int

    /// Whether the thread waits in a call (a read, a lock, a semaphore) rather than for a core.
    var isBlocked: Bool { state == "S" || state == "D" }

    /// Reads a thread's activity; nil once it has exited.
    static func read(thread: Int32) -> ThreadActivity? {
        guard let text = try? String(contentsOfFile: "/proc/self/task/\(thread)/stat", encoding: .utf8) else {
            return nil
        }
        return parse(text)
    }

    /// Parses a `stat` line. The command name (field 2) is in parentheses and may hold spaces, so
    /// fields are counted from the last closing parenthesis: state, then utime and stime as the
    /// 12th and 13th fields after it.
    static func parse(_ text: String) -> ThreadActivity? {
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let state = fields[0].first,
            let user = Int(fields[11]), let system = Int(fields[12])
        else { return nil }
        return ThreadActivity(state: state, ticks: user + system)
    }

    /// This whole process's user and system time, in clock ticks; nil if unreadable.
    static func process() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8) else { return nil }
        return parse(text)?.ticks
    }

    /// Whether, over two readings `window` apart, a pool thread held its place on the pool:
    /// blocked in a call at both, or running while this process got at least half a core.
    ///
    /// A machine loaded by other work (a build beside the tests) leaves the process little
    /// time; its pool threads then wait for a core, which no test can fix, and are not held.
    static func holdsThePool(
        before: ThreadActivity, after: ThreadActivity, processTicks: Int, window: Duration
    ) -> Bool {
        if before.isBlocked && after.isBlocked { return true }
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        let (seconds, attoseconds) = window.components
        let windowTicks = (Double(seconds) + Double(attoseconds) / 1e18) * ticksPerSecond
        return !after.isBlocked && Double(processTicks) >= windowTicks / 2
    }
}
