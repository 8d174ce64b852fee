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
}
