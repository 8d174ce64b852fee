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
            path: "t.json", text: #"{"$extensions": {"org.colr.check": {"pairs": [{"text": 1}]}}}"#)
        #expect(throws: TokenFormatError.self) { try TokenReader.promises([wrong], as: .designTokens) }
    }
}
