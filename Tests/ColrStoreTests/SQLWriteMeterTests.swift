import ColrDomain
import ColrModels
import ColrTestKit
import SQLKit
import Testing

@testable import ColrStore

/// Write limits that hold for the whole cluster: every instance's meter charges the same
/// buckets in PostgreSQL.
@Suite("Write allowances in PostgreSQL", .serialized)
struct SQLWriteMeterTests {
    /// Four instances' meters over one database, as four `colr serve` behind a balancer.
    static func meters(
        _ server: TestServer, count: Int = 4, perMinute: Double = 0.001, burst: Double = 5,
        pruneEvery: Int = 1000
    ) throws -> [SQLWriteMeter] {
        let first = try #require(server.app.colr.store as? SQLColorStore)
        return (0..<count).map { _ in
            SQLWriteMeter(
                store: SQLColorStore(database: first.database), perMinute: perMinute, burst: burst,
                pruneEvery: pruneEvery)
        }
    }

    @Test("Four instances, one client: one client's limit in all", .postgresTimeLimit)
    func oneLimitAcrossInstances() async throws {
        try await TestServer.with(.postgres, seed: false) { server in
            let meters = try Self.meters(server)
            var allowed = 0
            var waits: [Int] = []
            for attempt in 0..<20 {
                do throws(ColrError) {
                    try await meters[attempt % meters.count].charge("203.0.113.7", cost: 1)
                    allowed += 1
                } catch {
                    guard case .rateLimited(let seconds) = error else { throw error }
                    waits.append(seconds)
                }
            }
            #expect(allowed == 5, "the burst, once, not once per instance")
            #expect(waits.count == 15 && waits.allSatisfy { $0 >= 1 })
            // Another client has its own bucket.
            try await meters[3].charge("198.51.100.2", cost: 5)
            await #expect(throws: ColrError.self) { try await meters[0].charge("198.51.100.2", cost: 1) }
        }
    }

    @Test("Instances charging at once take no more than the burst", .postgresTimeLimit)
    func concurrentChargesHoldTheLimit() async throws {
        try await TestServer.with(.postgres, seed: false) { server in
            let meters = try Self.meters(server, burst: 10)
            let allowed = await withTaskGroup(of: Bool.self) { group in
                for attempt in 0..<40 {
                    group.addTask {
                        (try? await meters[attempt % meters.count].charge("203.0.113.9", cost: 1)) != nil
                    }
                }
                return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(allowed == 10)
        }
    }

    @Test(
        "A bucket refills with time, and a cost above the burst takes the whole burst",
        .postgresTimeLimit)
    func refillsAndCapsTheCost() async throws {
        try await TestServer.with(.postgres, seed: false) { server in
            // 60 a minute: one write a second.
            let meter = try #require(try Self.meters(server, count: 1, perMinute: 60, burst: 3).first)
            let clock = ContinuousClock()
            let start = clock.now
            try await meter.charge("c", cost: 50)
            let refused: Bool
            do throws(ColrError) {
                try await meter.charge("c", cost: 1)
                refused = false
            } catch {
                guard case .rateLimited = error else { throw error }
                refused = true
            }
            // The bucket was emptied, not overdrawn: a write is refused until a second has
            // passed, and allowed once one has. (A machine that stalls the test past that
            // second makes the first answer legitimately an allowance.)
            if clock.now - start < .milliseconds(900) {
                #expect(refused, "a cost above the burst takes the whole burst")
            }
            try await Task.sleep(for: .milliseconds(1200))
            try await meter.charge("c", cost: 1)
        }
    }

    @Test("Buckets that have filled up again are forgotten", .postgresTimeLimit)
    func fullBucketsArePruned() async throws {
        try await TestServer.with(.postgres, seed: false) { server in
            // 6,000 a minute refills a burst of 2 in 20 ms; every second charge prunes.
            let meter = try #require(
                try Self.meters(server, count: 1, perMinute: 6000, burst: 2, pruneEvery: 2).first)
            let sql = try #require(server.app.db as? any SQLDatabase)
            try await meter.charge("idle", cost: 2)
            try await Task.sleep(for: .milliseconds(100))
            try await meter.charge("busy", cost: 2)  // the second charge: prunes, then takes
            let rows = try await sql.raw("SELECT client AS name, 0 AS count FROM write_allowances")
                .all(decoding: NameCountRow.self).map(\.name)
            #expect(rows == ["busy"], "the refilled bucket was forgotten, the emptied one kept")
        }
    }
}
