import ColrDomain
import ColrModels
import Foundation
import Testing

/// Edits as operations on entries: each editor's intent kept whatever the others did first.
@Suite("Editing a scheme by its entries")
struct StoredSchemeEditingTests {
    /// A scheme whose colors are letters, each its own entry: "ABCD" holds entries 1 to 4.
    struct Ledger {
        var scheme: StoredScheme
        var revisions: [Int: SchemeRevision] = [:]

        init(_ letters: String) {
            scheme = StoredScheme(
                id: 1, name: "Sea", colors: letters.map { Ledger.hex($0) }, tags: [], createdAt: Date(),
                revision: 1)
            keep()
        }

        static func hex(_ letter: Character) -> ColorHex {
            let index = Int(letter.asciiValue ?? 65) - 65
            return ColorHex(String(format: "%02x%02x%02x", index * 9, 255 - index * 9, 64))!
        }

        static func letter(_ hex: ColorHex) -> Character {
            Character(UnicodeScalar(UInt8(Int(hex.value.prefix(2), radix: 16)! / 9 + 65)))
        }

        /// The entry id of the first color `letter` in the scheme now.
        func entry(_ letter: Character) -> Int {
            scheme.entries.first { $0.hex == Ledger.hex(letter) }?.id ?? -1
        }

        var letters: String { String(scheme.colors.map(Ledger.letter)) }

        /// Saves as the store does: applied to what is there, merged against `base`, a new
        /// revision when anything changed.
        @discardableResult
        mutating func save(_ operations: [SchemeOperation], base: Int) throws(ColrError) -> SchemeEditOutcome
        {
            let outcome = try scheme.applying(operations, since: revisions[base])
            guard outcome.changed else { return .unchanged(scheme) }
            scheme = outcome.scheme.with(revision: scheme.revision + 1)
            keep()
            return SchemeEditOutcome(scheme: scheme, replaced: outcome.replaced)
        }

        private mutating func keep() {
            revisions[scheme.revision] = SchemeRevision(
                number: scheme.revision, name: scheme.name, notes: scheme.notes, colors: scheme.colors,
                role: .owner, visitor: nil, createdAt: Date(), theme: scheme.theme,
                entryIDs: scheme.entries.map(\.id))
        }
    }

    @Test("Removals of neighbours both apply")
    func neighbours() throws {
        var ledger = Ledger("ABCD")
        let (a, b) = (ledger.entry("A"), ledger.entry("B"))
        try ledger.save([.remove(entry: a)], base: 1)
        try ledger.save([.remove(entry: b)], base: 1)
        #expect(ledger.letters == "CD")
    }

    @Test("A color removed stays removed, and the one moved is the one meant")
    func removeAndMove() throws {
        var ledger = Ledger("ABC")
        let (a, b, c) = (ledger.entry("A"), ledger.entry("B"), ledger.entry("C"))
        // Remove B, and (from the same revision) move A down: between B and C.
        try ledger.save([.remove(entry: b)], base: 1)
        try ledger.save([.move(entry: a, after: b, before: c)], base: 1)
        #expect(ledger.letters == "AC")
        // In the other order, the same.
        var other = Ledger("ABC")
        try other.save([.move(entry: a, after: b, before: c)], base: 1)
        try other.save([.remove(entry: b)], base: 1)
        #expect(other.letters == "AC")
    }

