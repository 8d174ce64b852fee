import ColorKit
import TestSupport
import Testing

@testable import TokenFormats

/// Input nobody writes on purpose: each gives an error or a result, never a crash or a hang.
@Suite("CSS token reader: hostile input", .offPool)
struct CSSHostileInputTests {
    @Test("Unclosed comments, blocks and parentheses are errors at the place they open")
    func unclosed() {
        #expect(
            throws: TokenFormatError.malformed(
                file: "theme.css", line: 2, column: 3, reason: "this comment is not closed with “*/”")
        ) { try readSheet(":root { --a: #fff; }\n  /* never closed") }
        #expect(
            throws: TokenFormatError.malformed(
                file: "theme.css", line: 1, column: 7,
                reason: "this “{” is not closed with “}” before the end of the file")
        ) { try readSheet(":root { --a: #fff;") }
        #expect(
            throws: TokenFormatError.malformed(
                file: "theme.css", line: 1, column: 17,
                reason: "this “(” is not closed before the end of the file")
        ) { try readSheet(":root { --a: rgb(1 2 3; }") }
    }

    @Test("Ten thousand nested blocks, at-rules, parentheses and :is()")
    func deepNesting() throws {
        let depth = 10_000
        let blocks =
            String(repeating: ":root { ", count: depth) + "--a: #fff;" + String(repeating: "}", count: depth)
        #expect(try readSheet(blocks).hex("--a", "light") == "#ffffff")
        let media =
            ":root { --a: #fff; }" + String(repeating: "@media (prefers-color-scheme: dark) { ", count: depth)
            + ":root { --a: #000; }" + String(repeating: "}", count: depth)
        #expect(try readSheet(media).hex("--a", "dark") == "#000000")
        let parentheses =
            ":root { --b: #fff; --a: " + String(repeating: "(", count: depth)
            + String(repeating: ")", count: depth) + "; }"
        #expect(try readSheet(parentheses).names == ["--b"])
        let selector =
            String(repeating: ":is(", count: depth) + ".dark" + String(repeating: ")", count: depth)
        #expect(try readSheet(":root { --a: #fff; }\n\(selector) { --a: #000; }").modes == ["light"])
        let nested = { (levels: Int) in
            ":root { --b: #fff; --a: " + String(repeating: "light-dark(", count: levels) + "#fff"
                + String(repeating: ", #000)", count: levels) + "; }"
        }
        #expect(try readSheet(nested(10)).hex("--a", "light") == "#ffffff")
        let deep = try readSheet(nested(300))
        #expect(deep.value("--a", in: "light") == nil, "deeper than any theme nests: not read")
        #expect(deep.hex("--a", "dark") == "#000000", "the dark side is the outermost second argument")
    }

    @Test("References that double at every step stop at a bound, not at memory's end")
    func exponentialReferences() throws {
        var text = ":root { --v0: #fff;"
        for level in 1...40 { text += " --v\(level): var(--v\(level - 1)) var(--v\(level - 1));" }
        text += "}"
        #expect(try readSheet(text).names == ["--v0"])
    }

    @Test("A chain ten thousand long, declared in either order")
    func longChains() throws {
        let count = 10_000
        var forward = ":root { --v0: #abcdef;"
        for index in 1...count { forward += " --v\(index): var(--v\(index - 1));" }
        let set = try readSheet(forward + " }")
        #expect(set.hex("--v\(count)", "light") == "#abcdef")
        var backward = ":root {"
        for index in 0..<count { backward += " --v\(index): var(--v\(index + 1));" }
        backward += " --v\(count): #abcdef; }"
        #expect(try readSheet(backward).value("--v\(count)", in: "light") != nil)
    }

    @Test("NUL bytes, invalid UTF-8, and stray closers")
    func oddBytes() throws {
        var bytes = Array(":root { --a: #fff; --b\u{0}: #000; --c: #1\u{0}23; }".utf8)
        #expect(
            try TokenReader.read([TokenFile(path: "nul.css", bytes: bytes)]).hex("--a", "light") == "#ffffff")
        bytes = Array(":root { --a: #fff; --".utf8) + [0xFF, 0xFE, 0xC3] + Array(": #000; } } ) ]".utf8)
        let set = try TokenReader.read([TokenFile(path: "utf8.css", bytes: bytes)])
        #expect(set.names.count == 2)
        #expect(set.hex("--a", "light") == "#ffffff")
    }

    @Test("A file near the size limit is read whole")
    func nearLimit() throws {
        let filler = "/*" + String(repeating: "x", count: TokenReader.byteLimit - 200) + "*/"
        let set = try readSheet(filler + ":root { --a: #fff; }")
        #expect(set.value("--a", in: "light")?.origin?.range.lowerBound == TokenReader.byteLimit - 196 + 13)
        let long =
            ":root { --b: #fff; --a: " + String(repeating: "a", count: TokenReader.byteLimit - 100) + "; }"
        #expect(try readSheet(long).names == ["--b"])
        var many = ":root {"
        for index in 0..<20_000 { many += " --c\(index): #\(index % 10)\(index % 10)\(index % 10);" }
        #expect(try readSheet(many + " }").names.count == 20_000)
    }

    @Test("Ten thousand random inputs built from CSS's own characters")
    func random() {
        var generator = SplitMix(seed: 0xC0FFEE)
        let alphabet = Array(":;{}()[]@,/*\\\"' \n-#.&!%0aedkrtlvhx".utf8) + [0, 0xFF, 0xC3]
        for _ in 0..<10_000 {
            let length = Int(generator.next() % 80)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let file = TokenFile(path: "r.css", bytes: Array(":root{--a:#fff;".utf8) + bytes)
            do {
                let set = try TokenReader.read([file])
                #expect(!set.modes.isEmpty)
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }
}

/// A small, seedable generator, so that a failing input can be found again.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
