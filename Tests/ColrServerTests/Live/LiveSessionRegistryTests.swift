import Foundation
import Testing
import ViewKit
import ViewKitDemo

@testable import ColrServer

@Suite("Live session registry")
struct LiveSessionRegistryTests {
    @Test func idleSessionsAreReclaimedAfterTheGracePeriod() async {
        let registry = LiveSessionRegistry(gracePeriod: 60, maximumSessions: 10)
        _ = await registry.insert(LiveSession(router: DemoRouter(), path: "/"), id: "never-joined")
        _ = await registry.insert(LiveSession(router: DemoRouter(), path: "/"), id: "connected")
        _ = await registry.insert(LiveSession(router: DemoRouter(), path: "/"), id: "dropped")
        _ = await registry.attach("connected")
        _ = await registry.attach("dropped")
        await registry.detach("dropped")
        await registry.reap(now: Date().addingTimeInterval(30))
        #expect(await registry.count == 3)  // within the grace period nothing goes
        await registry.reap(now: Date().addingTimeInterval(61))
        #expect(await registry.count == 1)
        #expect(await registry.attach("connected") != nil)
        #expect(await registry.attach("dropped") == nil)
    }

    @Test func theSessionCapEvictsTheLongestIdleUnconnectedSession() async {
        let registry = LiveSessionRegistry(gracePeriod: 60, maximumSessions: 2)
        #expect(await registry.insert(LiveSession(router: DemoRouter(), path: "/"), id: "a"))
        _ = await registry.attach("a")
        #expect(await registry.insert(LiveSession(router: DemoRouter(), path: "/"), id: "b"))
        #expect(await registry.insert(LiveSession(router: DemoRouter(), path: "/"), id: "c"))
        #expect(await registry.count == 2)
        #expect(await registry.attach("b") == nil)
        _ = await registry.attach("c")
        // Everyone is connected: a new session is refused rather than cutting someone off.
        #expect(await !registry.insert(LiveSession(router: DemoRouter(), path: "/"), id: "d"))
    }
}
