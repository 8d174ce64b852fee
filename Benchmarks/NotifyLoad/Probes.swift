import Foundation
import Logging
import NIOCore
import PostgresNIO
import Synchronization

/// A plain LISTEN on Colr's channel, beside the instances: when PostgreSQL delivers each NOTIFY
/// to a listener that does nothing else. Write sent → here is the write and NOTIFY's share of the
/// latency; here → patch is what an instance adds (its own LISTEN, fan-out, render, socket).
final class NotifyProbe: Sendable {
    let ledger = LedgerBox()
    private let task: Mutex<Task<Void, Never>?> = Mutex(nil)
    private let failure = ClosedBox()

    /// Starts listening on `channel` at `host:port`; returns once the LISTEN is in place.
    func start(host: String, port: Int, user: String, database: String, channel: String) async throws {
        let ready = AsyncStream.makeStream(of: String?.self)
        let configuration = PostgresConnection.Configuration(
            host: host, port: port, username: user, password: nil, database: database, tls: .disable)
        let ledger = ledger
        let failure = failure
        let listener = Task {
            do {
                let connection = try await PostgresConnection.connect(
                    configuration: configuration, id: 1, logger: Logger(label: "notify-probe"))
                defer { Task { try? await connection.close() } }
                try await connection.listen(on: channel) { notifications in
                    ready.continuation.yield(nil)
                    for try await notification in notifications {
                        guard let current = ledger.value.withLock({ $0 }) else { continue }
                        let found = stamps(in: notification.payload, step: current.step)
                        if !found.isEmpty { current.recordHeard(found) }
                    }
                }
            } catch {
                if !Task.isCancelled {
                    failure.value.withLock { $0 = "the NOTIFY probe lost PostgreSQL: \(error)" }
                    ready.continuation.yield("the NOTIFY probe could not listen: \(error)")
                }
            }
        }
        task.withLock { $0 = listener }
        let timer = Task {
            try await Task.sleep(for: .seconds(10))
            ready.continuation.yield("the NOTIFY probe had no LISTEN within 10 s")
        }
        defer { timer.cancel() }
        for await outcome in ready.stream {
            if let outcome { throw LoadError.failed(outcome) }
            return
        }
    }

    /// Why the probe stopped, if it has.
    var failed: String? { failure.value.withLock { $0 } }

    func stop() {
        task.withLock { $0?.cancel() }
    }
}

/// CPU time of the processes the figures depend on, sampled around each step: which of them is
/// busy says where the time goes (the generator itself is one, so its own ceiling shows too).
struct CPUSampler {
    /// A name and the process ids counted under it (PostgreSQL's backends are many).
    let groups: [(name: String, pids: () -> [Int])]

    /// Parses `name=pid,…`; a name ending in `+` also counts the pid's children (PostgreSQL).
    init(spec: String) {
        var groups: [(String, () -> [Int])] = [("load", { [Int(getpid())] })]
        for item in spec.split(separator: ",") {
            let parts = item.split(separator: "=")
            guard parts.count == 2, let pid = Int(parts[1]) else { continue }
            var name = String(parts[0])
            if name.hasSuffix("+") {
                name.removeLast()
                groups.append((name, { [pid] + CPUSampler.children(of: pid) }))
            } else {
                groups.append((name, { [pid] }))
            }
        }
        self.groups = groups
    }

    /// Clock ticks each group has used so far.
    func sample() -> [Double] {
        groups.map { group in group.pids().map(Self.ticks(of:)).reduce(0, +) }
    }

    /// Each group's share of one core between two samples `seconds` apart, as `name 45%`.
    func describe(from before: [Double], to after: [Double], seconds: Double) -> String {
        let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
        return zip(groups, zip(before, after)).map { group, pair in
            "\(group.name) \(Int(((pair.1 - pair.0) / hertz / max(seconds, 0.001) * 100).rounded()))%"
        }.joined(separator: " ")
    }

    static func ticks(of pid: Int) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        // After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else {
            return 0
        }
        return user + system
    }

    static func children(of parent: Int) -> [Int] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap { entry -> Int? in
            guard let pid = Int(entry),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int(fields[1]) == parent ? pid : nil
        }
    }
}
