import NIOWebSocket
import Vapor

/// ViewKit apps served on a Vapor application: their pages, script-free form posts, the
/// runtime's assets, and the `/live` socket. Made by ``Vapor/Application/mount(viewKit:configuration:)``.
public final class ViewKitServer: Sendable {
    /// How sessions are kept.
    public let configuration: ViewKitConfiguration
    let registry: LiveSessionRegistry
    let connections = LiveConnections()
    let metrics: LiveMetrics

    init(configuration: ViewKitConfiguration) {
        self.configuration = configuration
        metrics = LiveMetrics(factory: configuration.metricsFactory)
        self.registry = LiveSessionRegistry(
            gracePeriod: configuration.sessionGracePeriod, maximumSessions: configuration.maximumSessions,
            maximumSessionsPerClient: configuration.maximumSessionsPerClient, sessionsGauge: metrics.sessions)
    }

    /// Sessions kept (pages with a socket, or within their grace period).
    public var sessionCount: Int {
        get async { await registry.count }
    }

    /// Reads and issues the cookie that is a browser's ``ViewKit/Window/visitor``, for routes of
    /// the app's own that must know the browser (a link that grants it something).
    public var visitors: VisitorCookie { VisitorCookie(secret: configuration.secret) }

    /// Open live sockets.
    public var connectionCount: Int { connections.count }

    /// Tells every open page `reason` and closes its socket with 1012 ("service restart"), so
    /// its banner shows and it reconnects by itself; then ends every session. Returns how many
    /// pages were told.
    @discardableResult
    public func stop(reason: String) async -> Int {
        let pages = await connections.closeAll(reason: reason, code: .unknown(1012))
        await registry.stop()
        return pages
    }
}

extension Application {
    /// Serves `apps` live on this application, as Phoenix mounts LiveView: one call, and the
    /// sessions end when the application shuts down.
    @discardableResult
    public func mount(viewKit apps: [LiveApp], configuration: ViewKitConfiguration) async -> ViewKitServer {
        let server = ViewKitServer(configuration: configuration)
        await server.registry.startReaping()
        LiveRoutes(apps: apps, server: server).register(on: self)
        lifecycle.use(ViewKitShutdown(server: server))
        return server
    }
}

/// Ends the sessions when the application shuts down.
struct ViewKitShutdown: LifecycleHandler {
    let server: ViewKitServer

    func shutdownAsync(_ application: Application) async {
        await server.stop(reason: "The server is stopping. This page reconnects by itself.")
    }
}
