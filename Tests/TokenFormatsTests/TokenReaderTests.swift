import Codecs
import ColorKit
import ColrModels
import TestSupport
import Testing

@testable import TokenFormats

@Suite("Reading a theme's files")
struct TokenReaderTests {
    @Test("A theme larger than the limit is refused before it is read")
    func tooLarge() {
        let file = TokenFile(path: "big.css", bytes: Array(repeating: 32, count: TokenReader.byteLimit + 1))
        #expect(throws: TokenFormatError.tooLarge(file: "big.css", limit: TokenReader.byteLimit)) {
            try TokenReader.read([file])
        }
    }

    @Test("Formats are guessed from file names")
    func guesses() {
        #expect(TokenReader.guess([TokenFile(path: "themes/dark.css", text: "")]) == .css)
        #expect(TokenReader.guess([TokenFile(path: "res/values/colors.xml", text: "")]) == .android)
        #expect(TokenReader.guess([TokenFile(path: "tokens.json", text: "")]) == .designTokens)
        // A resolver is design tokens whatever its first key says.
        let resolver = TokenFile(path: "AcmeTheme.resolver.json", text: ##"{"modes": {}, "brand": "#fff"}"##)
        #expect(TokenReader.guess([resolver]) == .designTokens)
        _ = (ZipArchive.self, JSONValue.self, CSSColor.self)
    }

    @Test("A file with no telling name is guessed from its contents")
    func sniffs() {
        func guess(_ text: String) -> TokenSourceFormat? {
            TokenReader.guess([TokenFile(path: "pasted", text: text)])
        }
        #expect(guess("\n  :root { --bg: #fff; }") == .css)
        #expect(guess("@theme { --color-bg: #fff; }") == .tailwind)
        #expect(guess(#"{"schemes": {"light": {}}}"#) == .material)
        #expect(guess(##"{"bg": {"$type": "color", "$value": "#fff"}}"##) == .designTokens)
        #expect(guess("<?xml version=\"1.0\"?><resources/>") == .android)
        #expect(guess("just some words") == nil)
        var zip = ZipArchive()
        zip.add("Colors.xcassets/Tint.colorset/Contents.json", Array("{}".utf8))
        #expect(TokenReader.guess([TokenFile(path: "upload", bytes: zip.bytes)]) == .assetCatalog)
    }
}
