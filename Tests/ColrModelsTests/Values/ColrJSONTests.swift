import ColrModels
import Foundation
import Testing

/// The wire's JSON is a contract between the server, the SDK, the feed's instances and the
/// CLI's readers: these pin what each of ``ColrJSON``'s coders writes, byte for byte.
@Suite("ColrJSON")
struct ColrJSONTests {
    /// 2024-05-01T12:00:00Z, with a fraction of a second the wire does not carry.
    static let created = Date(timeIntervalSince1970: 1_714_564_800.75)
    static let list = ColorList(
        colors: [ColorSummary(hex: "ff0000", tags: ["warm", "red/orange"], createdAt: created, tagCount: 2)],
        nextCursor: "djE6Mg")
    static let read = ColorList(
        colors: [
            ColorSummary(
                hex: "ff0000", tags: ["warm", "red/orange"],
                createdAt: Date(timeIntervalSince1970: 1_714_564_800),
                tagCount: 2)
        ],
        nextCursor: "djE6Mg")

    @Test("For programs: compact, keys sorted, ISO 8601 dates in whole seconds, / escaped")
    func compact() throws {
        let text = String(decoding: try ColrJSON.encoder().encode(Self.list), as: UTF8.self)
        #expect(
            text
                == #"{"colors":[{"createdAt":"2024-05-01T12:00:00Z","hex":"ff0000","tagCount":2,"tags":["warm","red\/orange"]}],"nextCursor":"djE6Mg"}"#
        )
        #expect(try ColrJSON.decoder().decode(ColorList.self, from: Data(text.utf8)) == Self.read)
    }

    /// Foundation on Linux writes unsorted keys in its dictionary's order, seeded per process:
    /// sorting is what makes two instances answer the same bytes, whatever order a type declares.
    @Test("The same value is the same bytes, whatever order its type declares its keys in")
    func sortedKeys() throws {
        let body = HealthStatus(status: "ok", database: "sqlite", sessions: 3)
        let text = String(decoding: try ColrJSON.encoder().encode(body), as: UTF8.self)
        #expect(text == #"{"database":"sqlite","sessions":3,"status":"ok"}"#)
        #expect(
            try ColrJSON.encoder().encode(SchemeChangeLike(scheme: 12, revision: 5))
                == Data(#"{"revision":5,"scheme":12}"#.utf8))
    }

    @Test("Pretty: indented, keys sorted, / as it is, dates as on the wire")
    func pretty() throws {
        let text = String(decoding: try ColrJSON.prettyEncoder().encode(Self.list), as: UTF8.self)
        #expect(
            text == """
                {
                  "colors" : [
                    {
                      "createdAt" : "2024-05-01T12:00:00Z",
                      "hex" : "ff0000",
                      "tagCount" : 2,
                      "tags" : [
                        "warm",
                        "red/orange"
                      ]
                    }
                  ],
                  "nextCursor" : "djE6Mg"
                }
                """)
        #expect(try ColrJSON.decoder().decode(ColorList.self, from: Data(text.utf8)) == Self.read)
    }

    @Test("The decoder takes dates only as ISO 8601, the form every encoder writes")
    func datesAreISO8601() {
        let seconds = #"{"hex":"ff0000","tags":[],"createdAt":736257600}"#
        #expect(throws: DecodingError.self) {
            try ColrJSON.decoder().decode(ColorSummary.self, from: Data(seconds.utf8))
        }
    }
}

/// A body that declares its keys against alphabetical order, as the feed's scheme change does.
private struct SchemeChangeLike: Encodable {
    let scheme: Int
    let revision: Int
}
