import ColrDomain
import ColrModels
import Testing

/// Two edits from one revision: each keeps what it changed, and the later wins where both did.
@Suite("Merging two edits of a scheme")
struct SchemeMergeTests {
    func hexes(_ text: String) -> [ColorHex] {
        text.split(separator: " ").compactMap { ColorHex(String($0)) }
    }

    func merge(_ base: String, _ ours: String, _ theirs: String) -> String {
        SchemeMerge.merge(
            base: .init(name: "n", notes: "", colors: hexes(base)),
            ours: .init(name: "n", notes: "", colors: hexes(ours)),
            theirs: .init(name: "n", notes: "", colors: hexes(theirs))
        ).colors.map(\.value).joined(separator: " ")
    }

    @Test("Fields: each side keeps what it changed; both changed, ours (the later) wins")
    func fields() {
        let base = SchemeMerge.Contents(name: "Sea", notes: "", colors: hexes("000000"))
        var ours = base
        ours.name = "Harbour"
        var theirs = base
        theirs.notes = "for the site"
        let merged = SchemeMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(merged.name == "Harbour" && merged.notes == "for the site")
        theirs.name = "Coast"
        #expect(SchemeMerge.merge(base: base, ours: ours, theirs: theirs).name == "Harbour")
        #expect(SchemeMerge.merge(base: base, ours: base, theirs: theirs).name == "Coast")
    }

    @Test(
        "Colors merge color by color",
        arguments: [
            // Two colors replaced apart: both replacements kept.
            ("111111 222222 333333", "aaaaaa 222222 333333", "111111 222222 bbbbbb", "aaaaaa 222222 bbbbbb"),
            // Neighbours replaced apart, no anchor between them: still both.
            ("111111 222222 333333", "111111 aaaaaa 333333", "111111 222222 bbbbbb", "111111 aaaaaa bbbbbb"),
            // The same color replaced by both: the later edit's.
            ("111111 222222", "111111 aaaaaa", "111111 bbbbbb", "111111 aaaaaa"),
            // One adds at the end, the other removes the first.
            ("111111 222222", "111111 222222 cccccc", "222222", "222222 cccccc"),
            // One moves a color, the other replaces another.
            ("111111 222222 333333", "222222 111111 333333", "111111 222222 dddddd", "222222 111111 dddddd"),
            // Only one side changed.
            ("111111 222222", "111111 222222", "222222 111111", "222222 111111"),
            ("111111 222222", "333333", "111111 222222", "333333"),
            // Repeats are colors like any other.
            (
                "111111 111111 222222", "111111 111111 222222 111111", "aaaaaa 111111 222222",
                "aaaaaa 111111 222222 111111"
            ),
        ])
    func colors(_ example: (String, String, String, String)) {
        #expect(merge(example.0, example.1, example.2) == example.3)
    }

    @Test("A merge that leaves no colors keeps the saving edit as it is")
    func neverEmpty() throws {
        let base = SchemeRevision(
            number: 1, name: "n", notes: "", colors: hexes("111111 222222"), role: .owner, visitor: nil,
            createdAt: .init(), theme: nil)
        let current = StoredScheme(id: 1, name: "n", colors: hexes("222222"), tags: [], createdAt: .init())
        let ours = try SchemeDraft(name: "n", colors: hexes("111111"), tags: [])
        #expect(ours.merged(from: base, into: current).colors == hexes("111111"))
    }
}
