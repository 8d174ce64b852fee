import ColorKit
import Testing

@testable import TokenFormats

@Suite("The pairs file")
struct PairsFileTests {
    func read(_ text: String) throws(TokenFormatError) -> TokenPromises {
        try PairsFile.read(TokenFile(path: "colr-pairs.json", text: text))
    }

    let sample = TokenPromises(
        pairs: [
            TokenPair(text: "--text-primary", on: "--surface-page"),
            TokenPair(
                text: "--link", on: "--surface-card", minimum: 60, measure: .apca, modes: ["dark"],
                canvas: ["--surface-page"], fix: .on),
            TokenPair(text: "--focus", on: "--surface-page", measure: .nonText, fix: .none),
        ],
        signals: [
            SignalGroup(name: "status", tokens: ["--success", "--danger"], minimum: 0.12, modes: ["light"])
        ],
        background: "--surface-page")

    @Test("What is written reads back the same")
    func roundTrip() throws {
        let text = PairsFile.write(sample)
        #expect(try read(text) == sample)
        #expect(try read(PairsFile.write(TokenPromises())) == TokenPromises())
    }

    @Test("Defaults: WCAG at 4.5, every mode, the text side fixed")
    func defaults() throws {
        let promises = try read(
            #"{"pairs": [{"text": "a", "on": "b"}, {"text": "c", "on": "d", "measure": "apca"}]}"#)
        #expect(
            promises.pairs == [
                TokenPair(text: "a", on: "b", minimum: 4.5),
                TokenPair(text: "c", on: "d", minimum: 60, measure: .apca),
            ])
    }

