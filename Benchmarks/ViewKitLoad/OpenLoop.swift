import Foundation
import NIOCore

/// Open loop: events go out at a fixed total rate, spread round-robin over the sessions, on a
/// schedule that does not wait for answers, so a server that falls behind shows it as latency
/// (queueing) instead of as a slower generator. Each event's latency runs from the moment the
/// schedule says it is due, not from when it went out, so a late generator cannot hide delay.
enum OpenLoop {
    struct Step {
        let rate: Int
        let events: Int
        let answers: Int
        let p50: Double
        let p99: Double
        /// How far behind its schedule the generator sent, at the 99th percentile of its ticks.
        let lag99: Double
        /// Cores the server and the generator each used during the step.
        let serverCores: Double
        let generatorCores: Double
        /// The server's allocations per event sent, when it counts them (see ``Measures/allocations()``).
        let allocationsPerEvent: Double?
    }

    /// Sends `rate` events a second for `duration` over `sessions`, waits for every answer, and
    /// reports latency and CPU. Fails when an answer does not come within `patience`.
    static func step(
        _ sessions: [LoadSession], rate: Int, duration: Duration, serverPID: Int32, patience: Duration
    ) async throws -> Step {
        for session in sessions { session.open.withLock { $0 = .init() } }
        let clock = ContinuousClock()
        let total = max(1, Int(Double(rate) * seconds(duration)))
        let interval = Duration.seconds(1) / rate
        let start = clock.now + .milliseconds(20)
        let serverCPU = Measures.cpuSeconds(serverPID)
        let ownCPU = Measures.cpuSeconds(getpid())
        let allocationsBefore = Measures.allocations()
        var sent = 0
        var lags: [Double] = []
        try await clock.sleep(until: start)
        while sent < total {
            let now = clock.now
            let due = min(total, Int(seconds(now - start) * Double(rate)) + 1)
            if due > sent { lags.append(seconds(now - (start + interval * sent))) }
            // One hop to each socket's event loop per tick, not one per event.
            var batches: [ObjectIdentifier: (any EventLoop, [(LoadSession, String)])] = [:]
            while sent < due {
                let session = sessions[sent % sessions.count]
                let sequence = session.nextSequence.wrappingAdd(1, ordering: .relaxed).oldValue
                let scheduled = start + interval * sent
                session.open.withLock { $0.pending.append((sequence, scheduled)) }
                let loop = session.socket.eventLoop
                batches[ObjectIdentifier(loop), default: (loop, [])].1.append(
                    (session, session.event(sequence)))
                sent += 1
            }
            for (loop, messages) in batches.values {
                loop.execute { for (session, text) in messages { session.socket.send(text) } }
            }
            try await clock.sleep(for: .milliseconds(1))
        }
        let sendingEnded = clock.now
        let serverUsed = Measures.cpuSeconds(serverPID) - serverCPU
        let ownUsed = Measures.cpuSeconds(getpid()) - ownCPU
        let wall = seconds(sendingEnded - start)
        // Every event answered, or the run is called off.
        let deadline = clock.now + patience
        while sessions.contains(where: { $0.open.withLock { $0.head < $0.pending.count } }) {
            if let reason = sessions.lazy.compactMap({ $0.closed.withLock { $0 } }).first {
                throw LoadError.failed(reason)
            }
            guard clock.now < deadline else {
                throw LoadError.failed("at \(rate) events/s, some events had no answer within \(patience)")
            }
            try await clock.sleep(for: .milliseconds(10))
        }
        // The counter's file is rewritten every 100 ms.
        try await clock.sleep(for: .milliseconds(250))
        let allocationsAfter = Measures.allocations()
        var latencies: [Double] = []
        latencies.reserveCapacity(total)
        var answers = 0
        for session in sessions {
            session.open.withLock {
                latencies += $0.latencies
                answers += $0.answers
            }
        }
        return Step(
            rate: rate, events: total, answers: answers, p50: Measures.percentile(latencies, 0.5),
            p99: Measures.percentile(latencies, 0.99), lag99: Measures.percentile(lags, 0.99),
            serverCores: serverUsed / wall, generatorCores: ownUsed / wall,
            allocationsPerEvent: allocationsBefore.flatMap { before in
                allocationsAfter.map { Double($0.count - before.count) / Double(total) }
            })
    }

    /// Steps through `rates`, then narrows the step between the last rate held (p99 under
    /// `goal`, in one of two tries) and the first not held by bisection; returns every step and
    /// the largest rate held.
    static func sweep(
        _ sessions: [LoadSession], rates: [Int], duration: Duration, serverPID: Int32, patience: Duration,
        goal: Double, refinements: Int, report: (Step) -> Void
    ) async throws -> (steps: [Step], held: Int?, failed: Int?) {
        var steps: [Step] = []
        var held: Int?
        var failed: Int?
        // A rate that misses the goal is tried once more, and fails only if it misses again: one
        // stall of the machine (another process, a page-out) would otherwise end the sweep.
        func run(_ rate: Int) async throws -> Bool {
            for _ in 0..<2 {
                let step = try await Self.step(
                    sessions, rate: rate, duration: duration, serverPID: serverPID, patience: patience)
                steps.append(step)
                report(step)
                // Let queues drain and sockets go quiet before the next rate.
                try await Task.sleep(for: .milliseconds(500))
                if step.p99 < goal { return true }
            }
            return false
        }
        for rate in rates {
            if try await run(rate) {
                held = max(held ?? 0, rate)
            } else {
                failed = rate
                break
            }
        }
        guard var low = held, var high = failed else { return (steps, held, failed) }
        for _ in 0..<refinements where high - low > max(100, low / 20) {
            let middle = (low + high) / 2 / 100 * 100
            if try await run(middle) { low = middle } else { high = middle }
        }
        return (steps, low, high)
    }
}
