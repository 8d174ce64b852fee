import Foundation
import TestSupport
import Testing

@testable import ViewKit

/// The hand-written `patches` message is the same text `JSONEncoder` made with sorted keys and
/// unescaped slashes, byte for byte, for every patch and every kind of character.
@Suite("Patches written by hand, as JSONEncoder wrote them", .offPool)
struct WireJSONTests {
    private struct Reference: Encodable {
        let v = WireProtocol.version
        let type = "patches"
        let ack: Int?
        let patches: [Patch]
    }

    private static func reference(_ patches: [Patch], ack: Int?) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Reference(ack: ack, patches: patches)), as: UTF8.self)
    }

    static let texts = [
        "", "plain", WireProtocolTests.hostile, "\u{1B}[0m\u{1F}\u{0}", "ü/ß\\n",
        String(repeating: "ab\"", count: 300),
    ]

    static var everyPatch: [Patch] {
        texts.flatMap { text -> [Patch] in
            [
                .replace(id: "v1", html: text),
                .attributes(
                    id: text,
                    set: ["value": text, "min": "0", "max": "2", "data-vk-transition": "x", "class": text],
                    remove: [text, "hidden"]),
                .attributes(id: "v2", set: [:], remove: []),
                .attributes(
                    id: "v3", set: ["a10": "1", "a9": "2", "B": "3", "é": "4", "_": "5", "-": "6"], remove: []
                ),
                .text(id: "v4", text: text), .title(text), .pushURL(text), .replaceURL(text),
                .historyBack(count: 3, landing: text), .resetHistory([text, "/a", ""]), .resetHistory([]),
                .focus(id: text), .focus(id: nil), .copy(text),
                .download(DownloadFile(name: text, mediaType: "text/plain", contents: Array(text.utf8))),
                .insert(parent: "v5", before: text, html: text),
                .insert(parent: "v5", before: nil, html: "<i>"),
                .remove(id: text), .move(id: "v6", parent: text, before: "v7"),
                .move(id: "v6", parent: "v8", before: nil),
            ]
        }
    }

    @Test(arguments: [nil, 0, 7, 123_456_789])
    func sameTextAsJSONEncoder(ack: Int?) throws {
        let patches = Self.everyPatch
        #expect(WireProtocol.patches(patches, acknowledging: ack) == (try Self.reference(patches, ack: ack)))
        for patch in patches {
            #expect(
                WireProtocol.patches([patch], acknowledging: ack) == (try Self.reference([patch], ack: ack)))
        }
        #expect(WireProtocol.patches([], acknowledging: ack) == (try Self.reference([], ack: ack)))
    }
}
