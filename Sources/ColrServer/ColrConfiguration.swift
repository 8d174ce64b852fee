import ColrApp
import Foundation
import Logging
import ViewKitVapor

/// Everything `colr serve` can be told, resolved as flags > `COLR_*` environment > defaults
/// that work on a fresh machine (127.0.0.1:8080, `colr.sqlite` in the working directory).
public struct ColrConfiguration: Sendable {
    /// The address to bind; loopback by default.
    public var host = "127.0.0.1"
    /// The port to bind.
    public var port = 8080
    /// Where the store lives.
    public var database = DatabaseLocation.sqlite(path: "colr.sqlite")
    /// The secret that signs session tokens; random per process when not given.
    public var secret = ColrConfiguration.randomSecret()
    /// Whether ``secret`` was given rather than generated (sessions survive restarts only then).
    public var hasConfiguredSecret = false
    /// Sustained writes allowed per client address per minute.
    public var writesPerMinute = 120.0
    /// Writes a client may make in a burst.
    public var writeBurst = 30.0
    /// The largest request body accepted, in bytes.
    public var maxBodyBytes = 64 * 1024
    /// Whether to seed an empty store with the CSS and UIKit named colors.
    public var seed = true
    /// How long a live session outlives its dropped socket, so a reconnect resumes it (seconds).
    public var sessionGracePeriod = 60.0
    /// The most live sessions kept at once; past it, the longest-idle disconnected one is reclaimed.
    public var maximumSessions = 20_000
    /// The most live sessions one client address may keep; past it, its own longest-idle
    /// disconnected one is reclaimed, and a join is refused when all of them are connected.
    public var maximumSessionsPerClient = 64
    /// Seconds a connection may send and receive nothing before it is closed (a stalled or
    /// half-sent request, an idle keep-alive); live sockets are pinged well within it.
    public var idleTimeout = 20.0
    /// The most connections held at once (lowered to fit the open-file limit); past it, 503.
    public var maximumConnections = 10_000
    /// The most connections one client address may hold at once; trusted proxies are exempt.
    public var maximumConnectionsPerClient = 256
    /// Seconds a request may take to arrive whole, from its first byte; a request
    /// trickled in slower than that (a slow-loris attack) is answered 408 and closed.
    public var requestTimeout = 15.0
    /// Load balancers, by address, whose `X-Forwarded-For` names the client; requests from
    /// anyone else are charged to their own address.
    public var trustedProxies: Set<String> = []
    /// More ViewKit apps served beside Colr, each at its own mount: a program that embeds the
    /// server can add its own (the tests add ViewKit's demo). `colr serve` adds none.
    public var additionalApps: [LiveApp] = []
    /// `Host` names the server answers to, as a defence against DNS rebinding (`*` answers any);
    /// nil when not configured.
    /// By default, a server bound to loopback answers only loopback names, and one bound to any
    /// other address answers any name unless told which.
    public var allowedHosts: [String]?
    /// Events one live socket may send per second, sustained; a flood past the burst closes it.
    public var liveEventsPerSecond = 120.0
    /// Events one live socket may send at once.
    public var liveEventBurst = 240.0
    /// How much to log.
    public var logLevel = Logger.Level.info
    /// The bearer token a scraper presents to read `/metrics` (`COLR_METRICS_TOKEN`); without
    /// one, `/metrics` answers 404 and nothing is published.
    public var metricsToken: String?
    /// Log lines as sentences (`text`) or as JSON objects, one a line, with a line per request
    /// (`json`, `COLR_LOG_FORMAT`).
    public var logsJSON = false
    /// Seconds a request waits for a PostgreSQL connection when every one is busy, before it is
    /// answered 503 (`COLR_DATABASE_WAIT`): short, so a stalled database is told quickly. At
    /// start, also how long the server waits for its change feed to listen before it serves.
    public var databaseWait = 3.0

    /// The defaults.
    public init() {}

