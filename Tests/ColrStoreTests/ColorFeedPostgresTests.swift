import ColrDomain
import ColrModels
import ColrServer
import ColrTestKit
import Testing

@testable import ColrStore

/// A color's screen on one instance hears that color's tags changed on another, through
/// PostgreSQL, on the stream of that color alone.
@Suite("Color changes across instances", .serialized)
struct ColorFeedPostgresTests {
    @Test("Another instance's stream of one color hears its change and no other", .postgresTimeLimit)
    func oneColorAcrossInstances() async throws {
        try await TestServer.with(.postgres, seed: false) { server in
            let second = try await SecondInstance.beside(server)
            let red = try #require(ColorHex("fe0102"))
            let blue = try #require(ColorHex("0102fe"))
            var reds = second.feed.changes(of: red).makeAsyncIterator()
            let first = second.first
            _ = try await first.addTags([TagName("sky")], to: blue, client: "t")
            _ = try await first.addTags([TagName("warm")], to: red, client: "t")
            let heard = await reds.next()
            #expect(heard?.hex == red)
            #expect(heard?.tags == [try TagName("warm")])
            await second.stop()
        }
    }
}
