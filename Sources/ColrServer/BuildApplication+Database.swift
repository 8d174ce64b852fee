import ColrDomain
import ColrStore
import Fluent
import FluentPostgresDriver
import FluentSQLiteDriver
import Vapor

/// The store on the configured database, with its feed and its gate.
func openDatabaseStore(
    _ app: Application, config: ColrConfiguration, metrics: ServerMetrics
) async throws -> ProvidedStore {
    try await configureDatabase(app, config: config)
    let (feed, cache) = try changeFeed(app, config: config, metrics: metrics)
    if let shared = feed as? PostgresChangeFeed,
        await !shared.waitUntilListening(atMost: .milliseconds(Int64(config.databaseWait * 1000)))
    {
        // It serves anyway: its own screens stay live, and the feed keeps trying to listen.
        app.logger.warning(
            "The change feed is not listening yet: other instances miss this one's changes until it does.")
    }
    let gate = StoreGate()
    let store = SQLColorStore(
        // Weak: the store may be asked after the application is gone (a session outliving a
        // test's server); it then answers "unavailable" instead of reaching freed memory.
        database: { [weak app] in
            guard let app else { return nil }
            return app.databases.database(logger: app.logger, on: app.eventLoopGroup.any())
        },
        feed: feed, gate: gate, logger: app.logger, cache: cache,
        onConnectionWait: { metrics.waitedForConnection($0) }, writes: writeQueue(for: config.database))
    return ProvidedStore(store, feed: feed, kind: config.database.kind, gate: gate)
}

/// Where writes to the configured database wait their turn: one queue per SQLite file in the
/// process, none on PostgreSQL.
func writeQueue(for database: DatabaseLocation) -> WriteQueue? {
    switch database {
    case .sqlite(let path): WriteQueue.forFile(atPath: path)
    case .sqliteMemory: WriteQueue()
    case .postgres: nil
    }
}

/// Opens the configured database and brings its schema up to date.
func configureDatabase(_ app: Application, config: ColrConfiguration) async throws {
    switch config.database {
    case .sqlite(let path):
        app.databases.use(.sqlite(.file(path), connectionPoolTimeout: .seconds(5)), as: .sqlite)
    case .sqliteMemory:
        app.databases.use(.sqlite(.memory, connectionPoolTimeout: .seconds(5)), as: .sqlite)
    case .postgres:
        app.databases.use(
            .postgres(
                configuration: try config.database.postgresConfiguration(), maxConnectionsPerEventLoop: 4,
                connectionPoolTimeout: .milliseconds(Int64(config.databaseWait * 1000))),
            as: .psql)
    }
    app.migrations.add(CreateColorTables())
    app.migrations.add(CreateSchemeTables())
    app.migrations.add(AddSchemeNotes())
    app.migrations.add(AddIDWatermarks())
    app.migrations.add(AddSchemeOwnership())
    app.migrations.add(AddSchemeThemes())
    app.migrations.add(DigestEditTokens())
    app.migrations.add(AddSchemeEntries())
    app.migrations.add(CreateChangeLog())
    app.migrations.add(CreateWriteAllowances())
    if case .sqlite = config.database {
        // WAL lets readers proceed while a write commits; the setting sticks to the file.
        _ = try await (app.db as? any SQLDatabase)?.raw("PRAGMA journal_mode=WAL").all()
    }
    try await app.autoMigrate()
}

/// The feed that tells live screens a color's tags changed: across instances on PostgreSQL
/// (LISTEN/NOTIFY), within the process otherwise. On PostgreSQL it also keeps a read cache true;
/// SQLite reads are cheap enough without one (see BENCHMARKS.md), and another process writing
/// the same file would go unheard.
func changeFeed(_ app: Application, config: ColrConfiguration, metrics: ServerMetrics) throws -> (
    feed: any ChangeFeed, cache: ColorReadCache?
) {
    let delivered: @Sendable (FeedDelivery) -> Void = { metrics.delivered($0) }
    guard case .postgres = config.database else { return (LocalChangeFeed(onDelivery: delivered), nil) }
    let cache = ColorReadCache()
    let feed = PostgresChangeFeed(
        configuration: try config.database.postgresConfiguration().coreConfiguration, cache: cache,
        logger: app.logger, onDelivery: delivered)
    feed.start()
    app.lifecycle.use(ChangeFeedShutdown(feed: feed))
    return (feed, cache)
}

/// Where writes are charged: in the database when instances share one (PostgreSQL), so a client
/// gets one client's limit however a balancer spreads it; in this process otherwise.
func writeMeter(for backing: ProvidedStore, config: ColrConfiguration, metrics: ServerMetrics)
    -> any WriteMeter
{
    let refused: @Sendable () -> Void = { metrics.refusedWrite() }
    if case .postgres = config.database, let store = backing.store as? SQLColorStore {
        return SQLWriteMeter(
            store: store, perMinute: config.writesPerMinute, burst: config.writeBurst, onRefusal: refused)
    }
    return WriteRateLimiter(perMinute: config.writesPerMinute, burst: config.writeBurst, onRefusal: refused)
}
