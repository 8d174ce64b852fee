import ColrDomain
import ColrModels
import Testing

@Suite("Color changes on the feed")
struct ColorChangeTests {
    @Test func payloadsRoundTripAndLongOnesLeaveTheTagsOut() throws {
        let hex = try #require(ColorHex("ff00ff"))
        let change = ColorChange(hex: hex, tags: [try TagName("warm"), try TagName("sunny \"day\"")])
        #expect(ColorChange(payload: change.payload) == change)
        let many = try (0..<250).map { try TagName("tag number \($0) " + String(repeating: "x", count: 40)) }
        let long = ColorChange(hex: hex, tags: many)
        #expect(long.payload.utf8.count <= ColorChange.maximumPayloadBytes)
        #expect(ColorChange(payload: long.payload) == ColorChange(hex: hex, tags: nil))
        // Older instances announce a bare hex.
        #expect(ColorChange(payload: "ff00ff") == ColorChange(hex: hex, tags: nil))
        #expect(ColorChange(payload: "not a change") == nil)
    }
}
