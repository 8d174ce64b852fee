import ColrTestKit
import Testing

@testable import ColrStore

/// Another instance beside a test server on PostgreSQL: its own feed listening on the channel,
/// a read cache with a long life (so only announcements can bring it news), and a store over the
/// same database. Ready once its cache is trusted, which is when the connection listens and
/// announcements can be heard.
struct SecondInstance {
    let feed: PostgresChangeFeed
    let cache: ColorReadCache
    let store: SQLColorStore
    /// The test server's own store, which the second shares the database with.
    let first: SQLColorStore

    /// Starts the second instance beside `server` and waits (at most 10 s) until it listens.
    /// `name` is its listening connection's `application_name`, by which a test can cut it off.
    static func beside(_ server: TestServer, name: String = "colr-second-instance") async throws
        -> SecondInstance
    {
        let first = try #require(server.app.colr.store as? SQLColorStore)
        let cache = ColorReadCache(maxAge: .seconds(600))
        let feed = PostgresChangeFeed(
            configuration: try #require(server.database).postgresConfiguration().coreConfiguration,
            cache: cache, name: name)
        feed.start()
        try #require(await feed.waitUntilListening(atMost: .seconds(10)))
        #expect(cache.isTrusted, "a listening feed trusts its cache")
        return SecondInstance(
            feed: feed, cache: cache,
            store: SQLColorStore(database: first.database, feed: feed, cache: cache),
            first: first)
    }

    /// Stops listening.
    func stop() async {
        await feed.stop()
    }
}
