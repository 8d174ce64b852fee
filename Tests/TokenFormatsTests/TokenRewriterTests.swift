import ColorKit
import Foundation
import TestSupport
import Testing

@testable import TokenFormats

@Suite("Writing fixes back into a theme's file")
struct TokenRewriterTests {
    static func color(_ text: String) throws -> CSSColor { try ColorParser(catalogs: [.css]).parseCSS(text) }

    @Test("Exactly the given ranges change, each in its old notation")
    func exactRanges() throws {
        let file = TokenFile(
            path: "t.css", text: ":root { --a: #fff; --b: oklch(0.5 0.1 20); --c: var(--a); }")
        let set = try TokenReader.read([file])
        let changes = try ["--a", "--b", "--c"].map { name in
            TokenChange(
                range: try #require(set.value(name, in: "light")?.origin?.range),
                color: try Self.color("#123456"))
        }
        let output = try TokenRewriter.rewrite(file, format: .css, changes: changes)
        let text = String(decoding: output, as: UTF8.self)
        #expect(text.hasPrefix(":root { --a: #123456; --b: oklch(0."))
        #expect(text.hasSuffix("; --c: #123456; }"))
        let reread = try TokenReader.read([TokenFile(path: "t.css", bytes: output)])
        #expect(reread.hex("--b", "light") == "#123456")
        #expect(reread.value("--c", in: "light")?.via == [])
    }

    @Test("Overlapping, empty and out-of-file ranges are refused with the line")
    func refused() throws {
        let file = TokenFile(path: "t.css", text: ":root {\n --a: #fff; }")
        let black = try Self.color("#000")
        #expect(
            throws: TokenFormatError.unwritable(
                file: "t.css", line: 2, reason: "two fixes overlap at byte 14; each value can be fixed once")
        ) {
            try TokenRewriter.rewrite(
                file, format: .css,
                changes: [
                    TokenChange(range: 14..<18, color: black), TokenChange(range: 13..<15, color: black),
                ])
        }
        #expect(throws: TokenFormatError.self) {
            try TokenRewriter.rewrite(
                file, format: .css, changes: [TokenChange(range: 14..<14, color: black)])
        }
        #expect(throws: TokenFormatError.self) {
            try TokenRewriter.rewrite(
                file, format: .css, changes: [TokenChange(range: 14..<99, color: black)])
        }
        #expect(try TokenRewriter.rewrite(file, format: .css, changes: []) == file.bytes)
    }

    @Test("Other formats write hex, which their readers extend")
    func otherFormats() throws {
        let file = TokenFile(path: "c.xml", text: "<color name=\"a\">#FFFFFF</color>")
        let output = try TokenRewriter.rewrite(
            file, format: .android, changes: [TokenChange(range: 16..<23, color: try Self.color("#102030"))])
        #expect(String(decoding: output, as: UTF8.self) == "<color name=\"a\">#102030</color>")
    }

    @Test("Repeats of a declaration for the same mode are found, others are not")
    func repeats() throws {
        let text = """
            [data-theme="dark"] { --a: #111; --b: #111; }
            @media (prefers-color-scheme: dark) { [data-theme="dark"] { --a: #111; } }
            :root { --a: #111; }
            """
        let file = TokenFile(path: "t.css", text: text)
        let set = try TokenReader.read([file])
        let range = try #require(set.value("--a", in: "dark")?.origin?.range)
        let changes = TokenRewriter.includingRepeats(
            [TokenChange(range: range, color: try Self.color("#222"))], in: file, format: .css)
        #expect(changes.count == 2)
        let output = try TokenRewriter.rewrite(file, format: .css, changes: changes)
        let reread = try TokenReader.read([TokenFile(path: "t.css", bytes: output)])
        #expect(reread.hex("--a", "dark") == "#222222")
        #expect(reread.hex("--b", "dark") == "#111111")
        #expect(reread.hex("--a", "light") == "#111111")
    }
}
