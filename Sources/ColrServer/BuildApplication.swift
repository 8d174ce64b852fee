import ColorKit
import ColorNames
import ColrAPI
import ColrApp
import ColrDomain
import ColrStore
import ComputeThreads
import Fluent
import NIOCore
import Vapor
import ViewKit
import ViewKitVapor

/// Wires the whole server for a configuration: database, migrations, seed, middleware and routes.
///
/// `colr serve` and every test call this one function, so what is tested is what runs. A test
/// may bring its own `store` (an in-memory one, say); the configured database is then not opened.
/// The caller owns the returned application and must call `asyncShutdown()` on it.
public func buildApplication(
    config: ColrConfiguration, store provided: ProvidedStore? = nil,
    environment: Environment = Environment(name: "production", arguments: ["colr", "serve"])
) async throws -> Application {
    let app = try await Application.make(environment)
    do {
        try await configure(app, config: config, provided: provided)
        return app
    } catch {
        try? await app.asyncShutdown()
        throw error
    }
}

private func configure(_ app: Application, config: ColrConfiguration, provided: ProvidedStore?) async throws {
    app.logger.logLevel = config.logLevel
    app.http.server.configuration.hostname = config.host
    app.http.server.configuration.port = config.port
    // Stalled, half-sent and idle connections are closed rather than held open.
    app.http.server.configuration.idleTimeout = .milliseconds(Int64(config.idleTimeout * 1000))
    // Open pages were already told to go (see ServerDrain); a socket that does not answer its
    // close frame does not hold the stop for long.
    app.http.server.configuration.shutdownTimeout = .seconds(3)
    // Pages, scripts, styles and JSON shrink several times over gzip; images are left as they are.
    app.http.server.configuration.responseCompression = .enabledForCompressibleTypes
    // Vapor's own request metrics go to the process-wide MetricsSystem; this application counts
    // its requests in its own registry instead (MetricsMiddleware), so tests' servers stay apart.
    app.http.server.configuration.reportMetrics = false
    let metrics = ServerMetrics()
    // Connections are counted and requests timed from the moment they are accepted; the file
    // limit is read when the server starts, after `serve` has raised it.
    let limits = config.connectionLimits
    app.servers.use { app in
        GuardedHTTPServer(
            server: app.http.server.shared, limits: limits.fitting(fileLimit: FileLimit.current),
            logger: app.logger)
    }
    app.routes.defaultMaxBodySize = ByteCount(value: config.maxBodyBytes)
    app.storage[TrustedProxies.self] = config.trustedProxies
    let backing: ProvidedStore
    if let provided {
        backing = provided
    } else {
        backing = try await openDatabaseStore(app, config: config, metrics: metrics)
    }
    let (store, feed) = (backing.store, backing.feed)
    if config.seed {
        let seeded = try await ColorSeeder.seedIfEmpty(store)
        if seeded > 0 { app.logger.info("seeded \(seeded) named colors into the empty store") }
    }
    app.storage[ColrServices.Key.self] = ColrServices(
        store: store, feed: feed, configuration: config, metrics: metrics)

    // Every writer, the API and the app's screens alike, writes through one metered store.
    let meter = writeMeter(for: backing, config: config, metrics: metrics)
    let metered = Repositories(store).metered(by: meter)
    var viewKit = config.viewKit
    viewKit.metricsFactory = metrics.factory
    let live = await app.mount(
        viewKit: liveApps(
            AppServices(
                store: metered, feed: feed, presence: Presence(transport: FeedPresenceTransport(feed: feed))),
            config: config),
        configuration: viewKit)
    let drain = ServerDrain(viewKit: live, gate: backing.gate, logger: app.logger)
    app.storage[ServerDrain.Key.self] = drain

    // Reading the name lists (tens of thousands of names, indexed) and drawing the Picker's
    // chart are the slowest things a start does: they run on a thread of their own, never on
    // Swift's cooperative pool, whose few threads serve every request and timer in the process.
    let catalogs = try await DedicatedThread.run {
        ColrRouter.prepareDrawings()
        return Result { try ColorNamespace.allCases.map { try ColorNameCatalog.bundled($0) } }
    }.get()
    var context = ColrRouteContext(
        store: Repositories(store), writeMeter: meter, catalogs: catalogs, databaseKind: backing.kind)
    context.sessionCount = { await live.sessionCount }

    app.middleware = Middlewares()
    // Outermost, so a request's time includes every other middleware's.
    app.middleware.use(MetricsMiddleware(metrics: metrics))
    app.middleware.use(RequestLogMiddleware(logger: app.logger, level: config.logsJSON ? .info : .debug))
    app.middleware.use(CrossOriginPolicy())
    app.middleware.use(DrainMiddleware(drain: drain))
    app.middleware.use(HostPolicy(allowed: config.effectiveAllowedHosts))
    app.middleware.use(ColrErrorMiddleware())
    if config.effectiveAllowedHosts == nil {
        app.logger.notice(
            "answering any Host name; set COLR_ALLOWED_HOSTS to the names this server is reached by")
    }

    try app.register(collection: ColrAPIRoutes(context: context))
    try app.register(collection: ShareRoutes(store: metered, visitors: live.visitors))
    try app.register(
        collection: MetricsRoutes(metrics: metrics, access: MetricsAccess(token: config.metricsToken)))

    // Registered last, so it runs first when the application shuts down: before the change
    // feed stops and before the database closes.
    app.lifecycle.use(DrainOnShutdown(drain: drain))
    app.logger.info("colr configured", metadata: ["database": "\(config.database)"])
}

/// The apps served live: Colr at the root, after any others the configuration adds, whose
/// mounts Colr leaves to them.
private func liveApps(_ services: AppServices, config: ColrConfiguration) -> [LiveApp] {
    let colr = LiveApp(
        mount: "", router: ColrRouter(services: services), titleSuffix: "Colr",
        landingPath: "/colors/~welcome",
        excludedPrefixes: APIPaths.prefixes + config.viewKit.reservedPrefixes + [
            "/p/", "/" + MetricsRoutes.path,
        ]
            + config.additionalApps.map(\.mount))
    return config.additionalApps + [colr]
}

extension ServerDrain {
    struct Key: StorageKey {
        typealias Value = ServerDrain
    }
}

extension Application {
    /// Runs the server's stopping sequence (see ``ServerDrain``); `serve` calls it on a signal.
    func drain() async {
        await storage[ServerDrain.Key.self]?.drain()
    }

    /// The services `buildApplication` wired.
    public var colr: ColrServices {
        guard let services = storage[ColrServices.Key.self] else {
            fatalError(
                "colr services are set by buildApplication(config:) before the application is returned")
        }
        return services
    }
}

/// Stops listening for other instances' changes when the server shuts down.
struct ChangeFeedShutdown: LifecycleHandler {
    let feed: PostgresChangeFeed

    func shutdownAsync(_ application: Application) async {
        await feed.stop()
    }
}
