/// When the pool watchdog queues a probe and when it reports a stall: a pure state machine,
/// fed the time by ``PoolWatchdog``, so that its rules are tested without stalling anything.
struct StallDetector: Sendable {
    /// What the watchdog does on one look.
    enum Step: Equatable {
        /// No probe is waiting: queue one on the pool.
        case queue
        /// The probe waits, within the limit or already reported: nothing to do.
        case wait
        /// The probe has waited past the limit, for this long: report the stall once.
        case report(waited: Duration)
        /// The probe has waited past ``deadlock``: the pool will not move again (two threads
        /// waiting on each other), and the run stops rather than hang until someone kills it.
        case deadlocked(waited: Duration)
    }

    /// How long a probe may wait for the pool before the stall is reported.
    let limit: Duration
    /// How long a probe may wait before the pool is taken as deadlocked. No test holds the
    /// pool this long on purpose, and a loaded machine delays a probe by seconds, not minutes.
    let deadlock: Duration
    private var queuedAt: ContinuousClock.Instant?
    private var reported = false
    private var deadlockReported = false

    /// A detector that reports waits longer than `limit`, and a deadlock after `deadlock`.
    init(limit: Duration, deadlock: Duration = .seconds(120)) {
        self.limit = limit
        self.deadlock = deadlock
    }

    /// What to do at `now`.
    mutating func step(now: ContinuousClock.Instant) -> Step {
        guard let queuedAt else {
            queuedAt = now
            return .queue
        }
        let waited = now - queuedAt
        if !deadlockReported, waited > deadlock {
            deadlockReported = true
            return .deadlocked(waited: waited)
        }
        guard !reported, waited > limit else { return .wait }
        reported = true
        return .report(waited: waited)
    }

    /// The stall turned out not to be one to report (no pool thread held the pool): the
    /// next look decides again.
    mutating func dismiss() {
        reported = false
        deadlockReported = false
    }

    /// The probe ran: the pool is moving again, and the next stall is a new one.
    mutating func probeRan() {
        queuedAt = nil
        reported = false
        deadlockReported = false
    }
}
