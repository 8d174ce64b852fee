import Foundation
import NIOCore
import NIOPosix

/// Tag changes across PostgreSQL-backed instances: live sessions on every instance show the same
/// colors' screens, tags are added at a fixed rate R through the HTTP API (of one instance, or of
/// each in turn), and each change's latency is from the write's due time to the first patch
/// carrying its tag on a session of another instance. R steps up until p99 passes the budget.
///
/// `NotifyLoad --urls u1,u2,… [--rates 50,100,…] [--seconds 5] [--colors 16] [--writes one,spread]
///  [--budget-ms 100] [--postgres host:port/database] [--pids name=pid,pg+=pid]`
///
/// It fails loudly and never waits forever: a refused socket, a closed session, a write that is
/// not answered within 15 s or a probe that cannot listen ends the run with the reason.
@main
struct NotifyLoad {
    static func main() async {
        do {
            try await run(Options(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("NotifyLoad: \(error)\n".utf8))
            exit(1)
        }
    }

    struct Options {
        var urls: [(host: String, port: Int)] = []
        var rates: [Double] = [50, 100, 200, 400, 800, 1600, 3200]
        var seconds = 5.0
        var colors = 16
        var writes = ["one", "spread"]
        var budget = 0.100
        /// Where the instances' database is, `host:port/database`, for the plain LISTEN beside them.
        var postgres = "127.0.0.1:54331/colr"
        var pids = ""
        /// The most tags one color gets in a step: a color carries at most 250.
        var tagsPerColor = 200.0

        init(_ arguments: ArraySlice<String>) throws {
            var arguments = arguments
            while let flag = arguments.popFirst() {
                guard let value = arguments.popFirst() else {
                    throw LoadError.failed("\(flag) needs a value")
                }
                let list = value.split(separator: ",").map(String.init)
                switch flag {
                case "--urls":
                    urls = try list.map { url in
                        guard let parsed = URL(string: url), let host = parsed.host, let port = parsed.port
                        else {
                            throw LoadError.failed("not an http://host:port URL: \(url)")
                        }
                        return (host, port)
                    }
                case "--rates": rates = list.compactMap(Double.init)
                case "--seconds": seconds = Double(value) ?? seconds
                case "--colors": colors = max(1, Int(value) ?? colors)
                case "--writes": writes = list
                case "--budget-ms": budget = (Double(value) ?? 100) / 1000
                case "--postgres": postgres = value
                case "--pids": pids = value
                default: throw LoadError.failed("unknown option \(flag)")
                }
            }
            guard !urls.isEmpty else { throw LoadError.failed("--urls names no instance") }
        }
    }

    static func run(_ options: Options) async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let pools = options.urls.map { HTTPPool(host: $0.host, port: $0.port, group: group) }
        let probe = NotifyProbe()
        let address = options.postgres.split(separator: "/", maxSplits: 1)
        let endpoint = (address.first ?? "").split(separator: ":")
        try await probe.start(
            host: String(endpoint.first ?? "127.0.0.1"), port: Int(endpoint.last ?? "") ?? 5432,
            user: "postgres",
            database: address.count > 1 ? String(address[1]) : "postgres", channel: "colr_color_changes")
        let cpu = CPUSampler(spec: options.pids)
        let count = pools.count
        say(
            "NOTIFY across \(count) instance\(count == 1 ? "" : "s"): \(options.colors) colors' screens open on each,"
                + " latency = write due → first patch with its tag on \(count == 1 ? "the same" : "another") instance"
        )
        var step = Int.random(in: 1000..<9000)
        for mode in options.writes {
            say("writes \(mode == "one" ? "through instance 1" : "spread over all instances")")
            var ceiling: Double?
            for rate in options.rates {
                step += 1
                let result = try await runStep(
                    step: step, rate: rate, mode: mode, pools: pools, group: group, probe: probe, cpu: cpu,
                    options: options)
                say(result.line)
                if result.holds {
                    ceiling = rate
                } else {
                    say("  breaks at \(Int(rate))/s: \(result.reason)")
                    break
                }
                // Closed sessions are kept for the grace period (1 s here) and reaped every 5 s:
                // waiting that out keeps the last step's sessions from loading the next.
                try await Task.sleep(for: .seconds(6))
            }
            say(
                "ceiling (\(count) instance\(count == 1 ? "" : "s"), writes \(mode)): "
                    + (ceiling.map { "\(Int($0)) changes/s with p99 under \(Int(options.budget * 1000)) ms" }
                        ?? "none: the lowest rate already breaks"))
        }
        probe.stop()
        for pool in pools { await pool.close() }
        try await group.shutdownGracefully()
    }

    struct StepResult {
        let line: String
        let holds: Bool
        let reason: String
    }