    @Test("A move of a color someone removed is refused, and says which color")
    func moveOfRemoved() throws {
        var ledger = Ledger("AB")
        let (a, b) = (ledger.entry("A"), ledger.entry("B"))
        try ledger.save([.remove(entry: b)], base: 1)
        let hex = Ledger.hex("B").value.uppercased()
        #expect(
            throws: ColrError.editConflict(
                reason: "another editor removed #\(hex), so it could not be moved", revision: 2)
        ) {
            try ledger.save([.move(entry: b, after: nil, before: a)], base: 1)
        }
        #expect(ledger.letters == "A")
        #expect(ledger.scheme.revision == 2)
        // Moved first, then removed: the removal still holds.
        var other = Ledger("AB")
        try other.save([.move(entry: b, after: nil, before: a)], base: 1)
        try other.save([.remove(entry: b)], base: 1)
        #expect(other.letters == "A")
    }

    @Test("Removing what another removed first is kept, and writes nothing")
    func removedTwice() throws {
        var ledger = Ledger("ABC")
        let b = ledger.entry("B")
        try ledger.save([.remove(entry: b)], base: 1)
        let again = try ledger.save([.remove(entry: b)], base: 1)
        #expect(again.scheme.revision == 2)
        #expect(ledger.letters == "AC")
    }

    @Test("Ten editors each remove a different color of twelve")
    func tenRemovals() throws {
        var ledger = Ledger("ABCDEFGHIJKL")
        let ids = ledger.scheme.entries.map(\.id)
        for id in ids.prefix(10) { try ledger.save([.remove(entry: id)], base: 1) }
        #expect(ledger.letters == "KL")
        // The history never brings back a removed color.
        for number in 2...11 {
            #expect(ledger.revisions[number]?.colors.count == 12 - (number - 1))
        }
    }

    @Test("Removals apart both apply")
    func apart() throws {
        var ledger = Ledger("ABCD")
        let (a, c) = (ledger.entry("A"), ledger.entry("C"))
        try ledger.save([.remove(entry: a)], base: 1)
        try ledger.save([.remove(entry: c)], base: 1)
        #expect(ledger.letters == "BD")
    }

    @Test("An add lands beside its neighbour, or its other neighbour when that one is gone")
    func adds() throws {
        var ledger = Ledger("ABCD")
        let (b, c) = (ledger.entry("B"), ledger.entry("C"))
        try ledger.save([.remove(entry: c)], base: 1)
        try ledger.save([.add(Ledger.hex("E"), after: b, before: c)], base: 1)
        #expect(ledger.letters == "ABED")
        try ledger.save([.remove(entry: b)], base: 3)
        // Added after B and before E, from revision 3; B is gone, so before E.
        try ledger.save([.add(Ledger.hex("F"), after: b, before: ledger.entry("E"))], base: 3)
        #expect(ledger.letters == "AFED")
        // Both neighbours gone: at the end. None named: at the end. After nil: first.
        try ledger.save([.add(Ledger.hex("G"), after: 99, before: 98)], base: 5)
        try ledger.save([.add(Ledger.hex("H"), after: nil, before: nil)], base: 6)
        try ledger.save([.add(Ledger.hex("I"), after: nil, before: ledger.entry("A"))], base: 7)
        #expect(ledger.letters == "IAFEDGH")
        // A removed entry's id is never given again.
        #expect(Set(ledger.scheme.entries.map(\.id)).isDisjoint(with: [b, c]))
    }

    @Test("The same field changed twice keeps the later value and names the one it replaced")
    func replaced() throws {
        var ledger = Ledger("AB")
        let a = ledger.entry("A")
        try ledger.save([.rename("Harbour"), .recolor(entry: a, to: Ledger.hex("C"))], base: 1)
        let later = try ledger.save(
            [.rename("Coast"), .setNotes("shore"), .recolor(entry: a, to: Ledger.hex("D"))], base: 1)
        #expect(ledger.scheme.name == "Coast" && ledger.scheme.notes == "shore")
        #expect(ledger.letters == "DB")
        #expect(
            later.replaced == [
                SchemeReplacement(field: .name, theirs: "Harbour"),
                SchemeReplacement(field: .color(entry: a), theirs: Ledger.hex("C").value),
            ])
        // Made against the latest revision, nothing of anyone's is replaced.
        let plain = try ledger.save([.rename("Bay")], base: 3)
        #expect(plain.replaced.isEmpty)
        // Named twice in one save from an old revision: the other's value is named once, not
        // this editor's own first one.
        let twice = try ledger.save([.rename("Pier"), .rename("Jetty")], base: 1)
        #expect(twice.replaced == [SchemeReplacement(field: .name, theirs: "Bay")])
    }

    @Test("Recoloring a removed color is refused; removing the last color is refused")
    func refusals() throws {
        var ledger = Ledger("AB")
        let (a, b) = (ledger.entry("A"), ledger.entry("B"))
        try ledger.save([.remove(entry: a)], base: 1)
        #expect(throws: ColrError.self) {
            try ledger.save([.recolor(entry: a, to: Ledger.hex("C"))], base: 1)
        }
        #expect(throws: ColrError.self) { try ledger.save([.remove(entry: b)], base: 1) }
        // A name too long is the editor's own mistake, not a conflict.
        #expect(throws: ColrError.invalidRequest(reason: "a scheme name has at most 100 characters")) {
            try ledger.save([.rename(String(repeating: "x", count: 101))], base: 2)
        }
        #expect(ledger.letters == "B" && ledger.scheme.revision == 2)
        // An entry that never was is the caller's mistake.
        #expect(throws: ColrError.self) {
            try ledger.save([.move(entry: 42, after: nil, before: nil)], base: 2)
        }
    }

    @Test("Replacing every color keeps the entries of colors that stay")
    func replaceColors() throws {
        var ledger = Ledger("ABC")
        let (a, c) = (ledger.entry("A"), ledger.entry("C"))
        try ledger.save([.replaceColors([Ledger.hex("C"), Ledger.hex("D"), Ledger.hex("A")])], base: 1)
        #expect(ledger.letters == "CDA")
        #expect(ledger.scheme.entries.map(\.id) == [c, 4, a])
    }

    @Test("Operations read and write the wire form")
    func wire() throws {
        let operations: [SchemeOperation] = [
            .add(Ledger.hex("A"), after: 3, before: nil), .remove(entry: 2),
            .move(entry: 4, after: nil, before: 1), .recolor(entry: 1, to: Ledger.hex("B")), .rename("Sea"),
            .setNotes("n"), .setTheme(SchemeTheme(target: .aaa)), .setTheme(nil),
            .replaceColors([Ledger.hex("C")]),
        ]
        let data = try JSONEncoder().encode(SchemeEditBody(operations: operations))
        #expect(try JSONDecoder().decode(SchemeEditBody.self, from: data).operations == operations)
        let text =
            ##"{"operations":[{"op":"add","color":"teal"},{"op":"recolor","entry":1,"color":"#fff"}]}"##
        #expect(
            try JSONDecoder().decode(SchemeEditBody.self, from: Data(text.utf8)).operations == [
                .add(ColorHex("008080")!, after: nil, before: nil),
                .recolor(entry: 1, to: ColorHex("ffffff")!),
            ])
        for bad in [
            #"{"operations":[{"op":"add","color":"not a color"}]}"#, #"{"operations":[{"op":"fly"}]}"#,
            #"{"operations":[{"op":"remove"}]}"#,
        ] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(SchemeEditBody.self, from: Data(bad.utf8))
            }
        }
    }
}
