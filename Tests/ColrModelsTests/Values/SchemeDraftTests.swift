import ColrModels
import Testing

@Suite("Scheme drafts")
struct SchemeDraftTests {
    @Test func validatesAndCleans() throws {
        let draft = try SchemeBody(
            name: "  Sea\u{0} ", colors: ["#036", "rebeccapurple"], tags: ["Calm", "calm"]
        ).draft()
        #expect(draft.name == "Sea")
        #expect(draft.colors.map(\.value) == ["003366", "663399"])
        #expect(draft.tags.map(\.value) == ["calm"])
    }

    @Test func refusesEmptyHugeOrBadSchemes() {
        #expect(throws: ColrError.self) { try SchemeBody(colors: []).draft() }
        #expect(throws: ColrError.self) { try SchemeBody(colors: Array(repeating: "fff", count: 65)).draft() }
        #expect(throws: ColrError.self) {
            try SchemeBody(name: String(repeating: "n", count: 101), colors: ["fff"]).draft()
        }
        #expect(throws: ColrError.self) { try SchemeBody(colors: ["fff", "nope"]).draft() }
    }
}
