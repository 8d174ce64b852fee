import ColrDomain
import Foundation
import PostgresNIO
import TestSupport
import Testing

@testable import ColrStore

/// When the feed across instances listens: a server waits for it before serving, and gives up
/// waiting, saying so, when PostgreSQL cannot be reached.
@Suite("PostgreSQL change feed: listening")
struct PostgresChangeFeedTests {
    @Test("A feed that cannot reach its database is not listening when the wait ends")
    func waitEndsWithoutADatabase() async throws {
        // Connecting to this port is refused at once, and the feed keeps retrying.
        let configuration = PostgresConnection.Configuration(
            host: "127.0.0.1", port: try freeLoopbackPort(), username: "colr", password: nil,
            database: "colr", tls: .disable)
        let cache = ColorReadCache()
        let feed = PostgresChangeFeed(configuration: configuration, cache: cache)
        feed.start()
        let started = ContinuousClock.now
        #expect(await feed.waitUntilListening(atMost: .milliseconds(400)) == false)
        #expect(ContinuousClock.now - started >= .milliseconds(400))
        #expect(!cache.isTrusted)
        await feed.stop()
    }

    @Test("Deliveries racing from many tasks reach a screen in order: never an older state after a newer")
    func racingDeliveriesStayInOrder() async throws {
        let configuration = PostgresConnection.Configuration(
            host: "127.0.0.1", port: try freeLoopbackPort(), username: "colr", password: nil,
            database: "colr", tls: .disable)
        let feed = PostgresChangeFeed(configuration: configuration)
        var heard = feed.schemeChanges(of: 9).makeAsyncIterator()
        // The writes of one palette, as this instance's own writes deliver them while its
        // listener is away: each change's revision is its position, handed over from its own
        // task, in whatever order the tasks run.
        let count = 2_000
        await withTaskGroup(of: Void.self) { group in
            for position in (1...count).shuffled() {
                group.addTask {
                    let change = Announcement.scheme(SchemeChange(id: 9, revision: position))
                    feed.deliver(LoggedAnnouncement(position: Int64(position), announcement: change))
                }
            }
        }
        var last = 0
        var received = 0
        while last < count, let change = await heard.next() {
            #expect(change.revision > last, "revision \(change.revision) after \(last)")
            last = change.revision
            received += 1
        }
        #expect(last == count)
        #expect(received >= 1)
    }
}
