import MetricsTestKit
import Testing
import ViewKit
import ViewKitDemo

@testable import ViewKitVapor

@Suite("Live metrics")
struct LiveMetricsTests {
    static func make() -> LiveSession { LiveSession(router: DemoRouter(), path: "/") }

    @Test func theSessionGaugeFollowsTheRegistry() async throws {
        let factory = TestMetrics()
        let metrics = LiveMetrics(factory: factory)
        let registry = LiveSessionRegistry(
            gracePeriod: 60, maximumSessions: 10, sessionsGauge: metrics.sessions)
        let gauge = try factory.expectGauge(LiveMetrics.sessionsLabel)
        #expect(gauge.lastValue == 0)
        _ = try await registry.join("one", client: "a", make: Self.make)
        _ = try await registry.join("two", client: "a", make: Self.make)
        #expect(gauge.lastValue == 2)
        // Attaching to a kept session makes none.
        _ = try await registry.join("one", client: "a", make: Self.make)
        #expect(gauge.lastValue == 2)
        await registry.remove("one")
        #expect(gauge.lastValue == 1)
        await registry.stop()
        #expect(gauge.lastValue == 0)
    }

    @Test func socketMessagesAreCountedByKindAndOutcome() throws {
        let factory = TestMetrics()
        let metrics = LiveMetrics(factory: factory)
        metrics.joined()
        metrics.handledEvent()
        metrics.handledEvent()
        metrics.refusedEvent()
        func total(_ kind: String, _ outcome: String) throws -> Int64 {
            try factory.expectCounter(LiveMetrics.socketEventsLabel, [("kind", kind), ("outcome", outcome)])
                .totalValue
        }
        #expect(try total("join", "handled") == 1)
        #expect(try total("join", "refused") == 0)
        #expect(try total("event", "handled") == 2)
        #expect(try total("event", "refused") == 1)
    }
}
