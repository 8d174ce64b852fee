import ColrDomain
import ColrModels
import Synchronization
import Testing

@Suite("Local change feed")
struct LocalChangeFeedTests {
    /// What the feed reported, kept for the test to read.
    final class Deliveries: Sendable {
        private let seen = Mutex<[FeedDelivery]>([])
        func add(_ delivery: FeedDelivery) { seen.withLock { $0.append(delivery) } }
        var all: [FeedDelivery] { seen.withLock { $0 } }
    }

    @Test func everyPublishReportsItsDelivery() async throws {
        let deliveries = Deliveries()
        let feed = LocalChangeFeed(onDelivery: { deliveries.add($0) })
        let stream = feed.changes()
        let hex = try #require(ColorHex("ff00ff"))
        await feed.publish(ColorChange(hex: hex, tags: []))
        await feed.publish(FeedSignal(kind: "beat", body: "{}"))
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next()?.hex == hex)
        let kinds = deliveries.all.map(\.kind)
        #expect(kinds == [.color, .signal])
        // Handing a value to a stream's buffer is immediate; a second would mean something blocked.
        #expect(deliveries.all.allSatisfy { $0.lag >= .zero && $0.lag < .seconds(1) })
    }
}
