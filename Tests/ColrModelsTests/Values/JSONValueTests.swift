import ColrModels
import Testing

@Suite("JSONValue")
struct JSONValueTests {
    @Test("Objects keep their members' order, read and written")
    func order() throws {
        let text = #"{"zebra":1,"apple":[true,false,null],"mango":{"b":"x","a":-2.5}}"#
        let value = try JSONValue.parse(Array(text.utf8))
        #expect(String(decoding: value.serialized(), as: UTF8.self) == text)
        guard case .object(let members) = value else {
            Issue.record("not an object: \(value)")
            return
        }
        #expect(members.map(\.key) == ["zebra", "apple", "mango"])
        #expect(value["mango"]?["a"] == .number(-2.5))
    }

    /// The python style is what Python's `json.dumps(value)` writes (its default `ensure_ascii`,
    /// which leaves DEL, U+007F, as it is); the expected text is its output.
    @Test("The python style: spaced separators, everything but printable ASCII escaped")
    func pythonStyle() {
        let value = JSONValue.object([
            ("name", .string("Café \"du\" Monde\n\u{1F3A8}\u{7F}")), ("count", .number(3)),
            ("share", .number(0.25)),
        ])
        let written = String(decoding: value.serialized(.python), as: UTF8.self)
        #expect(
            written == #"{"name": "Caf\u00e9 \"du\" Monde\n\ud83c\udfa8\#u{7F}", "count": 3, "share": 0.25}"#)
        let compact = String(decoding: value.serialized(), as: UTF8.self)
        #expect(
            compact == "{\"name\":\"Café \\\"du\\\" Monde\\n\u{1F3A8}\u{7F}\",\"count\":3,\"share\":0.25}")
    }

    @Test("What is written reads back the same, escapes and surrogate pairs included")
    func roundTrip() throws {
        let value = JSONValue.array([
            .string("tab\there \u{0001} \\ / \u{10FFFF}"), .number(1e-7), .number(-0.0), .bool(true), .null,
            .object([]), .array([]),
        ])
        for style in [JSONValue.WritingStyle.compact, .python] {
            #expect(try JSONValue.parse(value.serialized(style)) == value)
        }
    }

    @Test("What is not JSON is refused with where it went wrong, never a trap")
    func refusals() {
        for bad in [
            "", "{", "[1,]", "{\"a\" 1}", "\"\\u12\"", "nul", "[1] 2", String(repeating: "[", count: 100),
        ] {
            #expect(throws: ColrError.self, "\(bad)") { try JSONValue.parse(Array(bad.utf8)) }
        }
    }
}
