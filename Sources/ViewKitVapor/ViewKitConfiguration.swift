import CoreMetrics
import Foundation
import ViewKit

/// How a ViewKit server keeps its sessions and what it allows each page.
public struct ViewKitConfiguration: Sendable {
    /// Signs session tokens and form tokens; instances that share it can resume each other's pages.
    public var secret: String
    /// How long a session outlives its dropped socket, so a reconnect resumes it (seconds).
    public var sessionGracePeriod: TimeInterval = 60
    /// The most sessions kept at once; past it, the longest-idle unconnected one is reclaimed.
    public var maximumSessions = 20_000
    /// The most sessions one client address may keep.
    public var maximumSessionsPerClient = 64
    /// Events one socket may send per second, sustained; a flood past the burst closes it.
    public var eventsPerSecond = 120.0
    /// Events one socket may send at once.
    public var eventBurst = 240.0
    /// How often sockets are pinged (keep it under the server's idle timeout).
    public var pingInterval: Duration = .seconds(10)
    /// Load balancers whose `X-Forwarded-For` names the client (by their own address).
    public var trustedProxies: Set<String> = []
    /// How long a page's token may join (seconds).
    public var tokenLifetime: TimeInterval = 12 * 3600
    /// The site's icon as PNG bytes, served at `/favicon.ico` and linked from every page; without
    /// one, `/favicon.ico` is a plain 404 rather than a page.
    public var icon: [UInt8]?
    /// The app's colors for ViewKit's semantic roles, served at `<assetsPath>/theme.css` and linked
    /// from every page after ViewKit's stylesheet; nil keeps ViewKit's own look.
    public var theme: ColorTheme?

    /// Where pages open their socket: a path no app mounted here may use.
    public var socketPath = "/live"
    /// Where the runtime's modules and stylesheets are served (`runtime/<version>/*.js`, `viewkit.css`,
    /// `theme.css` under it).
    public var assetsPath = "/viewkit"

    /// Page hooks by name: each an ES module whose default export has any of `mounted(ctx)`,
    /// `updated(ctx)` and `destroyed(ctx)` (`ctx.el` the element, `ctx.push(value)` sends to the
    /// view's ``ViewKit/View/onHook``), served at `<assetsPath>/hooks/<name>.js` and loaded by the
    /// runtime the first time a view with that ``ViewKit/View/hook`` appears.
    public var hooks: [String: String] = [:]

    /// Where the server reports `viewkit_sessions` (a gauge) and `viewkit_socket_events_total`
    /// (by `kind`, join or event, and `outcome`, handled or refused). Nil reports to swift-metrics'
    /// process-wide `MetricsSystem`; a program running several servers in one process gives each
    /// its own factory so that their numbers stay apart.
    public var metricsFactory: (any MetricsFactory)?

    /// The paths ViewKit itself answers, which an app mounted at the root must leave to it.
    public var reservedPrefixes: [String] { [socketPath, assetsPath + "/", "/favicon.ico"] }

    /// The defaults, signing with `secret`.
    public init(secret: String) {
        self.secret = secret
    }
}
