import CoreMetrics

/// What a ViewKit server reports through swift-metrics: the sessions it keeps and the socket
/// messages it handles or refuses.
///
/// It speaks only the swift-metrics facade, so a program chooses the backend (Prometheus,
/// StatsD, none) by the factory it gives ``ViewKitConfiguration/metricsFactory``.
struct LiveMetrics: Sendable {
    /// `viewkit_sessions`: sessions kept, connected or within their grace period.
    let sessions: Gauge
    private let joins: Counter
    private let refusedJoins: Counter
    private let events: Counter
    private let refusedEvents: Counter

    /// The metrics' names, for documentation and tests.
    static let sessionsLabel = "viewkit_sessions"
    static let socketEventsLabel = "viewkit_socket_events_total"

    /// Creates the metrics on `factory`, or on the process's bootstrapped one when nil (a
    /// no-op unless the program bootstrapped `MetricsSystem`).
    init(factory: (any MetricsFactory)?) {
        let factory = factory ?? MetricsSystem.factory
        sessions = Gauge(label: Self.sessionsLabel, factory: factory)
        // One family with bounded labels: what the message was and whether it was served.
        func counter(_ kind: String, _ outcome: String) -> Counter {
            Counter(
                label: Self.socketEventsLabel, dimensions: [("kind", kind), ("outcome", outcome)],
                factory: factory)
        }
        joins = counter("join", "handled")
        refusedJoins = counter("join", "refused")
        events = counter("event", "handled")
        refusedEvents = counter("event", "refused")
        sessions.record(0)
    }

    /// A socket joined its session.
    func joined() { joins.increment() }
    /// A join was refused (bad token, or the server or the client at its session limit).
    func refusedJoin() { refusedJoins.increment() }
    /// An event was handled by its session.
    func handledEvent() { events.increment() }
    /// An event was refused by the socket's rate limit, which closes the socket.
    func refusedEvent() { refusedEvents.increment() }
}
