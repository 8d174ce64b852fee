import Foundation

/// A clock whose sleeps return at once and are recorded, so retry backoff costs tests no time
/// and they can assert the waits the client asked for.
///
/// Sleeping still honors cancellation, as a real clock's does.
public final class ImmediateClock: Clock, @unchecked Sendable {
    /// A point on the clock: how far it has been advanced from zero.
    public struct Instant: InstantProtocol {
        /// Time since the clock's start.
        public var offset: Duration

        /// Creates an instant.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Earlier instants come first.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    // Unchecked Sendable: `current` and `recorded` are touched only under `lock`.
    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var recorded: [Duration] = []

    /// Creates a clock at zero.
    public init() {}

    /// The current instant: zero plus every sleep so far.
    public var now: Instant { lock.withLock { current } }

    /// Sleeps take no time, so the resolution is perfect.
    public var minimumResolution: Duration { .zero }

    /// Every sleep asked for, in order.
    public var sleeps: [Duration] { lock.withLock { recorded } }

    /// Records the sleep, advances the clock to `deadline`, and returns without waiting.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        lock.withLock {
            recorded.append(current.duration(to: deadline))
            if current < deadline { current = deadline }
        }
        await Task.yield()
    }
}
