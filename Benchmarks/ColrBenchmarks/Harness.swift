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

    /// Seconds per operation for `body`, which performs `operations` operations per call.
    func measure(_ name: String, operations: Int = 1, _ body: () -> Void) -> Measurement {
        let clock = ContinuousClock()
        body()  // warm caches and lazy state outside the timed rounds
        var samples: [Double] = []
        for _ in 0..<rounds {
            var calls = 0
            let start = clock.now
            var elapsed = Duration.zero
            repeat {
                body()
                calls += 1
                elapsed = clock.now - start
            } while elapsed < roundDuration
            samples.append(elapsed.seconds / Double(calls * operations))
        }
        samples.sort()
        return Measurement(name: name, secondsPerOperation: samples[samples.count / 2])
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
