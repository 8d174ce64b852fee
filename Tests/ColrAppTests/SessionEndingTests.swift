import ColrDomain
import ColrModels
import ColrTestKit
import TestSupport
import Testing
import ViewKit

@testable import ColrApp

/// However a session ends (closed, or simply dropped), what it started ends with it: its feed
/// subscriptions go, and a later change to its color reaches no freed screen.
@Suite("Sessions that end", .offPool)
struct SessionEndingTests {
    let store = MemoryColorStore([("123456", ["deep"])])
    let feed = LocalChangeFeed()

    func colorScreen() -> LiveSession {
        LiveSession(
            router: ColrRouter(services: AppServices(store: store, feed: feed)), path: "/search/color-123456")
    }

    /// Waits for the feed's subscriber count to reach `count` (listening starts and stops in tasks).
    func subscribers(become count: Int) async throws -> Bool {
        for _ in 0..<200 {
            if feed.subscriberCount == count { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return feed.subscriberCount == count
    }

    @Test func aClosedSessionUnsubscribes() async throws {
        let session = colorScreen()
        await session.settle()
        #expect(try await subscribers(become: 1))
        await session.close()
        #expect(try await subscribers(become: 0))
        await feed.publish(ColorChange(hex: ColorHex("123456")!, tags: nil))
        #expect(await session.handle(Event(.tap, target: "anything")).isEmpty)
    }

    @Test func aDroppedSessionUnsubscribesAndLaterChangesAreHarmless() async throws {
        var session: LiveSession? = colorScreen()
        await session?.settle()
        #expect(try await subscribers(become: 1))
        session = nil  // dropped without close()
        #expect(try await subscribers(become: 0))
        // Nothing may reach the freed session: through an unowned reference, this publish would abort.
        _ = try await store.addTags([TagName("later")], to: ColorHex("123456")!, client: "test")
        await feed.publish(ColorChange(hex: ColorHex("123456")!, tags: nil))
        #expect(session == nil)
    }

    @Test func manySessionsComeAndGoWithoutLeavingSubscribers() async throws {
        for _ in 0..<50 {
            let session = colorScreen()
            await session.settle()
        }
        #expect(try await subscribers(become: 0))
    }
}
