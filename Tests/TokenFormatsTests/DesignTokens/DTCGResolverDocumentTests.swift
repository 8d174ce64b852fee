import Testing

@testable import TokenFormats

@Suite("Reading a DTCG resolver document")
struct DTCGResolverDocumentTests {
    let foundation = TokenFile(
        path: "tokens/foundation.json",
        text: ##"{"gray": {"$type": "color", "0": {"$value": "#ffffff"}, "9": {"$value": "#111111"}}}"##)
    let light = TokenFile(
        path: "tokens/themes/light.json",
        text:
            ##"{"bg": {"$type": "color", "$value": "{gray.0}"}, "fg": {"$type": "color", "$value": "{gray.9}"}}"##
    )
    let dark = TokenFile(
        path: "tokens/themes/dark.json",
        text:
            ##"{"bg": {"$type": "color", "$value": "{gray.9}"}, "fg": {"$type": "color", "$value": "{gray.0}"}}"##
    )
    let high = TokenFile(
        path: "tokens/themes/high.json", text: ##"{"fg": {"$type": "color", "$value": "#000000"}}"##)

    func resolver(_ body: String) -> TokenFile {
        TokenFile(path: "tokens/app.resolver.json", text: body)
    }

    @Test("Every combination of contexts is a mode, named modifier=context, later sources overriding")
    func combinations() throws {
        let document = resolver(
            """
            {"version": "2025.10",
             "sets": {"foundation": {"sources": [{"$ref": "foundation.json"}]}},
             "modifiers": {
               "theme": {"contexts": {"light": [{"$ref": "themes/light.json"}], "dark": [{"$ref": "./themes/dark.json"}]}},
               "contrast": {"contexts": {"normal": [], "high": [{"$ref": "themes/high.json"}]}}},
             "resolutionOrder": [{"$ref": "#/sets/foundation"}, {"$ref": "#/modifiers/theme"},
                                 {"$ref": "#/modifiers/contrast"}]}
            """)
        let set = try TokenReader.read([document, foundation, light, dark, high], as: .designTokens)
        #expect(
            set.modes == [
                "theme=light,contrast=normal", "theme=light,contrast=high", "theme=dark,contrast=normal",
                "theme=dark,contrast=high",
            ])
        #expect(
            set.value("bg", in: "theme=dark,contrast=high")?.rgbColor.rgb8.hexString(uppercase: false)
                == "#111111")
        #expect(
            set.value("fg", in: "theme=dark,contrast=normal")?.rgbColor.rgb8.hexString(uppercase: false)
                == "#ffffff")
        #expect(
            set.value("fg", in: "theme=dark,contrast=high")?.rgbColor.rgb8.hexString(uppercase: false)
                == "#000000")
        #expect(set.value("fg", in: "theme=dark,contrast=high")?.origin?.file == "tokens/themes/high.json")
        #expect(set.value("bg", in: "theme=light,contrast=normal")?.via == ["gray.0"])
        #expect(set.names.starts(with: ["gray.0", "gray.9", "bg", "fg"]))
    }

    @Test("Inline sets and modifiers in resolutionOrder; no modifier is one default mode")
    func inline() throws {
        let document = resolver(
            """
            {"version": "2025.10",
             "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "foundation.json"},
                {"brand": {"$type": "color", "$value": "#ff0000"}}]}]}
            """)
        let set = try TokenReader.read([document, foundation], as: .designTokens)
        #expect(set.modes == ["default"])
        #expect(set.value("brand", in: "default")?.origin?.file == "tokens/app.resolver.json")
    }

    @Test("A source that is not among the files is an error naming it")
    func missingSource() {
        let document = resolver(
            ##"{"resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "nowhere.json"}]}]}"##)
        #expect(
            throws: TokenFormatError.unknownReference(
                file: "tokens/app.resolver.json", line: 1, token: "sources", reference: "nowhere.json")
        ) {
            try TokenReader.read([document], as: .designTokens)
        }
    }

    @Test("Modifiers that multiply past the limit are refused rather than read")
    func tooManyModes() {
        let contexts = (0..<9).map { "\"c\($0)\": []" }.joined(separator: ", ")
        let modifiers = (0..<3).map { "\"m\($0)\": {\"contexts\": {\(contexts)}}" }.joined(separator: ", ")
        let order = (0..<3).map { "{\"$ref\": \"#/modifiers/m\($0)\"}" }.joined(separator: ", ")
        let document = resolver("{\"modifiers\": {\(modifiers)}, \"resolutionOrder\": [\(order)]}")
        #expect(throws: TokenFormatError.self) {
            try TokenReader.read([document, foundation], as: .designTokens)
        }
    }
}
