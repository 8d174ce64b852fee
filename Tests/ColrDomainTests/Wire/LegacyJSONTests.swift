import ColrModels
import Foundation
import Testing

@testable import ColrDomain

@Suite("colr.org JSON, byte for byte")
struct LegacyJSONTests {
    let created = Date(timeIntervalSince1970: 1_187_574_833)
    let tagged = Date(timeIntervalSince1970: 1_111_913_422)

    @Test func aColorWithTagsAndHistory() throws {
        let color = StoredColor(
            id: 19425, hex: ColorHex("e0d1dd")!, createdAt: created,
            tags: [StoredTag(id: 11257, name: try TagName("joyful"), addedAt: tagged)])
        let history = [19425: [TagHistory(tagID: 11257, name: try TagName("joyful"), added: 1, deleted: 0)]]
        let bytes = LegacyJSON.encode(.colors([color], history: history, newColor: "e0d1dd"))
        let expected = """
            {"colors": [{"timestamp": 1187574833, "hex": "e0d1dd", "id": 19425, "tags": [{"timestamp": 1111913422, \
            "id": 11257, "name": "joyful"}]}], "schemes": [], "schemes_history": {}, "success": true, \
            "colors_history": {"e0d1dd": [{"d_count": 0, "id": "11257", "a_count": 1, "name": "joyful"}]}, \
            "messages": [], "new_color": "e0d1dd"}
            """
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }

    @Test func anUnknownColorHasIDMinusOneAndEchoesTheInput() {
        let envelope = LegacyEnvelope.unknownColor("zzz", now: created)
        let text = String(decoding: LegacyJSON.encode(envelope), as: UTF8.self)
        #expect(
            text
                == """
                {"colors": [{"timestamp": 1187574833, "hex": "zzz", "id": -1, "tags": []}], "schemes": [], \
                "schemes_history": {}, "success": true, "colors_history": {}, "messages": [], "new_color": "zzz"}
                """)
    }

    @Test func schemesAndMatchingColors() throws {
        let scheme = StoredScheme(
            id: 7, name: "sea", colors: [ColorHex("003366")!, ColorHex("6699cc")!],
            tags: [StoredTag(id: 3, name: try TagName("calm"), addedAt: tagged)], createdAt: created)
        let text = String(
            decoding: LegacyJSON.encode(
                .schemes(
                    [scheme],
                    history: [7: [TagHistory(tagID: 3, name: try TagName("calm"), added: 2, deleted: 1)]])),
            as: UTF8.self)
        #expect(
            text
                == """
                {"colors": [], "schemes": [{"timestamp": 1187574833, "id": 7, "colors": ["003366", "6699cc"], \
                "tags": [{"timestamp": 1111913422, "id": 3, "name": "calm"}]}], "schemes_history": {"7": \
                [{"d_count": 1, "id": "3", "a_count": 2, "name": "calm"}]}, "success": true, "colors_history": {}, \
                "messages": [], "new_color": ""}
                """)
        let random = String(
            decoding: LegacyJSON.encode(.colors([], history: [:], matchingColors: 12)), as: UTF8.self)
        #expect(random.hasSuffix(#""messages": [], "new_color": "", "matching_colors": 12}"#))
    }

    @Test func stringsAreEscapedAsPythonDid() throws {
        let envelope = LegacyEnvelope(success: false, messages: ["quote \" slash \\ tab \t é 😀 \u{1}"])
        let text = String(decoding: LegacyJSON.encode(envelope), as: UTF8.self)
        #expect(text.contains(#""quote \" slash \\ tab \t \u00e9 \ud83d\ude00 \u0001""#))
        // Whatever it holds, the output is valid JSON that decodes back to the same values.
        let decoded = try JSONDecoder().decode(LegacyEnvelope.self, from: Data(LegacyJSON.encode(envelope)))
        #expect(decoded == envelope)
    }
}
