import ColorKit
import Testing

@testable import TokenFormats

@Suite("Reading W3C design tokens")
struct DesignTokensReaderTests {
    func read(_ text: String, path: String = "tokens.json") throws(TokenFormatError) -> TokenSet {
        try TokenReader.read([TokenFile(path: path, text: text)], as: .designTokens)
    }

    func hex(_ set: TokenSet, _ name: String, _ mode: String = "default") -> String? {
        set.value(name, in: mode)?.rgbColor.rgb8.hexString(uppercase: false)
    }

    @Test("Color objects in every space of the color module, with none, alpha and the hex fallback")
    func colorObjects() throws {
        let set = try read(
            """
            {"c": {"$type": "color",
              "srgb": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
              "linear": {"$value": {"colorSpace": "srgb-linear", "components": [1, 1, 1], "alpha": 0.5}},
              "hsl": {"$value": {"colorSpace": "hsl", "components": [120, 100, 25]}},
              "hwb": {"$value": {"colorSpace": "hwb", "components": [240, 0, 0]}},
              "lab": {"$value": {"colorSpace": "lab", "components": [100, 0, 0]}},
              "lch": {"$value": {"colorSpace": "lch", "components": [0, 0, "none"]}},
              "oklab": {"$value": {"colorSpace": "oklab", "components": [1, 0, 0]}},
              "oklch": {"$value": {"colorSpace": "oklch", "components": [0, 0, "none"]}},
              "p3": {"$value": {"colorSpace": "display-p3", "components": [0, 0, 1]}},
              "a98": {"$value": {"colorSpace": "a98-rgb", "components": [1, 1, 1]}},
              "prophoto": {"$value": {"colorSpace": "prophoto-rgb", "components": [0, 0, 0]}},
              "rec2020": {"$value": {"colorSpace": "rec2020", "components": [1, 1, 1]}},
              "xyz65": {"$value": {"colorSpace": "xyz-d65", "components": [0, 0, 0]}},
              "xyz50": {"$value": {"colorSpace": "xyz-d50", "components": [0, 0, 0]}},
              "fallback": {"$value": {"colorSpace": "cmyk-someday", "components": [0, 0, 0], "hex": "#336699"}},
              "legacy": {"$value": "rgb(0 128 255 / 50%)"}
            }}
            """)
        #expect(set.modes == ["default"])
        #expect(hex(set, "c.srgb") == "#ff0000")
        #expect(set.value("c.linear", in: "default")?.color.alpha == 0.5)
        #expect(hex(set, "c.hsl") == "#008000")
        #expect(hex(set, "c.hwb") == "#0000ff")
        #expect(hex(set, "c.lab") == "#ffffff")
        #expect(set.value("c.lch", in: "default")?.color.components[2] == nil)
        #expect(hex(set, "c.oklab") == "#ffffff")
        #expect(hex(set, "c.oklch") == "#000000")
        #expect(set.value("c.p3", in: "default")?.color.space == .displayP3)
        #expect(hex(set, "c.a98") == "#ffffff")
        #expect(hex(set, "c.prophoto") == "#000000")
        #expect(hex(set, "c.rec2020") == "#ffffff")
        #expect(hex(set, "c.xyz65") == "#000000")
        #expect(hex(set, "c.xyz50") == "#000000")
        #expect(hex(set, "c.fallback") == "#336699")
        #expect(hex(set, "c.legacy") == "#0080ff80")
        #expect(set.names.count == 16)
    }

    @Test("$type passes down from groups; other types are left out; a token may override")
    func types() throws {
        let set = try read(
            """
            {"color": {"$type": "color", "a": {"$value": "#111111"},
                       "size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}},
             "space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}},
             "loose": {"b": {"$type": "color", "$value": "#222222"}, "c": {"$value": "#333333"}}}
            """)
        #expect(set.names == ["color.a", "loose.b"])
    }

