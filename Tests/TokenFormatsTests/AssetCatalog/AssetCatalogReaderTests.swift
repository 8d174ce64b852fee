import ColorKit
import Testing

@testable import TokenFormats

@Suite("Reading Xcode asset catalogs")
struct AssetCatalogReaderTests {
    func colorSet(_ path: String, _ entries: String) -> TokenFile {
        TokenFile(
            path: "App/Assets.xcassets/\(path).colorset/Contents.json", text: "{\"colors\": [\(entries)]}")
    }

    func hex(_ set: TokenSet, _ name: String, _ mode: String) -> String? {
        set.value(name, in: mode)?.rgbColor.rgb8.hexString(uppercase: false)
    }

    @Test("Appearances are modes, the ones present; components in every form Xcode writes")
    func appearances() throws {
        let files = [
            TokenFile(path: "App/Assets.xcassets/Contents.json", text: "{\"info\": {}}"),
            colorSet(
                "Brand/Tint",
                """
                {"idiom": "universal", "color": {"color-space": "srgb",
                  "components": {"red": "0xFF", "green": "128", "blue": "0.000", "alpha": "1.000"}}},
                {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
                 "color": {"color-space": "display-p3", "components": {"red": 0, "green": 0, "blue": 1, "alpha": 1}}},
                {"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}],
                 "color": {"color-space": "gray-gamma-22", "components": {"white": "1.000", "alpha": "0.500"}}}
                """),
            colorSet(
                "Plain",
                """
                {"idiom": "iphone", "color": {"components": {"red": "0", "green": "0", "blue": "0", "alpha": "1"}}},
                {"idiom": "universal", "color": {"color-space": "extended-srgb",
                  "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000"}}}
                """),
            colorSet(
                "System",
                #"{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}}"#),
        ]
        let set = try TokenReader.read(files)
        #expect(set.modes == ["light", "dark", "light-high-contrast"])
        #expect(set.names == ["Brand/Tint", "Plain"])
        #expect(hex(set, "Brand/Tint", "light") == "#ff8000")
        #expect(set.value("Brand/Tint", in: "dark")?.color.space == .displayP3)
        #expect(hex(set, "Brand/Tint", "light-high-contrast") == "#ffffff80")
        #expect(hex(set, "Plain", "light") == "#ffffff")
        #expect(set.value("Plain", in: "dark") == nil)
        let origin = try #require(set.value("Brand/Tint", in: "light")?.origin)
        #expect(origin.line == 1 && origin.column == 45)
        #expect(
            String(decoding: files[1].bytes[origin.range], as: UTF8.self).hasPrefix(
                "{\"color-space\": \"srgb\""))
    }

    @Test("A color set whose color is not one Xcode writes is an error naming it")
    func errors() {
        let bad = colorSet(
            "Bad", #"{"idiom": "universal", "color": {"color-space": "cmyk", "components": {}}}"#)
        #expect {
            try TokenReader.read([bad])
        } throws: { error in
            guard case .notAColor(bad.path, 1, "Bad", _) = error as? TokenFormatError else { return false }
            return true
        }
        #expect(throws: TokenFormatError.noColors(file: "x.xcassets/Contents.json")) {
            try TokenReader.read([TokenFile(path: "x.xcassets/Contents.json", text: "{}")])
        }
    }
}
