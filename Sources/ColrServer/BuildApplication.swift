import ColorKit
import ColrAPI
import ColrApp
import ColrCore
import ColrStore
import Fluent
import FluentPostgresDriver
import FluentSQLiteDriver
import Vapor
import ViewKitDemo

/// Wires the whole server for a configuration: database, migrations, seed, middleware and routes.
///
/// `colr serve` and every test call this one function, so what is tested is what runs.
/// The caller owns the returned application and must call `asyncShutdown()` on it.
public func buildApplication(
    config: ColrConfiguration,
    environment: Environment = Environment(name: "production", arguments: ["colr", "serve"])
) async throws -> Application {
    let app = try await Application.make(environment)
    do {
        try await configure(app, config: config)
        return app
    } catch {
        try? await app.asyncShutdown()
        throw error
    }
}

private func configure(_ app: Application, config: ColrConfiguration) async throws {
    app.logger.logLevel = config.logLevel
    app.http.server.configuration.hostname = config.host
    app.http.server.configuration.port = config.port
    app.routes.defaultMaxBodySize = ByteCount(value: config.maxBodyBytes)

    switch config.database {
    case .sqlite(let path):
        app.databases.use(.sqlite(.file(path), connectionPoolTimeout: .seconds(5)), as: .sqlite)
    case .sqliteMemory:
        app.databases.use(.sqlite(.memory, connectionPoolTimeout: .seconds(5)), as: .sqlite)
    case .postgres(let url):
        app.databases.use(
            .postgres(
                configuration: try SQLPostgresConfiguration(url: url), maxConnectionsPerEventLoop: 4,
                connectionPoolTimeout: .seconds(3)),
            as: .psql)
    }
    app.migrations.add(CreateColorTables())
    app.migrations.add(CreateSchemeTables())
    app.migrations.add(AddSchemeNotes())
    if case .sqlite = config.database {
        // WAL lets readers proceed while a write commits; the setting sticks to the file.
        _ = try await (app.db as? any SQLDatabase)?.raw("PRAGMA journal_mode=WAL").all()
    }
    try await app.autoMigrate()

    let feed: any ColorChangeFeed
    if case .postgres(let url) = config.database {
        // Across instances: every instance hears every other's tag changes.
        let postgresFeed = try PostgresChangeFeed(url: url, logger: app.logger)
        postgresFeed.start()
        app.lifecycle.use(ChangeFeedShutdown(feed: postgresFeed))
        feed = postgresFeed
    } else {
        feed = LocalChangeFeed()
    }
    let logger = app.logger
    let store = FluentColorStore(database: { [unowned app] in app.db }, feed: feed, logger: logger)
    if config.seed {
        let seeded = try await ColorSeeder.seedIfEmpty(store)
        if seeded > 0 { app.logger.info("seeded \(seeded) named colors into the empty store") }
    }
    app.storage[ColrServices.Key.self] = ColrServices(store: store, feed: feed, configuration: config)

    let context = ColrRouteContext(
        store: store, catalogs: try ColorNamespace.allCases.map { try ColorNameCatalog.bundled($0) },
        writeLimiter: WriteRateLimiter(perMinute: config.writesPerMinute, burst: config.writeBurst),
        databaseKind: config.database.kind)

    app.middleware = Middlewares()
    app.middleware.use(RouteLoggingMiddleware(logLevel: .debug))
    app.middleware.use(
        CORSMiddleware(
            configuration: .init(
                allowedOrigin: .all, allowedMethods: [.GET, .HEAD, .OPTIONS],
                allowedHeaders: [.accept, .contentType, .origin])))
    app.middleware.use(ColrErrorMiddleware())

    try app.register(collection: LegacyRoutes(context: context))
    try app.register(collection: ServiceRoutes(context: context))
    let v1 = app.grouped("api", "v1")
    try v1.register(collection: ColorRoutes(context: context))
    try v1.register(collection: TagRoutes(context: context))
    try v1.register(collection: SchemeRoutes(context: context))

    let sessions = LiveSessionRegistry(
        gracePeriod: config.sessionGracePeriod, maximumSessions: config.maximumSessions)
    await sessions.startReaping()
    app.lifecycle.use(LiveSessionShutdown(registry: sessions))
    let colrApp = LiveApp(
        mount: "", router: ColrRouter(services: AppServices(store: store, feed: feed)), titleSuffix: "Colr",
        landingPath: "/colors/~welcome",
        excludedPrefixes: ["/api/", "/json/", "/js/", "/live", "/viewkit/", "/viewkit-demo", "/openapi.json"])
    var live = LiveRoutes(
        apps: [LiveApp(mount: "/viewkit-demo", router: DemoRouter(), titleSuffix: "ViewKit demo"), colrApp],
        registry: sessions, secret: config.secret)
    live.eventsPerSecond = config.liveEventsPerSecond
    live.eventBurst = config.liveEventBurst
    live.register(on: app)
    app.logger.info("colr configured", metadata: ["database": "\(config.database)"])
}

/// The services `buildApplication` created, for the parts of the server that come later
/// (live sessions) and for tests.
public struct ColrServices: Sendable {
    /// The store.
    public let store: FluentColorStore
    /// The change feed the store publishes to (across instances on PostgreSQL).
    public let feed: any ColorChangeFeed
    /// The configuration the server was built with.
    public let configuration: ColrConfiguration

    struct Key: StorageKey {
        typealias Value = ColrServices
    }
}

extension Application {
    /// The services `buildApplication` wired.
    public var colr: ColrServices {
        guard let services = storage[ColrServices.Key.self] else {
            fatalError(
                "colr services are set by buildApplication(config:) before the application is returned")
        }
        return services
    }
}

/// Stops reclaiming sessions when the server shuts down.
struct LiveSessionShutdown: LifecycleHandler {
    let registry: LiveSessionRegistry

    func shutdownAsync(_ application: Application) async {
        await registry.stop()
    }
}

/// Stops listening for other instances' changes when the server shuts down.
struct ChangeFeedShutdown: LifecycleHandler {
    let feed: PostgresChangeFeed

    func shutdownAsync(_ application: Application) async {
        await feed.stop()
    }
}
