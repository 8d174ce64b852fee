import ColorKit
import ColrModels
import Testing

@testable import PaletteFormats

/// One `"color"` object of a color set, as palette import and TokenFormats' theme checks both
/// read it with ``AssetCatalogColor``.
@Suite("Asset catalog colors")
struct AssetCatalogColorTests {
    func color(_ json: String) throws -> CSSColor? {
        AssetCatalogColor.color(try JSONValue.parse(Array(json.utf8)))
    }

    func srgb(_ red: String, _ green: String = "0", _ blue: String = "0", alpha: String = "\"1.000\"")
        throws -> CSSColor?
    {
        try color(
            "{\"color-space\": \"srgb\", \"components\": {\"red\": \(red), \"green\": \(green), "
                + "\"blue\": \(blue), \"alpha\": \(alpha)}}")
    }

    @Test("Bytes in hex or decimal, fractions, and JSON numbers")
    func componentForms() throws {
        #expect(try srgb("\"0xFF\"", "\"0X80\"", "\"255\"")?.components == [1, 128.0 / 255, 1])
        #expect(try srgb("\"1.000\"", "0.5", "1")?.components == [1, 0.5, 1])
        // A decimal string without a point is a byte; a JSON number is taken as it is.
        #expect(try srgb("\"1\"", "1")?.components == [1.0 / 255, 1, 0])
    }

    @Test("Space around a component is JSON's and XML's (space, tab, line breaks), no other")
    func componentSpace() throws {
        #expect(
            try srgb("\" 0xFF\\n\"", "\"\\t128 \"", "\"\\r\\n0.5\"")?.components == [1, 128.0 / 255, 0.5])
        #expect(try srgb("\"\u{00A0}0xFF\"") == nil)
        #expect(try srgb("\"0xFF\u{2003}\"") == nil)
    }

    @Test("Components that are not numbers Xcode writes make no color")
    func refusals() throws {
        for red in [
            "\"0x100\"", "\"256\"", "\"-1\"", "\"1000.0\"", "-1000", "\"nan\"", "\"\"", "true", "null",
        ] {
            #expect(try srgb(red) == nil, "\(red)")
        }
        #expect(try srgb("0", alpha: "\"opaque\"") == nil)
        #expect(try color("{\"color-space\": \"srgb\", \"components\": {\"red\": 0, \"green\": 0}}") == nil)
        #expect(
            try color("{\"color-space\": \"cmyk\", \"components\": {\"red\": 0, \"green\": 0, \"blue\": 0}}")
                == nil)
        #expect(try color("{\"platform\": \"ios\", \"reference\": \"systemBlueColor\"}") == nil)
    }

    @Test("Each space Xcode writes; alpha clamped and opaque when left out; sRGB by default")
    func spaces() throws {
        let components = "\"components\": {\"red\": 1.25, \"green\": 0, \"blue\": -0.25}"
        let linear = try #require(try color("{\"color-space\": \"extended-linear-srgb\", \(components)}"))
        #expect(linear.space == .srgbLinear && linear.components == [1.25, 0, -0.25] && linear.alpha == 1)
        #expect(try color("{\"color-space\": \"extended-srgb\", \(components)}")?.space == .srgb)
        #expect(try color("{\"color-space\": \"display-p3\", \(components)}")?.space == .displayP3)
        #expect(try color("{\(components)}")?.space == .srgb)
        #expect(try srgb("0", alpha: "1.5")?.alpha == 1)
        #expect(try srgb("0", alpha: "-0.5")?.alpha == 0)
        let gray = try #require(
            try color(
                "{\"color-space\": \"extended-gray\", \"components\": {\"white\": \"0.500\", \"alpha\": 0.5}}"
            ))
        #expect(gray.space == .srgbLinear && gray.alpha == 0.5)
        #expect(abs((gray.components[0] ?? 0) - 0.217637640824031) < 1e-12)
    }
}