    static func runStep(
        step: Int, rate: Double, mode: String, pools: [HTTPPool], group: any EventLoopGroup,
        probe: NotifyProbe, cpu: CPUSampler, options: Options
    ) async throws -> StepResult {
        let instances = pools.count
        var hexes = Set<String>()
        while hexes.count < options.colors {
            hexes.insert(String(format: "%06x", Int.random(in: 0..<0x100_0000)))
        }
        let colors = Array(hexes)
        // Every color's screen on every instance, each instance's opened in turn.
        let watchers = try await withThrowingTaskGroup(of: [LiveWatcher].self) { tasks in
            for (instance, pool) in pools.enumerated() {
                tasks.addTask {
                    var opened: [LiveWatcher] = []
                    for hex in colors {
                        opened.append(
                            try await LiveWatcher.open(
                                hex: hex, instance: instance, pool: pool, group: group, patience: .seconds(15)
                            ))
                    }
                    return opened
                }
            }
            return try await tasks.reduce(into: []) { $0 += $1 }
        }
        defer { for watcher in watchers { watcher.socket.close(promise: nil) } }
        // Bounded so no color reaches its 250-tag cap within the step.
        let duration = min(options.seconds, options.tagsPerColor * Double(colors.count) / rate)
        let changes = max(1, Int(rate * duration))
        let ledger = Ledger(step: step, changes: changes, instances: instances) {
            mode == "one" ? 0 : $0 % instances
        }
        for watcher in watchers { watcher.book(on: ledger) }
        probe.ledger.value.withLock { $0 = ledger }
        let before = cpu.sample()
        let lead = ledger.now() + 0.05
        var lateness: [Double] = []
        lateness.reserveCapacity(changes)
        try await withThrowingTaskGroup(of: Void.self) { writes in
            for change in 0..<changes {
                let due = lead + Double(change) / rate
                let now = ledger.now()
                if due > now { try await Task.sleep(for: .seconds(due - now)) }
                lateness.append(max(0, ledger.now() - due))
                ledger.recordDue(change, at: due)
                let pool = pools[ledger.writer(of: change)]
                let path = "/api/v1/colors/\(colors[change % colors.count])/tags"
                writes.addTask {
                    let answer = try await pool.send(
                        .POST, path, json: #"{"tags":["zq\#(step)n\#(change)"]}"#)
                    ledger.recordAnswer(
                        change,
                        failure: answer.status == 200
                            ? nil : "POST \(path) gave \(answer.status): \(answer.body.prefix(200))")
                }
            }
            try await writes.waitForAll()
        }
        // The patches still on their way: until all are in, or 10 s after the last was due.
        let last = lead + Double(changes - 1) / rate
        while ledger.remaining > 0, ledger.now() < last + 10 {
            if let closed = watchers.lazy.compactMap(\.closedReason).first { throw LoadError.failed(closed) }
            try await Task.sleep(for: .milliseconds(20))
        }
        let elapsed = ledger.now()
        let usage = cpu.describe(from: before, to: cpu.sample(), seconds: elapsed)
        for watcher in watchers { watcher.book(on: nil) }
        probe.ledger.value.withLock { $0 = nil }
        if let failed = probe.failed { throw LoadError.failed(failed) }
        let summary = ledger.summary()
        let lag = Percentiles(lateness)
        let holds = summary.failures.isEmpty && summary.lost == 0 && summary.remote.p99 < options.budget
        let reason =
            summary.failures.first.map { "\(summary.failures.count) writes failed, first: \($0)" }
            ?? (summary.lost > 0
                ? "\(summary.lost) of \(summary.lost + summary.remote.count) patches never came within 10 s"
                : "p99 \(ms(summary.remote.p99)) ≥ \(Int(options.budget * 1000)) ms")
        let line =
            "\(pad("\(Int(rate))/s", 7)) \(pad("\(changes) changes", 14))"
            + " p50 \(ms(summary.remote.p50)) p99 \(ms(summary.remote.p99)) max \(ms(summary.remote.max))"
            + " | write p50 \(ms(summary.write.p50)) p99 \(ms(summary.write.p99))"
            + " | NOTIFY heard p99 \(ms(summary.notify.p99)), then patch p99 \(ms(summary.afterNotify.p99))"
            + " | send lag p99 \(ms(lag.p99)) | cpu \(usage)"
        return StepResult(line: line, holds: holds, reason: reason)
    }

    /// Writes a line at once (not buffered), so a run piped to a file shows each step as it ends.
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func ms(_ seconds: Double) -> String {
        seconds.isNaN ? "     -" : String(format: "%6.1f", seconds * 1000) + " ms"
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
    }
}