    /// The defaults overridden by `COLR_HOST`, `COLR_PORT`, `COLR_DATABASE_URL`, `COLR_SECRET`,
    /// `COLR_WRITES_PER_MINUTE`, `COLR_WRITE_BURST`, `COLR_MAX_BODY_BYTES`, `COLR_SEED`,
    /// `COLR_MAX_SESSIONS`, `COLR_SESSIONS_PER_CLIENT`, `COLR_SESSION_GRACE`, `COLR_IDLE_TIMEOUT`,
    /// `COLR_MAX_CONNECTIONS`, `COLR_CONNECTIONS_PER_CLIENT`, `COLR_REQUEST_TIMEOUT`,
    /// `COLR_DATABASE_WAIT`, `COLR_ALLOWED_HOSTS` (comma-separated, `*` for any), `COLR_TRUSTED_PROXIES`, `COLR_DEMO`,
    /// `COLR_METRICS_TOKEN` and `COLR_LOG_LEVEL`.
    public init(environment: [String: String]) throws(ConfigurationError) {
        self.init()
        if let host = environment["COLR_HOST"] { self.host = host }
        if let port = environment["COLR_PORT"] {
            self.port = try Self.number(port, "COLR_PORT", in: 0...65535)
        }
        if let url = environment["COLR_DATABASE_URL"] { database = try DatabaseLocation(url) }
        if let secret = environment["COLR_SECRET"], !secret.isEmpty {
            self.secret = secret
            hasConfiguredSecret = true
        }
        if let rate = environment["COLR_WRITES_PER_MINUTE"] {
            writesPerMinute = Double(try Self.number(rate, "COLR_WRITES_PER_MINUTE", in: 1...1_000_000))
        }
        if let burst = environment["COLR_WRITE_BURST"] {
            writeBurst = Double(try Self.number(burst, "COLR_WRITE_BURST", in: 1...1_000_000))
        }
        if let bytes = environment["COLR_MAX_BODY_BYTES"] {
            maxBodyBytes = try Self.number(bytes, "COLR_MAX_BODY_BYTES", in: 1024...(16 << 20))
        }
        if let sessions = environment["COLR_MAX_SESSIONS"] {
            maximumSessions = try Self.number(sessions, "COLR_MAX_SESSIONS", in: 1...10_000_000)
        }
        if let sessions = environment["COLR_SESSIONS_PER_CLIENT"] {
            maximumSessionsPerClient = try Self.number(
                sessions, "COLR_SESSIONS_PER_CLIENT", in: 1...1_000_000)
        }
        if let grace = environment["COLR_SESSION_GRACE"] {
            sessionGracePeriod = Double(try Self.number(grace, "COLR_SESSION_GRACE", in: 1...86_400))
        }
        if let idle = environment["COLR_IDLE_TIMEOUT"] {
            idleTimeout = Double(try Self.number(idle, "COLR_IDLE_TIMEOUT", in: 1...3600))
        }
        if let connections = environment["COLR_MAX_CONNECTIONS"] {
            maximumConnections = try Self.number(connections, "COLR_MAX_CONNECTIONS", in: 1...10_000_000)
        }
        if let connections = environment["COLR_CONNECTIONS_PER_CLIENT"] {
            maximumConnectionsPerClient = try Self.number(
                connections, "COLR_CONNECTIONS_PER_CLIENT", in: 1...10_000_000)
        }
        if let timeout = environment["COLR_REQUEST_TIMEOUT"] {
            requestTimeout = Double(try Self.number(timeout, "COLR_REQUEST_TIMEOUT", in: 1...3600))
        }
        if let wait = environment["COLR_DATABASE_WAIT"] {
            databaseWait = Double(try Self.number(wait, "COLR_DATABASE_WAIT", in: 1...300))
        }
        if let hosts = environment["COLR_ALLOWED_HOSTS"] {
            allowedHosts = Self.hostList(hosts)
        }
        if let proxies = environment["COLR_TRUSTED_PROXIES"] {
            trustedProxies = Set(Self.hostList(proxies))
        }
        if let token = environment["COLR_METRICS_TOKEN"], !token.isEmpty {
            // Anyone who reaches the server may guess it, so it must not be guessable.
            guard token.utf8.count >= Self.minimumMetricsTokenLength else {
                throw .invalidValue(
                    setting: "COLR_METRICS_TOKEN",
                    expected: "a random token of at least \(Self.minimumMetricsTokenLength) characters")
            }
            metricsToken = token
        }
        if let seed = environment["COLR_SEED"] {
            self.seed = !["0", "false", "no"].contains(seed.lowercased())
        }
        if let format = environment["COLR_LOG_FORMAT"] {
            guard ["text", "json"].contains(format.lowercased()) else {
                throw .invalidValue(setting: "COLR_LOG_FORMAT", expected: "text or json")
            }
            logsJSON = format.lowercased() == "json"
        }
        if let level = environment["COLR_LOG_LEVEL"] {
            guard let parsed = Logger.Level(rawValue: level.lowercased()) else {
                throw .invalidValue(
                    setting: "COLR_LOG_LEVEL",
                    expected: "one of trace, debug, info, notice, warning, error, critical")
            }
            logLevel = parsed
        }
    }

    /// The shortest metrics token accepted.
    public static let minimumMetricsTokenLength = 16

    static func number(_ text: String, _ name: String, in range: ClosedRange<Int>) throws(ConfigurationError)
        -> Int
    {
        guard let value = Int(text), range.contains(value) else {
            throw .invalidValue(
                setting: name, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// The connection limits, before they are fitted to the open-file limit.
    public var connectionLimits: ConnectionLimits {
        ConnectionLimits(
            maximum: maximumConnections, maximumPerClient: maximumConnectionsPerClient,
            requestTimeout: .milliseconds(Int64(requestTimeout * 1000)), exemptAddresses: trustedProxies)
    }

    /// The live sessions' settings.
    public var viewKit: ViewKitConfiguration {
        var live = ViewKitConfiguration(secret: secret)
        live.sessionGracePeriod = sessionGracePeriod
        live.maximumSessions = maximumSessions
        live.maximumSessionsPerClient = maximumSessionsPerClient
        live.eventsPerSecond = liveEventsPerSecond
        live.eventBurst = liveEventBurst
        live.trustedProxies = trustedProxies
        live.pingInterval = .milliseconds(Int64(min(10, idleTimeout / 2) * 1000))
        live.icon = AppIcon.png
        live.theme = AppLook.theme
        live.hooks = AppHooks.all
        return live
    }

    /// A comma-separated list of names or addresses, lowercased.
    public static func hostList(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty }
    }

    /// The host names requests may carry: the configured ones, or loopback names for a server
    /// bound to loopback; nil means any.
    public var effectiveAllowedHosts: Set<String>? {
        if let allowedHosts { return allowedHosts.contains("*") ? nil : Set(allowedHosts) }
        let loopback: Set<String> = ["localhost", "127.0.0.1", "::1", "[::1]"]
        return loopback.contains(host.lowercased()) || host.hasPrefix("127.") ? loopback.union([host]) : nil
    }

    static func randomSecret() -> String {
        (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
    }
}
