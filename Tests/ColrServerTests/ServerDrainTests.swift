import ColrModels
import Logging
import Testing
import Vapor
import ViewKitVapor

@testable import ColrServer
@testable import ColrStore

/// The stop's one log line says how long the store's work took, and names the limit only when
/// it ran out.
@Suite("Server drain")
struct ServerDrainTests {
    /// Drains a server with `running` store operations admitted and never finished, and returns
    /// the lines it logged.
    private func drainLines(running: Int, patience: Duration) async throws -> [String] {
        let lines = LoggingTests.Lines()
        let logger = Logger(label: "colr.drain") { label in JSONLogHandler(label: label, write: lines.write) }
        let app = try await Application.make(.testing)
        let live = await app.mount(viewKit: [], configuration: ViewKitConfiguration(secret: "drain-test"))
        let gate = StoreGate()
        for _ in 0..<running { try gate.enter() }
        let drain = ServerDrain(viewKit: live, gate: gate, logger: logger, patience: patience)
        await drain.drain()
        #expect(drain.isDraining)
        // A second call is the same stop: it logs nothing more.
        await drain.drain()
        for _ in 0..<running { gate.leave() }
        try await app.asyncShutdown()
        return lines.all.withLock { $0 }.compactMap { line in
            guard case .string(let message)? = (try? JSONValue.parse(Array(line.utf8.dropLast())))?["message"]
            else { return nil }
            return message
        }
    }

    @Test func aStopWithNothingRunningSaysHowLongItTook() async throws {
        let lines = try await drainLines(running: 0, patience: .seconds(10))
        try #require(lines.count == 1)
        #expect(lines[0].hasPrefix("stopping: told 0 open pages; store operations finished within "))
        #expect(!lines[0].contains("limit"), "no limit ran out: \(lines[0])")
    }

    @Test func aStopThatRunsOutOfPatienceNamesTheLimit() async throws {
        let lines = try await drainLines(running: 2, patience: .milliseconds(50))
        try #require(lines.count == 1)
        #expect(lines[0].contains("2 store operations still running when the"))
        #expect(lines[0].contains("limit ran out"))
        #expect(!lines[0].contains("finished within"))
    }
}
