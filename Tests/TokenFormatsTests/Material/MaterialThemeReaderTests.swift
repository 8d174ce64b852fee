import ColorKit
import Testing

@testable import TokenFormats

@Suite("Reading Material Theme Builder exports")
struct MaterialThemeReaderTests {
    let export = TokenFile(
        path: "material-theme.json",
        text: """
            {
              "description": "TYPE: CUSTOM",
              "seed": "#6750A4",
              "coreColors": {"primary": "#6750A4"},
              "schemes": {
                "light": {"primary": "#65558F", "onPrimary": "#FFFFFF"},
                "light-medium-contrast": {"primary": "#3D2F66", "onPrimary": "#FFFFFF"},
                "dark": {"primary": "#CFBDFE", "onPrimary": "#36275D"}
              },
              "palettes": {"primary": {"0": "#000000", "100": "#FFFFFF"}}
            }
            """)

    @Test("Schemes are modes, their members tokens; palettes are not tokens")
    func read() throws {
        #expect(TokenReader.guess([export]) == .material)
        let set = try TokenReader.read([export])
        #expect(set.modes == ["light", "light-medium-contrast", "dark"])
        #expect(set.names == ["primary", "onPrimary"])
        #expect(set.value("onPrimary", in: "dark")?.rgbColor.rgb8.hexString(uppercase: false) == "#36275d")
        let origin = try #require(set.value("primary", in: "light")?.origin)
        #expect(origin.line == 6)
        #expect(String(decoding: export.bytes[origin.range], as: UTF8.self) == "\"#65558F\"")
    }

    @Test("A value that is not a color names the scheme's token and line")
    func errors() {
        let bad = TokenFile(path: "m.json", text: "{\"schemes\": {\"light\": {\n\"primary\": 3}}}")
        #expect(throws: TokenFormatError.notAColor(file: "m.json", line: 2, token: "primary", value: "3")) {
            try TokenReader.read([bad], as: .material)
        }
        #expect(throws: TokenFormatError.self) {
            try TokenReader.read([TokenFile(path: "m.json", text: "{}")], as: .material)
        }
    }
}
