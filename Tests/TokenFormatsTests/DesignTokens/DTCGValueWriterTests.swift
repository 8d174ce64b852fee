import ColorKit
import Foundation
import Testing

@testable import TokenFormats

/// Fixes written into DTCG files: a token's origin is its whole `$value`, so what replaces it
/// must be a JSON value again, in the form the file used.
@Suite("Writing fixes into W3C design tokens")
struct DTCGValueWriterTests {
    static func color(_ text: String) throws -> CSSColor { try ColorParser(catalogs: [.css]).parseCSS(text) }

    /// `text` with the `$value` of `name` fixed to `color`, and the fixed file read again.
    static func fixed(_ text: String, _ name: String, to color: String) throws -> (String, TokenSet) {
        let file = TokenFile(path: "t.tokens.json", text: text)
        let range = try #require(
            TokenReader.read([file], as: .designTokens).value(name, in: "default")?.origin?.range)
        let bytes = try TokenRewriter.rewrite(
            file, format: .designTokens, changes: [TokenChange(range: range, color: try Self.color(color))])
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(bytes)) }
        return (
            String(decoding: bytes, as: UTF8.self),
            try TokenReader.read([TokenFile(path: "t.tokens.json", bytes: bytes)], as: .designTokens)
        )
    }

    @Test("A color object keeps its layout, space and alpha; only components and hex change")
    func colorObject() throws {
        let text = """
            {"a": {"$type": "color", "$value": {
              "colorSpace": "srgb",
              "components": [1, 1, 1],
              "alpha": 0.5,
              "hex": "#FFFFFF"
            }}}
            """
        let (written, set) = try Self.fixed(text, "a", to: "#336699")
        #expect(
            written == """
                {"a": {"$type": "color", "$value": {
                  "colorSpace": "srgb",
                  "components": [0.2, 0.4, 0.6],
                  "alpha": 0.5,
                  "hex": "#336699"
                }}}
                """)
        #expect(set.hex("a", "default") == "#33669980")
    }

    @Test("An object in another space gets its components in that space")
    func otherSpace() throws {
        let text =
            #"{"a": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.5, 0.1, 20]}}}"#
        let (written, set) = try Self.fixed(text, "a", to: "#336699")
        #expect(
            written.hasPrefix(
                #"{"a": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0."#))
        #expect(!written.contains("hex"))
        #expect(set.hex("a", "default") == "#336699")
    }

    @Test("A string stays a string in its own notation")
    func string() throws {
        let (hex, _) = try Self.fixed(##"{"a": {"$type": "color", "$value": "#FFF"}}"##, "a", to: "#000")
        #expect(hex == ##"{"a": {"$type": "color", "$value": "#000"}}"##)
        let (rgb, set) = try Self.fixed(
            #"{"a": {"$type": "color", "$value": "rgb(1, 2, 3)"}}"#, "a", to: "#102030")
        #expect(rgb == #"{"a": {"$type": "color", "$value": "rgb(16, 32, 48)"}}"#)
        #expect(set.hex("a", "default") == "#102030")
    }

    @Test("A reference becomes a 2025.10 color object, and what it referred to stays")
    func reference() throws {
        let text = """
            {"base": {"$type": "color", "$value": "#ffffff"},
             "curly": {"$type": "color", "$value": "{base}"},
             "pointer": {"$type": "color", "$value": {"$ref": "#/base/$value"}}}
            """
        let object = ##"{"colorSpace": "srgb", "components": [0.0, 0.2, 1.0], "alpha": 1, "hex": "#0033ff"}"##
        for name in ["curly", "pointer"] {
            let (written, set) = try Self.fixed(text, name, to: "#0033ff")
            #expect(written.contains(#""\#(name)": {"$type": "color", "$value": \#(object)}"#), "\(written)")
            #expect(set.hex(name, "default") == "#0033ff" && set.hex("base", "default") == "#ffffff")
        }
    }
}
