import ColrDomain
import ColrModels
import Testing

/// A screen of one color (or an editor of one palette) subscribes to its changes alone: another
/// one's change never wakes it, which keeps an instance's work per change from growing with its
/// screens.
@Suite("Changes of one color or palette")
struct ChangeFeedTopicTests {
    @Test func aColorsStreamHearsThatColorAndNoOther() async throws {
        let feed = LocalChangeFeed()
        let red = try #require(ColorHex("ff0000"))
        let blue = try #require(ColorHex("0000ff"))
        var reds = feed.changes(of: red).makeAsyncIterator()
        var all = feed.changes().makeAsyncIterator()
        let blueChange = ColorChange(hex: blue, tags: [try TagName("sky")])
        let redChange = ColorChange(hex: red, tags: [try TagName("warm")])
        await feed.publish(blueChange)
        await feed.publish(redChange)
        // The red stream's first element is red's: blue's was never queued for it.
        #expect(await reds.next() == redChange)
        #expect(await all.next() == blueChange)
        #expect(await all.next() == redChange)
    }

    @Test func aSchemesStreamHearsThatSchemeAndNoOther() async {
        let feed = LocalChangeFeed()
        var sevens = feed.schemeChanges(of: 7).makeAsyncIterator()
        var all = feed.schemeChanges().makeAsyncIterator()
        await feed.publish(SchemeChange(id: 8, revision: 2))
        await feed.publish(SchemeChange(id: 7, revision: 5))
        #expect(await sevens.next() == SchemeChange(id: 7, revision: 5))
        #expect(await all.next() == SchemeChange(id: 8, revision: 2))
        #expect(await all.next() == SchemeChange(id: 7, revision: 5))
    }

    @Test func droppingAStreamUnsubscribesIt() async throws {
        let feed = LocalChangeFeed()
        let red = try #require(ColorHex("ff0000"))
        var stream: AsyncStream<ColorChange>? = feed.changes(of: red)
        #expect(feed.subscriberCount == 1)
        stream = nil
        #expect(stream == nil)
        // Unsubscribing runs from the stream's termination; allow it a moment.
        for _ in 0..<200 where feed.subscriberCount != 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(feed.subscriberCount == 0)
        // With no subscriber left the key is gone too, and publishing to it is harmless.
        await feed.publish(ColorChange(hex: red, tags: nil))
    }

    @Test func aKeyedBroadcasterKeepsTheNewest64ForASlowSubscriber() async throws {
        let broadcaster = KeyedBroadcaster<String, Int>()
        var stream = broadcaster.stream(for: "a").makeAsyncIterator()
        for value in 0..<100 { broadcaster.publish(value, to: "a") }
        broadcaster.publish(-1, to: "b")
        #expect(await stream.next() == 36)
    }
}
