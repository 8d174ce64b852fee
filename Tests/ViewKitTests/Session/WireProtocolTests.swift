import Foundation
import TestSupport
import Testing

@testable import ViewKit

@Suite("The wire protocol's messages", .offPool)
struct WireProtocolTests {
    /// Text that needs every kind of JSON escaping: quotes, backslashes, each control character,
    /// a non-BMP emoji (a surrogate pair in JavaScript), the line and paragraph separators that
    /// older JavaScript rejected in string literals, markup and slashes.
    static let hostile =
        "\"quoted\" back\\slash "
        + String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar(UInt8($0)) }))
        + "\u{7F} é 👩‍👩‍👧 😀 \u{2028}\u{2029} </script><b>&amp;</b> a/b"

    /// A message as `JSON.parse` would see it.
    static func parse(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func patches(_ patches: [Patch], ack: Int? = nil, basePath: String = "") throws -> [[String: Any]]
    {
        let message = try parse(WireProtocol.patches(patches, acknowledging: ack, basePath: basePath))
        #expect(message["v"] as? Int == 1)
        #expect(message["type"] as? String == "patches")
        return try #require(message["patches"] as? [[String: Any]])
    }

    @Test func everyPatchHasTheShapeThePageReads() throws {
        let text = Self.hostile
        let decoded = try Self.patches([
            .replace(id: "r\(text)", html: "<p>\(text)</p>"),
            .attributes(id: "a", set: ["title": text, "class": "x"], remove: ["hidden", text]),
            .text(id: "t", text: text),
            .title(text),
            .pushURL("/items/\(text)"),
            .replaceURL("/items"),
            .historyBack(count: 2, landing: "/items"),
            .resetHistory(["/items", "/items/item-3"]),
            .focus(id: "f"),
            .focus(id: nil),
        ])
        try #require(decoded.count == 10)
        #expect(decoded[0]["op"] as? String == "replace")
        #expect(decoded[0]["id"] as? String == "r\(text)")
        #expect(decoded[0]["html"] as? String == "<p>\(text)</p>")
        #expect(decoded[1]["op"] as? String == "attributes")
        #expect(decoded[1]["id"] as? String == "a")
        #expect(decoded[1]["set"] as? [String: String] == ["title": text, "class": "x"])
        #expect(decoded[1]["remove"] as? [String] == ["hidden", text])
        #expect(decoded[2]["op"] as? String == "text")
        #expect(decoded[2]["text"] as? String == text)
        #expect(decoded[3]["op"] as? String == "title")
        #expect(decoded[3]["title"] as? String == text)
        #expect(decoded[4]["op"] as? String == "pushURL")
        #expect(decoded[4]["url"] as? String == "/items/\(text)")
        #expect(decoded[5]["op"] as? String == "replaceURL")
        #expect(decoded[5]["url"] as? String == "/items")
        #expect(decoded[6]["op"] as? String == "historyBack")
        #expect(decoded[6]["count"] as? Int == 2)
        #expect(decoded[6]["url"] as? String == "/items")
        #expect(decoded[7]["op"] as? String == "resetHistory")
        #expect(decoded[7]["urls"] as? [String] == ["/items", "/items/item-3"])
        #expect(decoded[8]["op"] as? String == "focus")
        #expect(decoded[8]["id"] as? String == "f")
        // Blurring is an explicit null, not a missing id.
        #expect(decoded[9]["op"] as? String == "focus")
        #expect(decoded[9]["id"] is NSNull)
    }

    @Test func theAcknowledgementIsANumberOrAbsent() throws {
        let acknowledged = try Self.parse(WireProtocol.patches([], acknowledging: 42))
        #expect(acknowledged["ack"] as? Int == 42)
        #expect((acknowledged["patches"] as? [Any])?.isEmpty == true)
        let unprompted = try Self.parse(WireProtocol.patches([.title("t")], acknowledging: nil))
        #expect(unprompted["ack"] == nil)
    }

    @Test func onlyURLsGetTheMountPath() throws {
        let decoded = try Self.patches(
            [
                .pushURL("/a"), .replaceURL("/b"), .historyBack(count: 1, landing: "/c"),
                .resetHistory(["/d", "/e"]), .text(id: "/t", text: "/t"), .title("/x"),
            ],
            basePath: "/app")
        try #require(decoded.count == 6)
        #expect(decoded[0]["url"] as? String == "/app/a")
        #expect(decoded[1]["url"] as? String == "/app/b")
        #expect(decoded[2]["url"] as? String == "/app/c")
        #expect(decoded[3]["urls"] as? [String] == ["/app/d", "/app/e"])
        #expect(decoded[4]["id"] as? String == "/t")
        #expect(decoded[4]["text"] as? String == "/t")
        #expect(decoded[5]["title"] as? String == "/x")
    }

    /// The page sets attributes in the order they arrive: a slider's range must be set before
    /// its value, and `class` before the `data-vk-transition` whose animation adds a class.
    @Test func attributesArriveInNameOrder() throws {
        let text = WireProtocol.patches(
            [
                .attributes(
                    id: "s",
                    set: [
                        "value": "150", "min": "0", "max": "200", "data-vk-transition": "push:2",
                        "class": "c",
                    ],
                    remove: [])
            ], acknowledging: nil)
        let positions = ["\"class\"", "\"data-vk-transition\"", "\"max\"", "\"min\"", "\"value\""].map {
            text.range(of: $0)?.lowerBound
        }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }

    @Test func slashesAreNotEscaped() {
        // Escaped slashes mean the same to JSON.parse but grow every URL and closing tag.
        let text = WireProtocol.patches(
            [.pushURL("/a/b"), .replace(id: "x", html: "<p></p>")], acknowledging: 1)
        #expect(!text.contains("\\/"))
        #expect(text.contains("/a/b"))
    }

    @Test func closingCarriesItsReason() throws {
        let message = try Self.parse(WireProtocol.closing(Self.hostile))
        #expect(message["v"] as? Int == 1)
        #expect(message["type"] as? String == "closing")
        #expect(message["reason"] as? String == Self.hostile)
        let joined = try Self.parse(WireProtocol.joined())
        #expect(joined["v"] as? Int == 1)
        #expect(joined["type"] as? String == "joined")
    }

    @Test func aLargePatchRoundTrips() throws {
        let html = String(
            repeating: "<div id=\"vk1\" class=\"row\">Crimson \"red\" \\ 😀\u{2028}</div>", count: 5000)
        let decoded = try Self.patches([.replace(id: "vk0", html: html)], ack: 9)
        #expect(decoded.first?["html"] as? String == html)
    }

    @Test func anEventCarriesAWholePickedFileButNoMore() throws {
        func event(_ length: Int) -> String {
            #"{"v":1,"type":"event","event":{"kind":"change","target":"v3","value":""#
                + String(repeating: "A", count: length) + #"","sequence":1}}"#
        }
        // The largest file a FilePicker takes, base64-encoded with a 200-character name.
        let file = (FilePicker.limitBytes + 2) / 3 * 4 + 201
        guard case .event(let picked) = try WireProtocol.decode(event(file)) else {
            Issue.record("not an event")
            return
        }
        #expect(picked.value?.count == file)
        #expect(throws: ViewKitError.self) {
            try WireProtocol.decode(event(WireProtocol.maximumEventValueBytes + 1))
        }
    }
}
