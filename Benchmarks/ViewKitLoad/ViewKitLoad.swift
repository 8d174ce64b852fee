import Foundation
import NIOCore
import NIOPosix
import Synchronization
import WebSocketKit

/// Opens N live sessions of the ViewKit demo over real WebSockets, drags a slider in each,
/// and reports event-to-patch latency, server memory per session, and patch size against the
/// full page.
///
///     ViewKitLoad <base-url> <server-pid> [sessions,…] [events per session] [think ms]
///     ViewKitLoad <base-url> <server-pid> sweep <sessions> <rate,…> [seconds per rate]
///
/// The first form is a closed loop (each session sends its next event `think` ms after the
/// last answer). The second is an open loop at each total rate in turn (see ``OpenLoop``),
/// narrowed by bisection to the largest rate whose p99 stays under 10 ms.
///
/// It fails loudly, never waits forever: a socket refused or closed, or an answer that does not
/// come within ``patience``, ends the run with the reason and a non-zero status.
@main
struct ViewKitLoad {
    /// How long any one answer may take before the run is called off.
    static let patience: Duration = .seconds(15)
    /// The p99 the sweep holds the server to.
    static let goal = 0.010

    static func main() async {
        do {
            try await run()
        } catch {
            FileHandle.standardError.write(Data("ViewKitLoad: \(error)\n".utf8))
            exit(1)
        }
    }