    @Test("Aliases, $ref pointers and chains resolve, recording the tokens passed through")
    func aliases() throws {
        let set = try read(
            """
            {"base": {"$type": "color", "blue": {"$value": "#0000ff"}},
             "semantic": {
               "link": {"$value": "{base.blue}"},
               "focus": {"$value": {"$ref": "#/semantic/link/$value"}},
               "ring": {"$type": "color", "$value": {"$ref": "#/semantic/focus"}}}}
            """)
        #expect(hex(set, "semantic.link") == "#0000ff")
        #expect(set.value("semantic.link", in: "default")?.via == ["base.blue"])
        #expect(set.value("semantic.focus", in: "default")?.via == ["semantic.link", "base.blue"])
        #expect(
            set.value("semantic.ring", in: "default")?.via == [
                "semantic.focus", "semantic.link", "base.blue",
            ])
        #expect(set.names == ["base.blue", "semantic.link", "semantic.focus", "semantic.ring"])
    }

    @Test("A property-level $ref takes one component from another token")
    func componentReference() throws {
        let set = try read(
            """
            {"c": {"$type": "color", "red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
               "half": {"$value": {"colorSpace": "srgb",
                 "components": [{"$ref": "#/c/red/$value/components/0"}, 0, 0], "alpha": 0.5}}}}
            """)
        #expect(hex(set, "c.half") == "#ff000080")
    }

    @Test("An origin is the exact bytes of the token's own $value, for a fix to replace")
    func origins() throws {
        let text = """
            {
              "c": {
                "$type": "color",
                "a": { "$value": "#123456" },
                "b": { "$value": "{c.a}" }
              }
            }
            """
        let set = try read(text)
        let a = try #require(set.value("c.a", in: "default")?.origin)
        #expect(a.file == "tokens.json")
        #expect(a.line == 4 && a.column == 22)
        #expect(String(decoding: Array(text.utf8)[a.range], as: UTF8.self) == "\"#123456\"")
        let b = try #require(set.value("c.b", in: "default")?.origin)
        #expect(b.line == 5)
        #expect(String(decoding: Array(text.utf8)[b.range], as: UTF8.self) == "\"{c.a}\"")
    }

    @Test("$extends copies a group's tokens beneath another, its own overriding")
    func extends() throws {
        let set = try read(
            """
            {"button": {"$type": "color", "bg": {"$value": "#000000"}, "fg": {"$value": "#ffffff"}},
             "danger": {"$extends": "{button}", "bg": {"$type": "color", "$value": "#ff0000"}}}
            """)
        #expect(set.names == ["button.bg", "button.fg", "danger.bg", "danger.fg"])
        #expect(hex(set, "danger.bg") == "#ff0000")
        #expect(hex(set, "danger.fg") == "#ffffff")
    }

    @Test("A circle of references is an error naming file, line and the tokens in order")
    func cycle() {
        let text = """
            {"c": {"$type": "color",
              "a": {"$value": "{c.b}"},
              "b": {"$value": "{c.a}"}}}
            """
        #expect(throws: TokenFormatError.cycle(file: "tokens.json", line: 2, tokens: ["c.a", "c.b", "c.a"])) {
            try read(text)
        }
        #expect(throws: TokenFormatError.self) { try read(##"{"g": {"$extends": "{g}"}}"##) }
    }

    @Test("A reference to a token that does not exist names it, and the token that refers")
    func unknown() {
        let text = """
            {"c": {"$type": "color",
              "a": {"$value": "{c.missing}"}}}
            """
        #expect(
            throws: TokenFormatError.unknownReference(
                file: "tokens.json", line: 2, token: "c.a", reference: "{c.missing}")
        ) {
            try read(text)
        }
    }

    @Test("A color token whose value is not a color is an error naming the token and its value")
    func notAColor() {
        #expect(
            throws: TokenFormatError.notAColor(file: "tokens.json", line: 1, token: "c.a", value: "\"16px\"")
        ) {
            try read(##"{"c": {"$type": "color", "a": {"$value": "16px"}}}"##)
        }
        #expect(throws: TokenFormatError.noColors(file: "tokens.json")) { try read("{}") }
    }

    @Test("A file of one group per mode (Colr's export) reads as those modes")
    func modeGroups() throws {
        let set = try read(
            """
            {"$description": "x",
             "light": {"$type": "color", "bg": {"$value": "#ffffff"}, "fg": {"$value": "{light.bg}"}},
             "dark": {"$type": "color", "bg": {"$value": "#000000"}, "fg": {"$value": "{dark.bg}"}}}
            """)
        #expect(set.modes == ["light", "dark"])
        #expect(set.names == ["bg", "fg"])
        #expect(hex(set, "fg", "dark") == "#000000")
        #expect(set.value("fg", in: "light")?.via == ["light.bg"])
        // Groups not named like modes are one mode.
        let palette = try read(
            ##"{"red": {"$type": "color", "500": {"$value": "#ff0000"}}, "blue": {"$type": "color", "500": {"$value": "#0000ff"}}}"##
        )
        #expect(palette.modes == ["default"])
    }

    @Test("Several plain files are one mode, later ones overriding")
    func severalFiles() throws {
        let set = try TokenReader.read(
            [
                TokenFile(path: "a.json", text: ##"{"c": {"$type": "color", "x": {"$value": "#111111"}}}"##),
                TokenFile(
                    path: "b.json",
                    text:
                        ##"{"c": {"$type": "color", "x": {"$value": "#222222"}, "y": {"$value": "{c.x}"}}}"##),
            ], as: .designTokens)
        #expect(hex(set, "c.y") == "#222222")
        #expect(set.value("c.x", in: "default")?.origin?.file == "b.json")
    }
}
