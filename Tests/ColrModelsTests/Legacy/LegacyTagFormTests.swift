import Testing

@testable import ColrModels

@Suite("colr.org's addtag form body")
struct LegacyTagFormTests {
    func tags(_ body: String) throws(ColrError) -> [String] {
        try LegacyTagForm.tags(fromBody: Array(body.utf8)).map(\.value)
    }

    @Test func readsTheTagsField() throws {
        #expect(try tags("tags=warm") == ["warm"])
        #expect(try tags("tags=Warm,%20sunny%20day") == ["warm", "sunny day"])
        #expect(try tags("other=1&tags=a,b&more") == ["a", "b"])
    }

    @Test func plusIsASpaceAndEscapesAreBytes() throws {
        #expect(try tags("tags=deep+sea,caf%C3%A9") == ["deep sea", "café"])
        #expect(try tags("t%61gs=x%2By%2cz") == ["x+y", "z"], "an escaped comma still separates")
        #expect(try tags("tags=a%3Db=c") == ["a=b=c"], "only the first = ends the name")
    }

    @Test func aRepeatedFieldTakesTheLastValueAndRepeatedTagsCountOnce() throws {
        #expect(try tags("tags=a&tags=b") == ["b"])
        #expect(try tags("tags=Warm,warm,WARM") == ["warm"])
    }

    @Test func aMissingOrEmptyFieldIsRefused() {
        let missing = ColrError.invalidTag(input: "", reason: "send the tags in a form field named \"tags\"")
        for body in ["", "tag=warm", "tags", "&&", "TAGS=warm", "=warm"] {
            #expect(throws: missing, "\(body)") { try tags(body) }
        }
        #expect(throws: ColrError.invalidTag(input: "", reason: "no tag given")) { try tags("tags=") }
        #expect(throws: ColrError.invalidTag(input: " , ", reason: "no tag given")) { try tags("tags=+,+") }
    }

    @Test(arguments: ["tags=%4", "tags=%", "tags=%ZZ", "tags=a%g1", "t%4gs=warm", "x=%&tags=warm"])
    func malformedEscapesAreRefused(_ body: String) throws {
        let error = try #require(throws: ColrError.self) { try tags(body) }
        guard case .invalidRequest(let reason) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(reason.hasPrefix("the form has a malformed percent escape \"%"))
        #expect(reason.hasSuffix("a % must be followed by two hex digits"))
    }

    @Test func sixtyFourFieldsAreReadAndSixtyFiveRefused() throws {
        let filler = Array(repeating: "x=1", count: 63).joined(separator: "&")
        #expect(try tags(filler + "&tags=ok") == ["ok"])
        #expect(throws: ColrError.invalidRequest(reason: "the form has more than 64 fields")) {
            try tags(filler + "&x=1&tags=ok")
        }
        // Empty pieces count: they are counted before anything is decoded.
        #expect(throws: ColrError.invalidRequest(reason: "the form has more than 64 fields")) {
            try tags("tags=ok" + String(repeating: "&", count: 64))
        }
    }

    @Test func textThatIsNotUTF8IsRefused() {
        let notUTF8 = ColrError.invalidRequest(reason: "the form is not UTF-8 text")
        #expect(throws: notUTF8) { try tags("tags=%FF") }
        #expect(throws: notUTF8) { try tags("tags=%C3") }
        #expect(throws: notUTF8) { try LegacyTagForm.tags(fromBody: Array("tags=a".utf8) + [0xC3, 0x28]) }
        #expect(throws: notUTF8) { try LegacyTagForm.tags(fromBody: [0xFF] + Array("=1&tags=a".utf8)) }
    }

    @Test func rawUTF8IsRead() throws {
        #expect(
            try LegacyTagForm.tags(fromBody: Array("tags=Ärger,日本".utf8)).map(\.value) == ["ärger", "日本"])
    }

    @Test func theTagRulesStillApply() {
        #expect(throws: ColrError.self) { try tags("tags=" + String(repeating: "x", count: 65)) }
        let many = (0...20).map { "t\($0)" }.joined(separator: ",")
        #expect(throws: ColrError.invalidRequest(reason: "send at most 20 tags at once, not 21")) {
            try tags("tags=" + many)
        }
    }
}
