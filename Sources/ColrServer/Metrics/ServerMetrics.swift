import ColrDomain
import CoreMetrics
import Prometheus
import Synchronization

/// One application's metrics, kept in its own Prometheus registry and served at `/metrics`.
///
/// Nothing here touches swift-metrics' process-wide `MetricsSystem`, which can be bootstrapped
/// only once: every metric is made on this registry's factory, which is also handed to
/// ViewKit (``ViewKitVapor/ViewKitConfiguration/metricsFactory``). Tests that build many
/// applications in one process thus each count their own.
public final class ServerMetrics: Sendable {
    /// The registry every metric of this application lives in.
    public let registry: PrometheusCollectorRegistry
    /// The swift-metrics factory over ``registry``, for the parts that speak only the facade.
    public let factory: PrometheusMetricsFactory
    private let refusals: CoreMetrics.Counter
    private let poolWait: CoreMetrics.Timer
    private let feedLag: [FeedDelivery.Kind: CoreMetrics.Timer]
    private let requests = Mutex<[RequestKey: CoreMetrics.Counter]>([:])
    private let durations = Mutex<[DurationKey: CoreMetrics.Timer]>([:])

    /// The metrics' names, for documentation and tests.
    public enum Name {
        /// Counter by `method`, `route` (the route's pattern) and `status`.
        public static let requests = "colr_http_requests_total"
        /// Histogram (seconds) by `method` and `route`.
        public static let requestDuration = "colr_http_request_duration_seconds"
        /// Counter of writes the write rate limit refused (API and app alike).
        public static let rateLimitRefusals = "colr_rate_limit_refusals_total"
        /// Histogram (seconds) of the time the store waited for a pooled database connection.
        public static let poolWait = "colr_db_pool_wait_seconds"
        /// Histogram (seconds) by `kind` from a change's announcement to its delivery to local
        /// subscribers.
        public static let feedLag = "colr_change_feed_lag_seconds"
    }

    /// Short waits are the norm for the pool and the feed: finer buckets than a request's.
    static let shortBuckets: [Duration] = [
        .microseconds(100), .microseconds(500), .milliseconds(1), .milliseconds(5), .milliseconds(10),
        .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500),
        .seconds(1), .milliseconds(2500), .seconds(5),
    ]

    /// Creates the metrics on a registry of their own.
    public init() {
        registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [.milliseconds(1)] + factory.defaultDurationHistogramBuckets
        factory.durationHistogramBuckets = [
            Name.poolWait: Self.shortBuckets, Name.feedLag: Self.shortBuckets,
        ]
        self.factory = factory
        // Made now, so a scrape shows them at zero before anything happens.
        refusals = CoreMetrics.Counter(
            label: Name.rateLimitRefusals, dimensions: [("limiter", "writes")], factory: factory)
        poolWait = CoreMetrics.Timer(label: Name.poolWait, factory: factory)
        var lag: [FeedDelivery.Kind: CoreMetrics.Timer] = [:]
        for kind in FeedDelivery.Kind.allCases {
            lag[kind] = CoreMetrics.Timer(
                label: Name.feedLag, dimensions: [("kind", kind.rawValue)], factory: factory)
        }
        feedLag = lag
    }

    /// The registry's metrics in Prometheus's text format.
    public func exposition() -> String {
        registry.emitToString()
    }

    /// A write was refused by the write rate limit.
    func refusedWrite() {
        refusals.increment()
    }

    /// The store waited `duration` for a database connection.
    func waitedForConnection(_ duration: Duration) {
        poolWait.recordNanoseconds(duration.nanoseconds)
    }

    /// The change feed delivered an announcement.
    func delivered(_ delivery: FeedDelivery) {
        feedLag[delivery.kind]?.recordNanoseconds(delivery.lag.nanoseconds)
    }

    /// A request was answered: counted by route and status, timed by route.
    func answered(method: String, route: String, status: UInt, after duration: Duration) {
        let key = RequestKey(method: method, route: route, status: status)
        let counter = requests.withLock { table in
            if let known = table[key] { return known }
            let made = CoreMetrics.Counter(
                label: Name.requests,
                dimensions: [("method", method), ("route", route), ("status", String(status))],
                factory: factory)
            table[key] = made
            return made
        }
        counter.increment()
        let timer = durations.withLock { table in
            let key = DurationKey(method: method, route: route)
            if let known = table[key] { return known }
            let made = CoreMetrics.Timer(
                label: Name.requestDuration, dimensions: [("method", method), ("route", route)],
                factory: factory)
            table[key] = made
            return made
        }
        timer.recordNanoseconds(duration.nanoseconds)
    }

    private struct RequestKey: Hashable {
        let method: String
        let route: String
        let status: UInt
    }

    private struct DurationKey: Hashable {
        let method: String
        let route: String
    }
}

extension Duration {
    /// The whole nanoseconds, saturating (a duration longer than 292 years is not measured here).
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        return whole.addingReportingOverflow(attoseconds / 1_000_000_000).partialValue
    }
}
