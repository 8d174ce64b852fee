#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small timing harness: each case runs in rounds against a baseline measured in the same run,
/// and reports the median round, so a noisy machine moves both figures together.
struct Harness {
    struct Measurement {
        let name: String
        let secondsPerOperation: Double
        var operationsPerSecond: Double { 1 / secondsPerOperation }
    }

    let rounds: Int
    let roundDuration: Duration
    /// Whether rounds are timed by the thread's CPU time rather than the wall clock.
    var usesCPUTime = false

    /// Seconds per operation for `body`, which performs `operations` operations per call.
    func measure(_ name: String, operations: Int = 1, _ body: () -> Void) -> Measurement {
        let clock = ContinuousClock()
        body()  // warm caches and lazy state outside the timed rounds
        let limit = roundDuration.seconds
        var samples: [Double] = []
        for _ in 0..<rounds {
            var calls = 0
            let start = usesCPUTime ? Self.threadCPUSeconds() : 0
            let wallStart = clock.now
            var elapsed = 0.0
            // Calls run in batches between clock readings, growing while a batch is short, so
            // reading the clock (a system call for CPU time) does not weigh on short operations.
            var batch = 1
            repeat {
                for _ in 0..<batch { body() }
                calls += batch
                elapsed = usesCPUTime ? Self.threadCPUSeconds() - start : (clock.now - wallStart).seconds
                if elapsed * 64 < limit { batch *= 2 }
            } while elapsed < limit
            samples.append(elapsed / Double(calls * operations))
        }
        samples.sort()
        return Measurement(name: name, secondsPerOperation: samples[samples.count / 2])
    }

    /// The CPU time this thread has used, in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// Prints a candidate against its baseline, as a ratio of throughputs.
    static func report(_ candidate: Measurement, against baseline: Measurement, goal: String? = nil) {
        let ratio = baseline.secondsPerOperation / candidate.secondsPerOperation
        // A candidate slower than its baseline (PNG encoding against rendering) would read 0.1×
        // or 0.2× with one decimal, so it gets two, and the time multiple is spelled out.
        let shown =
            ratio < 1 ? "\(decimal(ratio, 2))× (\(decimal(1 / ratio, 1))× its time)" : "\(decimal(ratio, 1))×"
        print(
            "\(pad(candidate.name, 34)) \(pad(format(candidate.secondsPerOperation), 10)) "
                + "\(pad(rate(candidate.operationsPerSecond), 12)) vs \(pad(baseline.name, 30)) "
                + "\(pad(format(baseline.secondsPerOperation), 10)) ratio \(shown)"
                + (goal.map { "  goal: \($0)" } ?? ""))
    }

    static func format(_ seconds: Double) -> String {
        switch seconds {
        case ..<1e-6: return decimal(seconds * 1e9, 1) + " ns"
        case ..<1e-3: return decimal(seconds * 1e6, 2) + " µs"
        case ..<1: return decimal(seconds * 1e3, 3) + " ms"
        default: return decimal(seconds, 2) + " s"
        }
    }

    static func rate(_ perSecond: Double) -> String {
        perSecond >= 1e6 ? decimal(perSecond / 1e6, 2) + " M/s" : decimal(perSecond / 1e3, 1) + " k/s"
    }

    static func decimal(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return digits == 0 ? String(Int(rounded)) : String(rounded)
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

extension Duration {
    var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) * 1e-18
    }
}

/// Keeps the optimizer from discarding work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
