import ColrModels
import Testing

@Suite("Tag normalization")
struct TagNameTests {
    @Test(
        "Normalizes case, space, Unicode form and invisible characters",
        arguments: [
            ("Warm", "warm"), ("  dark   RED \n", "dark red"), ("STRASSE", "strasse"), ("ÄRGER", "ärger"),
            ("cafe\u{301}", "café"), ("bad\u{200B}tag", "badtag"), ("\u{202E}evil", "evil"),
            ("a\u{0}b\u{7}c", "abc"),
            ("<script>alert(1)</script>", "<script>alert(1)</script>"), ("日本の色", "日本の色"),
        ])
    func normalizes(_ raw: String, _ expected: String) throws {
        #expect(try TagName(raw).value == expected)
    }

    @Test func composedAndDecomposedAreOneTag() throws {
        #expect(try TagName("caf\u{E9}") == TagName("cafe\u{301}"))
    }

    @Test(
        "Refuses what cannot be a tag",
        arguments: [
            "", "   ", "\u{200B}\u{200D}", "\u{0}\u{1}", String(repeating: "x", count: 65),
            String(repeating: "é", count: 2000),
        ])
    func refuses(_ raw: String) {
        #expect(throws: ColrError.self) { try TagName(raw) }
    }

    @Test func sixtyFourCharactersIsTheLimit() throws {
        #expect(try TagName(String(repeating: "ab", count: 32)).value.count == 64)
        #expect(try TagName(String(repeating: "👍🏽", count: 64)).value.count == 64)
    }

    @Test func commaSeparatedLists() throws {
        #expect(
            try TagName.list(fromCommaSeparated: "warm, Sunny,,warm ,  ").map(\.value) == ["warm", "sunny"])
        #expect(throws: ColrError.invalidTag(input: " , ,", reason: "no tag given")) {
            try TagName.list(fromCommaSeparated: " , ,")
        }
        #expect(throws: ColrError.self) {
            try TagName.list(fromCommaSeparated: "ok," + String(repeating: "y", count: 80))
        }
    }

    @Test func errorMessagesAreShortAndPrintable() {
        let error = ColrError.invalidTag(
            input: "\u{1B}[2J" + String(repeating: "z", count: 500), reason: "too long")
        #expect(!error.description.contains("\u{1B}"))
        #expect(error.description.count < 100)
    }
}
