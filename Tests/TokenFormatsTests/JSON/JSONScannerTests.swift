import Testing

@testable import TokenFormats

@Suite("The position-recording JSON scan")
struct JSONScannerTests {
    func parse(_ text: String) throws(TokenFormatError) -> JSONNode {
        try JSONScanner.parse(TokenFile(path: "t.json", text: text))
    }

    @Test("Every value knows its line, column and bytes")
    func positions() throws {
        let text = "{\n  \"a\": {\"b\": [1, \"x\"]},\n  \"é\": true\n}"
        let root = try parse(text)
        let b = try #require(root["a"]?["b"])
        #expect(b.position == JSONPosition(line: 2, column: 14))
        #expect(String(decoding: Array(text.utf8)[b.range], as: UTF8.self) == "[1, \"x\"]")
        let member = try #require(root.members?.last)
        #expect(member.key == "é")
        #expect(member.keyPosition == JSONPosition(line: 3, column: 3))
        // Columns count bytes: "é" is two.
        #expect(member.node.position == JSONPosition(line: 3, column: 9))
    }

    @Test("Escapes, surrogate pairs and numbers are read as JSON defines them")
    func values() throws {
        let root = try parse(#"{"s": "a\n\u00e9\ud83d\ude00\/", "n": -1.5e2, "z": 0, "f": false, "x": null}"#)
        #expect(root["s"]?.string == "a\né😀/")
        #expect(root["n"]?.number == -150)
        #expect(root["z"]?.number == 0)
        #expect(root["f"]?.kind == .bool)
        #expect(root["x"]?.kind == .null)
    }

    @Test("A string with escapes keeps the text around them, and one without is its bytes")
    func escapedAndPlain() throws {
        let root = try parse(#"{"a": "é \"q\" \\ tail", "b": "plain é", "c": "\u0041\t"}"#)
        #expect(root["a"]?.string == #"é "q" \ tail"#)
        #expect(root["b"]?.string == "plain é")
        #expect(root["c"]?.string == "A\t")
    }

    @Test("A repeated key is found in a small object and in a large one", arguments: [3, 11, 12, 40])
    func repeatedKeys(_ count: Int) throws {
        let members = (0..<count).map { "\"k\($0)\": \($0)" }
        #expect(try parse("{" + members.joined(separator: ", ") + "}").members?.count == count)
        let repeated = "{" + (members + ["\"k\(count - 1)\": 0"]).joined(separator: ", ") + "}"
        #expect {
            try parse(repeated)
        } throws: { error in
            guard case .malformed(_, _, _, let reason) = error as? TokenFormatError else { return false }
            return reason.contains("“k\(count - 1)” appears twice")
        }
    }

    @Test(
        "What is not JSON is an error at its line and column",
        arguments: [
            ("{\"a\": 01}", 1, 7), ("{\"a\": 1,}", 1, 9), ("{\n  \"a\" 1}", 2, 7), ("[1, 2", 1, 6),
            ("{\"a\": \"\u{01}\"}", 1, 8), ("{\"a\": 1, \"a\": 2}", 1, 10), ("\"\\x\"", 1, 2),
            ("{} x", 1, 4), ("\"\\ud800\"", 1, 8), ("1e999", 1, 1),
        ])
    func errors(_ text: String, _ line: Int, _ column: Int) {
        #expect {
            try parse(text)
        } throws: { error in
            guard case .malformed("t.json", let l, let c, _) = error as? TokenFormatError else {
                return false
            }
            return l == line && c == column
        }
    }

    @Test("Invalid UTF-8 and NUL are refused where they are")
    func encoding() {
        let invalid = TokenFile(
            path: "t.json", bytes: Array("{\n \"a\": \"".utf8) + [0xFF] + Array("\"}".utf8))
        #expect(
            throws: TokenFormatError.malformed(
                file: "t.json", line: 2, column: 8, reason: "the file is not UTF-8 text")
        ) {
            try JSONScanner.parse(invalid)
        }
        let nul = TokenFile(path: "t.json", bytes: Array("{\"a\": \"".utf8) + [0] + Array("\"}".utf8))
        #expect(
            throws: TokenFormatError.malformed(
                file: "t.json", line: 1, column: 8, reason: "the file holds a NUL byte")
        ) {
            try JSONScanner.parse(nul)
        }
    }

    @Test("Nesting deeper than the limit is an error, not a crash")
    func depth() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: TokenFormatError.self) { try parse(deep) }
        let fine = String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
        #expect(throws: Never.self) { try parse(fine) }
    }

    @Test("A byte order mark before the document is skipped")
    func byteOrderMark() throws {
        let root = try JSONScanner.parse(
            TokenFile(path: "t.json", bytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)))
        #expect(root["a"]?.position == JSONPosition(line: 1, column: 7))
    }

    @Test("A short decimal is read without a string, to the same Double as the full reading")
    func shortDecimals() throws {
        var generator = SystemRandomNumberGenerator()
        var texts = [
            "0", "-0", "4.5", "7", "0.1", "0.3", "-0.25", "999999999999999", "0.000000000000001",
            "1.7976931348623157",
        ]
        for _ in 0..<5000 {
            let digits = (0..<Int.random(in: 1...15, using: &generator)).map { _ in
                String(Int.random(in: 0...9, using: &generator))
            }.joined()
            let trimmed = digits.drop { $0 == "0" }
            let whole = trimmed.isEmpty ? "0" : String(trimmed)
            let point = Int.random(in: 0...whole.count, using: &generator)
            var text =
                point == whole.count
                ? whole
                : String(whole.prefix(point).isEmpty ? "0" : whole.prefix(point)) + "."
                    + whole.dropFirst(point)
            if Bool.random(using: &generator) { text = "-" + text }
            texts.append(text)
        }
        var quick = 0
        for text in texts {
            let full = try #require(Double(text))
            #expect(try parse(text).number == full, "\(text)")
            guard let fast = JSONScanner.shortDecimal(ArraySlice(text.utf8)) else { continue }
            quick += 1
            #expect(fast == full && fast.sign == full.sign, "\(text)")
        }
        #expect(quick > texts.count / 2)
        // Sixteen digits or an exponent take the full reading.
        #expect(JSONScanner.shortDecimal(ArraySlice("1234567890123456".utf8)) == nil)
        #expect(JSONScanner.shortDecimal(ArraySlice("12345678901234567890123".utf8)) == nil)
        #expect(JSONScanner.shortDecimal(ArraySlice("1e5".utf8)) == nil)
        #expect(try parse("12345678901234567890123").number == 12345678901234567890123)
    }
}