    @Test(
        "Anything else is an error at the line and column of what is wrong",
        arguments: [
            (#"{"pairs": [{"text": "a", "on": "b", "colour": 1}]}"#, 1, 37),
            (#"{"pairs": [{"on": "b"}]}"#, 1, 12),
            (#"{"pairs": [{"text": "a"}]}"#, 1, 12),
            (#"{"pairs": [{"text": "a", "on": "b", "minimum": -1}]}"#, 1, 48),
            (#"{"pairs": [{"text": "a", "on": "b", "minimum": "4.5"}]}"#, 1, 48),
            (#"{"pairs": [{"text": "a", "on": "b", "measure": "wcag3"}]}"#, 1, 48),
            (#"{"pairs": [{"text": "a", "on": "b", "fix": "both"}]}"#, 1, 44),
            (#"{"pairs": [{"text": "", "on": "b"}]}"#, 1, 21),
            (#"{"pairs": [{"text": "a", "on": "b", "modes": "dark"}]}"#, 1, 46),
            (#"{"pairs": {}}"#, 1, 11),
            (#"{"signals": [{"name": "s", "tokens": ["a"]}]}"#, 1, 38),
            (#"{"signals": [{"tokens": ["a", "b"]}]}"#, 1, 14),
            (#"{"background": 3}"#, 1, 16),
            ("[]", 1, 1),
            ("{\n  \"pair\": []}", 2, 3),
        ])
    func strict(_ text: String, _ line: Int, _ column: Int) {
        #expect {
            try read(text)
        } throws: { error in
            guard case .malformed("colr-pairs.json", let l, let c, _) = error as? TokenFormatError else {
                return false
            }
            return l == line && c == column
        }
    }

    @Test(
        "A bad name in a list says which list and what is wrong with it",
        arguments: [
            (
                #"{"pairs": [{"text": "a", "on": "b", "modes": ["dark", 2]}]}"#, 55,
                "each of modes is a string, not a number"
            ),
            (#"{"pairs": [{"text": "a", "on": "b", "canvas": [""]}]}"#, 48, "each of canvas names no token"),
            (
                #"{"signals": [{"name": "s", "tokens": ["a", null]}]}"#, 44,
                "each of tokens is a string, not null"
            ),
        ])
    func listElements(_ text: String, _ column: Int, _ reason: String) {
        #expect {
            try read(text)
        } throws: { error in
            guard case .malformed("colr-pairs.json", 1, let c, let r) = error as? TokenFormatError else {
                return false
            }
            return c == column && r == reason
        }
    }

    @Test("The same object under $extensions org.colr.check in a DTCG file")
    func designTokensExtension() throws {
        let file = TokenFile(
            path: "tokens.json",
            text: """
                {"$extensions": {"org.colr.check": {"pairs": [{"text": "fg", "on": "bg", "minimum": 7}],
                                                    "background": "bg"}},
                 "fg": {"$type": "color", "$value": "#000000"}, "bg": {"$type": "color", "$value": "#ffffff"}}
                """)
        let promises = try TokenReader.promises([file], as: .designTokens)
        #expect(
            promises == TokenPromises(pairs: [TokenPair(text: "fg", on: "bg", minimum: 7)], background: "bg"))
        let wrong = TokenFile(
            path: "t.json",
            text: "{\"fg\": {\"$value\": \"#000\", \"$type\": \"color\"},\n"
                + #"  "$extensions": {"org.colr.check": {"pairs": [{"text": 1}]}}}"#)
        // Read again from the file's bytes: the error is where the file has it.
        #expect(
            throws: TokenFormatError.malformed(
                file: "t.json", line: 2, column: 57, reason: "text is a string, not a number")
        ) {
            try TokenReader.promises([wrong], as: .designTokens)
        }
    }

    @Test(
        "Read value by value: a repeated key, a value that is not JSON, and a wrong type each say what they are"
    )
    func readWhereWritten() {
        func reason(_ text: String) -> String? {
            do {
                _ = try read(text)
                return nil
            } catch {
                guard case .malformed(_, _, _, let reason) = error else { return nil }
                return reason
            }
        }
        #expect(
            reason(#"{"pairs": [{"text": "a", "on": "b", "text": "c"}]}"#)
                == "the key “text” appears twice in one object")
        // A value of the wrong type that is not JSON either is reported as not JSON.
        #expect(
            reason(#"{"pairs": [{"text": "a", "on": "b", "minimum": tru}]}"#)
                == "not valid JSON: expected true")
        #expect(
            reason(#"{"pairs": [{"text": "a", "on": "b", "minimum": true}]}"#)
                == "minimum is a number, not a boolean")
        #expect(
            reason(#"{"pairs": [{"text": "a", "on": "b"}]} x"#)
                == "not valid JSON: text follows the JSON value")
        #expect(reason(#"{"pairs": [{"text": "a", "on": "b"}"#) == "not valid JSON: an array is not closed")
        // A key spelled with an escape is the key it spells, repeats included.
        #expect(reason(#"{"pairs": [{"te\u0078t": "a", "on": "b"}]}"#) == nil)
        #expect(
            reason(#"{"pairs": [{"text": "a", "on": "b", "te\u0078t": "c"}]}"#)
                == "the key “text” appears twice in one object")
        #expect(reason(#"{"pairs": [{"te\u0078ts": "a"}]}"#)?.hasPrefix("a pair has no key “texts”") == true)
        #expect(
            reason(#"{"signals": [{"name": "s", "tokens": ["a", "b"], "minimum": 0.05, "modes": ["x"]}]}"#)
                == nil)
    }

    @Test(
        "In a resolver, on its sets and modifiers, named or inline: where the resolver module keeps a tool's data"
    )
    func resolverExtensions() throws {
        let file = TokenFile(
            path: "app.resolver.json",
            text: """
                {"version": "2025.10",
                 "sets": {"base": {"sources": [{"bg": {"$type": "color", "$value": "#ffffff"}}],
                                   "$extensions": {"org.colr.check": {"pairs": [{"text": "fg", "on": "bg"}]}}}},
                 "modifiers": {"theme": {"contexts": {"light": [{"fg": {"$type": "color", "$value": "#000000"}}],
                                                      "dark": [{"fg": {"$type": "color", "$value": "#eeeeee"}}]},
                                         "$extensions": {"org.colr.check": {"background": "bg"}}}},
                 "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"},
                   {"type": "set", "name": "more", "sources": [],
                    "$extensions": {"org.colr.check": {"pairs": [{"text": "fg", "on": "bg", "minimum": 7,
                                                                  "modes": ["theme=dark"]}]}}}]}
                """)
        #expect(TokenReader.guess([file]) == .designTokens)
        let promises = try TokenReader.promises([file])
        #expect(
            promises
                == TokenPromises(
                    pairs: [
                        TokenPair(text: "fg", on: "bg"),
                        TokenPair(text: "fg", on: "bg", minimum: 7, modes: ["theme=dark"]),
                    ],
                    background: "bg"))
        #expect(try TokenReader.read([file]).modes == ["theme=light", "theme=dark"])
    }

    @Test("Written back as read: one pair or group a line, defaults left out")
    func writesWhatItReads() throws {
        let promises = TokenPromises(
            pairs: [
                TokenPair(text: "--fg", on: "--bg", minimum: 4.5),
                TokenPair(
                    text: "--muted", on: "--bg", measure: .apca, modes: ["dark"], canvas: ["--page"], fix: .on
                ),
            ],
            signals: [SignalGroup(name: "status", tokens: ["--ok", "--bad"])], background: "--bg")
        let text = PairsFile.write(promises)
        #expect(
            text == """
                {
                  "pairs": [
                    { "text": "--fg", "on": "--bg", "minimum": 4.5, "measure": "wcag" },
                    { "text": "--muted", "on": "--bg", "minimum": 60, "measure": "apca", "modes": ["dark"], "canvas": ["--page"], "fix": "on" }
                  ],
                  "signals": [
                    { "name": "status", "tokens": ["--ok", "--bad"], "minimum": 0.1 }
                  ],
                  "background": "--bg"
                }

                """)
        #expect(try PairsFile.read(TokenFile(path: "colr-pairs.json", text: text)) == promises)
        #expect(PairsFile.write(TokenPromises()) == "{}\n")
    }
}