    static func run() async throws {
        let arguments = CommandLine.arguments
        guard arguments.count >= 3, let base = URL(string: arguments[1]), let pid = Int32(arguments[2]) else {
            print("usage: ViewKitLoad <base-url> <server-pid> [1,100,1000] [events] [think ms]")
            print("       ViewKitLoad <base-url> <server-pid> sweep <sessions> <rate,…> [seconds per rate]")
            exit(64)
        }
        // The generator's own event loops: two, so that reading answers keeps up with a server
        // on the other core, not one thread of the generator.
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 2)
        if arguments.count > 3, arguments[3] == "sweep" {
            let count = arguments.count > 4 ? Int(arguments[4]) ?? 1000 : 1000
            let rates = (arguments.count > 5 ? arguments[5] : "1000,2000,5000,10000,15000,20000,30000")
                .split(separator: ",").compactMap { Int($0) }
            let duration = Duration.seconds(arguments.count > 6 ? Int(arguments[6]) ?? 5 : 5)
            try await sweep(
                base: base, pid: pid, sessions: count, rates: rates, duration: duration, group: group)
        } else {
            let counts = (arguments.count > 3 ? arguments[3] : "1,100,1000").split(separator: ",").compactMap
            {
                Int($0)
            }
            let events = arguments.count > 4 ? Int(arguments[4]) ?? 10 : 10
            let think = arguments.count > 5 ? Int(arguments[5]) ?? 1000 : 1000
            try await closedLoop(
                base: base, pid: pid, counts: counts, events: events, think: think, group: group)
        }
        try await group.shutdownGracefully()
    }

    static func openSessions(_ count: Int, base: URL, group: any EventLoopGroup) async throws -> [LoadSession]
    {
        var sessions: [LoadSession] = []
        for _ in 0..<count {
            sessions.append(try await LoadSession.open(base: base, group: group, patience: patience))
        }
        return sessions
    }

    static func sweep(
        base: URL, pid: Int32, sessions count: Int, rates: [Int], duration: Duration,
        group: any EventLoopGroup
    ) async throws {
        let sessions = try await openSessions(count, base: base, group: group)
        print(
            "Open loop at \(count) sessions: each rate for \(duration), events spread round-robin over the"
                + " sessions, latency from each event's due time")
        let (_, held, failed) = try await OpenLoop.sweep(
            sessions, rates: rates, duration: duration, serverPID: pid, patience: patience, goal: goal,
            refinements: 4
        ) { step in
            print(
                "\(Measures.pad("\(step.rate) events/s", 16)) p50 \(Measures.ms(step.p50)) p99 \(Measures.ms(step.p99))"
                    + "  answers \(step.answers)/\(step.events) events"
                    + String(
                        format: "  server %.2f cores, generator %.2f cores", step.serverCores,
                        step.generatorCores)
                    + "  generator lag p99 \(Measures.ms(step.lag99))"
                    + (step.allocationsPerEvent.map { String(format: "  %.0f allocations/event", $0) } ?? ""))
        }
        let above = failed.map { " (\($0) events/s did not hold)" } ?? " (every rate tried held)"
        print("largest rate with p99 < 10 ms: \(held.map(String.init) ?? "none") events/s\(above)")
        for session in sessions { try? await session.socket.close() }
    }

    static func closedLoop(
        base: URL, pid: Int32, counts: [Int], events: Int, think: Int, group: any EventLoopGroup
    ) async throws {
        print(
            "ViewKit live load: \(events) slider events per session, closed loop, \(think) ms between a patch and the next event"
        )
        var baseline: (p50: Double, p99: Double)?
        for count in counts {
            let rssBefore = Measures.residentKB(Int(pid))
            let heapBefore = Measures.allocations()
            let sessions = try await openSessions(count, base: base, group: group)
            try await Task.sleep(for: .milliseconds(250))
            let rssAfter = Measures.residentKB(Int(pid))
            let heap = heapBefore.flatMap { before in
                Measures.allocations().map { Double($0.live - before.live) / 1024 / Double(count) }
            }
            let latencies = try await drive(sessions, events: events, think: think)
            let p50 = Measures.percentile(latencies, 0.50)
            let p99 = Measures.percentile(latencies, 0.99)
            if baseline == nil { baseline = (p50, p99) }
            let fullPage = Double(sessions.map(\.fullPageBytes).reduce(0, +)) / Double(sessions.count)
            let patch =
                Double(sessions.map { $0.patchBytes.withLock { $0 } }.reduce(0, +))
                / Double(max(latencies.count, 1))
            let perSession = Double(rssAfter - rssBefore) / Double(count)
            print(
                "\(Measures.pad("\(count) sessions", 14)) p50 \(Measures.ms(p50)) p99 \(Measures.ms(p99))"
                    + "  (×\(Measures.ratio(p99, baseline!.p99)) the 1-session p99)"
                    + "  memory \(Int(perSession)) KB/session  patch \(Int(patch)) B/event vs full page \(Int(fullPage)) B"
                    + " (\(Measures.ratio(patch * 100, fullPage))%)"
                    + (heap.map { String(format: "  heap %.1f KB/session", $0) } ?? ""))
            for session in sessions { try? await session.socket.close() }
            try await Task.sleep(for: .milliseconds(500))
        }
    }

    /// Every session drags its slider `events` times; returns each event's round trip in seconds.
    static func drive(_ sessions: [LoadSession], events: Int, think: Int) async throws -> [Double] {
        try await withThrowingTaskGroup(of: [Double].self) { group in
            for session in sessions {
                group.addTask {
                    var latencies: [Double] = []
                    try await Task.sleep(for: .milliseconds(Int.random(in: 0..<max(think, 1))))
                    for _ in 1...events {
                        let sequence = session.nextSequence.wrappingAdd(1, ordering: .relaxed).oldValue
                        let start = ContinuousClock.now
                        let timer = Task {
                            try await Task.sleep(for: patience)
                            session.waiting.withLock { $0.removeValue(forKey: sequence) }?.resume(
                                throwing: LoadError.failed(
                                    "event \(sequence) had no answer within \(patience)"))
                        }
                        try await withCheckedThrowingContinuation {
                            (continuation: CheckedContinuation<Void, any Error>) in
                            if let reason = session.closed.withLock({ $0 }) {
                                continuation.resume(throwing: LoadError.failed(reason))
                                return
                            }
                            session.waiting.withLock { $0[sequence] = continuation }
                            session.socket.send(session.event(sequence))
                        }
                        timer.cancel()
                        latencies.append(seconds(ContinuousClock.now - start))
                        try await Task.sleep(for: .milliseconds(think))
                    }
                    return latencies
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
    }
}
