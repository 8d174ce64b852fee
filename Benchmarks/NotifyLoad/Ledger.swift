import Foundation
import Synchronization

/// What one rate step recorded, per change: when it was due to be sent, when its write was
/// answered, when PostgreSQL delivered its NOTIFY to a plain listener, and when a patch carrying
/// it reached a live session on each instance. Times are seconds since the step's start.
///
/// Every callback (NIO event loops, tasks) writes here under one lock; the lock is held for a few
/// array stores, so it is never what the figures measure.
final class Ledger: Sendable {
    /// The step's number, which every stamp carries, so a late patch of an earlier step is ignored.
    let step: Int
    let changes: Int
    let instances: Int
    let start: ContinuousClock.Instant
    private let state: Mutex<State>

    struct State {
        var due: [Double]
        var writer: [Int]
        var answered: [Double]
        var failures: [String] = []
        var heard: [Double]
        /// `arrived[change * instances + instance]`: the first patch carrying the change there.
        var arrived: [Double]
        var remaining: Int
    }

    init(step: Int, changes: Int, instances: Int, writers: (Int) -> Int) {
        self.step = step
        self.changes = changes
        self.instances = instances
        self.start = .now
        let writer = (0..<changes).map(writers)
        // With one instance its own sessions are the only ones; with more, only the others count.
        let expected = instances == 1 ? changes : changes * (instances - 1)
        state = Mutex(
            State(
                due: Array(repeating: .nan, count: changes), writer: writer,
                answered: Array(repeating: .nan, count: changes),
                heard: Array(repeating: .nan, count: changes),
                arrived: Array(repeating: .nan, count: changes * instances), remaining: expected))
    }

    /// Seconds since the step started.
    func now() -> Double { seconds(ContinuousClock.now - start) }

    /// The instance that writes `change`.
    func writer(of change: Int) -> Int { state.withLock { $0.writer[change] } }

    func recordDue(_ change: Int, at time: Double) { state.withLock { $0.due[change] = time } }

    func recordAnswer(_ change: Int, failure: String?) {
        let time = now()
        state.withLock { state in
            state.answered[change] = time
            if let failure { state.failures.append(failure) }
        }
    }

    /// PostgreSQL delivered a NOTIFY carrying these changes to the benchmark's own listener.
    func recordHeard(_ changes: [Int]) {
        let time = now()
        state.withLock { state in
            for change in changes where change < self.changes && state.heard[change].isNaN {
                state.heard[change] = time
            }
        }
    }

    /// A patch on `instance` carried these changes.
    func recordArrival(_ changes: [Int], on instance: Int) {
        let time = now()
        state.withLock { state in
            for change in changes where change < self.changes {
                let slot = change * instances + instance
                guard state.arrived[slot].isNaN else { continue }
                state.arrived[slot] = time
                if instances == 1 || state.writer[change] != instance { state.remaining -= 1 }
            }
        }
    }

    /// How many remote arrivals are still missing.
    var remaining: Int { state.withLock { $0.remaining } }

    /// How many writes are still unanswered.
    var unanswered: Int { state.withLock { $0.answered.filter(\.isNaN).count } }

    /// The step's figures.
    func summary() -> Summary {
        state.withLock { state in
            var remote: [Double] = []
            var lost = 0
            var delivery: [Double] = []
            for change in 0..<changes {
                let due = state.due[change]
                guard !due.isNaN else { continue }
                for instance in 0..<instances where instances == 1 || instance != state.writer[change] {
                    let arrived = state.arrived[change * instances + instance]
                    if arrived.isNaN {
                        lost += 1
                    } else {
                        remote.append(arrived - due)
                        // From PostgreSQL's delivery to the patch: the instance's own share.
                        if !state.heard[change].isNaN { delivery.append(arrived - state.heard[change]) }
                    }
                }
            }
            let write = zip(state.answered, state.due).compactMap { $0.isNaN || $1.isNaN ? nil : $0 - $1 }
            let notify = zip(state.heard, state.due).compactMap { $0.isNaN || $1.isNaN ? nil : $0 - $1 }
            return Summary(
                remote: Percentiles(remote), write: Percentiles(write), notify: Percentiles(notify),
                afterNotify: Percentiles(delivery), lost: lost, failures: state.failures)
        }
    }
}

/// A step's figures: remote is write sent → patch on another instance; write is the HTTP answer;
/// notify is write sent → NOTIFY at a plain listener; afterNotify is that NOTIFY → the patch.
struct Summary {
    let remote: Percentiles
    let write: Percentiles
    let notify: Percentiles
    let afterNotify: Percentiles
    let lost: Int
    let failures: [String]
}

/// p50, p99 and max of a set of durations in seconds.
struct Percentiles {
    let count: Int
    let p50: Double
    let p99: Double
    let max: Double

    init(_ values: [Double]) {
        let sorted = values.sorted()
        count = sorted.count
        func at(_ fraction: Double) -> Double {
            sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
        }
        p50 = at(0.50)
        p99 = at(0.99)
        max = sorted.last ?? .nan
    }
}

/// A duration in seconds.
func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
}

/// The stamps `zq<step>n<change>` in a message, for `step`: which changes it carries.
func stamps(in text: String, step: Int) -> [Int] {
    var found: [Int] = []
    var bytes = text.utf8[...]
    while let z = bytes.firstIndex(of: UInt8(ascii: "z")) {
        bytes = bytes[bytes.index(after: z)...]
        guard bytes.first == UInt8(ascii: "q") else { continue }
        bytes = bytes.dropFirst()
        guard let stepNumber = number(&bytes), bytes.first == UInt8(ascii: "n") else { continue }
        bytes = bytes.dropFirst()
        guard let change = number(&bytes) else { continue }
        if stepNumber == step { found.append(change) }
    }
    return found
}

/// The decimal number at the start of `bytes`, consumed; nil when there is none.
private func number(_ bytes: inout Substring.UTF8View) -> Int? {
    var value = 0
    var digits = 0
    while let byte = bytes.first, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 12 {
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
        digits += 1
        bytes = bytes.dropFirst()
    }
    return digits == 0 ? nil : value
}
