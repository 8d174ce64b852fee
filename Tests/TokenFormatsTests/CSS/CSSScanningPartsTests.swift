import Testing

@testable import TokenFormats

/// The small parts the CSS reader's speed rests on, each against the plain way to do the same.
@Suite("CSS reader: name table, line map, color sniffing")
struct CSSScanningPartsTests {
    @Test("A name's id is the same each time it is met, and names never share one")
    func namesIntern() throws {
        var table = CSSNameTable()
        // Past several growths, with names that share long prefixes and differ in length only.
        let names =
            (0..<5_000).map { "--fgColor-" + String(repeating: "x", count: $0 % 40) + "\($0)" } + [
                "--a", "--a-", "--é", "-\u{0}-",
            ]
        let ids = names.map { table.intern(name: $0) }
        #expect(Set(ids).count == names.count)
        #expect(ids == Array(0..<names.count))
        for (name, id) in zip(names, ids) {
            #expect(table.intern(name: name) == id)
            #expect(table.id(of: ArraySlice(name.utf8)) == id && table.names[id] == name)
        }
        #expect(
            table.id(of: ArraySlice("--fgColor-".utf8)) == nil && table.id(of: []) == nil
                && table.count == names.count)
        // Met again in the same order (a generated theme's next mode), backwards, and with
        // each name's neighbour in between: the guess that the next name follows the last
        // must never hand out a wrong id.
        #expect(names.map { table.intern(name: $0) } == ids)
        #expect(names.reversed().map { table.intern(name: $0) } == ids.reversed())
        for (index, name) in names.enumerated() where index + 1 < names.count {
            #expect(table.intern(name: names[index + 1]) == ids[index + 1])
            #expect(table.intern(name: name) == ids[index])
        }
        #expect(table.count == names.count)
        // A slice in the middle of a larger file finds the same id as the name alone.
        let file = Array("x: --a-;".utf8)
        #expect(table.id(of: file[3..<7]) == ids[names.firstIndex(of: "--a-")!])
    }

    @Test("Plain values and those the full scan reads come out the same: trimmed, `!important` cut")
    func declarationValues() throws {
        let sheet = """
            :root {
              --a: #1f883d;
              --b:   #0969da   ;
              --c:\t0.5rem\n;
              --d: ;
              --e:;
              --f: var(--a, #fff) ;
              --g: #000 !important;
              --h: #111 /* note */ ;
              --i: "x;y";
              --j: { a: b };
              --k: #222 }
            .dark { --l: #333; --m: rgb(0 0 0 / 50%)
            }
            """
        var scanner = CSSSheetScanner(TokenFile(path: "t.css", bytes: Array(sheet.utf8)))
        var names = CSSNameTable()
        try scanner.scan(names: &names)
        let bytes = Array(sheet.utf8)
        let read = scanner.properties.map { property in
            (names.names[property.name], CSSText.string(bytes[property.value]), property.important)
        }
        let expected: [(String, String, Bool)] = [
            ("--a", "#1f883d", false), ("--b", "#0969da", false), ("--c", "0.5rem", false),
            ("--d", "", false),
            ("--e", "", false), ("--f", "var(--a, #fff)", false), ("--g", "#000", true),
            ("--h", "#111", false),
            ("--i", "\"x;y\"", false), ("--j", "{ a: b }", false), ("--k", "#222", false),
            ("--l", "#333", false),
            ("--m", "rgb(0 0 0 / 50%)", false),
        ]
        try #require(read.count == expected.count)
        for (got, want) in zip(read, expected) {
            #expect(got.0 == want.0 && got.1 == want.1 && got.2 == want.2, "\(got) against \(want)")
        }
        // An empty value is an empty range where the value starts, as the full scan gives it.
        let empty = try #require(scanner.properties.first { names.names[$0.name] == "--e" })
        #expect(empty.value.isEmpty && bytes[empty.value.lowerBound - 1] == UInt8(ascii: ":"))
    }

    @Test(
        "Lines and columns are those a byte-by-byte count gives",
        arguments: ["", "\n", "a\nb", "\n\nab\n", "é\n\u{2028}x\n"])
    func lineMap(_ text: String) {
        let bytes = Array(text.utf8)
        let map = CSSLineMap(bytes)
        for offset in 0...bytes.count {
            let before = bytes[..<offset]
            let line = before.filter { $0 == 0x0A }.count + 1
            let column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            #expect(
                map.position(of: offset) == (line, column), "offset \(offset) of \(text.debugDescription)")
        }
    }

    @Test func theNextPositionAgreesWithTheSearchInAnyOrder() {
        // Forty lines of varied length; offsets asked forward, backward, near and far.
        let text = (0..<40).map { String(repeating: "x", count: $0 % 7) }.joined(separator: "\n")
        let bytes = Array(text.utf8)
        var map = CSSLineMap(bytes)
        var generator = SystemRandomNumberGenerator()
        let forward = Array(0...bytes.count)
        let orders = [
            forward, forward.reversed(), forward.shuffled(using: &generator),
            forward.filter { $0 % 13 == 0 } + forward.filter { $0 % 5 == 0 },
        ]
        for order in orders {
            for offset in order {
                #expect(map.nextPosition(of: offset) == map.position(of: offset), "offset \(offset)")
            }
        }
    }

    @Test(
        "Values that cannot be colors are told apart before parsing",
        arguments: [
            ("#1f883d", true), ("  #fff ", true), ("red", true), ("Canvas", true), ("rgb(1 2 3)", true),
            ("light-dark(#fff, #000)", true), ("color-mix(in oklch, red, blue)", true),
            ("transparent ", true),
            ("1px", false), ("0.0625rem solid #d1d9e0", false), ("inset 0 1px 0 #fff", false),
            ("\"Mona\"", false),
            ("-webkit-focus-ring-color", false), ("", false), ("  ", false), (".5", false),
            ("red blue", false),
        ])
    func mayBeColor(_ value: String, _ expected: Bool) {
        #expect(Array(value.utf8).withUnsafeBufferPointer(CSSValueSyntax.mayBeColor) == expected)
    }

    @Test("A byte search finds what a plain search finds, at either end, overlapping or absent")
    func byteSearch() {
        let texts = [
            "", "@", "@theme", "x@theme", "@them", "@@theme", "a@theme b", "@themx@theme", "theme@",
            "é@theme",
        ]
        for text in texts {
            for needle in ["@theme", "@", "e", "", "@theme@theme"] {
                let bytes = Array(text.utf8)
                let expected =
                    needle.isEmpty
                    || bytes.indices.contains { start in
                        bytes[start...].starts(with: needle.utf8)
                    }
                #expect(
                    CSSText.contains(bytes, needle: Array(needle.utf8)) == expected, "\(needle) in \(text)")
            }
        }
    }
}

extension CSSNameTable {
    /// Interns `name`'s bytes, as the scanner interns a sheet's.
    fileprivate mutating func intern(name: String) -> Int {
        Array(name.utf8).withUnsafeBufferPointer { intern($0) }
    }
}
