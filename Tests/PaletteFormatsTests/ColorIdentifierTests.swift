import TestSupport
import Testing

@testable import PaletteFormats

@Suite("Identifiers from color names", .offPool)
struct ColorIdentifierTests {
    @Test(arguments: [
        ("Deep Sea", "deepSea", "DeepSea", "deep-sea", "deep_sea"),
        ("deep-sea", "deepSea", "DeepSea", "deep-sea", "deep_sea"),
        ("DeepSea", "deepSea", "DeepSea", "deep-sea", "deep_sea"),
        ("100 mph", "color100Mph", "Color100Mph", "color-100-mph", "color_100_mph"),
        ("Café au lait", "cafAuLait", "CafAuLait", "caf-au-lait", "caf_au_lait"),
        ("", "color", "Color", "color", "color"),
        ("  ", "color", "Color", "color", "color"),
    ])
    func styles(name: String, camel: String, pascal: String, kebab: String, snake: String) {
        #expect(ColorIdentifier.identifier(name, style: .camel) == camel)
        #expect(ColorIdentifier.identifier(name, style: .pascal) == pascal)
        #expect(ColorIdentifier.identifier(name, style: .kebab) == kebab)
        #expect(ColorIdentifier.identifier(name, style: .snake) == snake)
    }

    @Test func swiftKeywordsAreNotCaseNames() {
        #expect(ColorIdentifier.identifier("default", style: .camel) == "defaultColor")
        #expect(ColorIdentifier.identifier("Self", style: .camel) == "selfColor")
        #expect(ColorIdentifier.identifier("case", style: .kebab) == "case")
    }

    @Test func repeatsAreNumbered() {
        #expect(
            ColorIdentifier.unique(["Sea", "sea", "SEA", "Sky"], style: .camel) == [
                "sea", "sea2", "sea3", "sky",
            ])
        #expect(ColorIdentifier.unique(["Sea", "sea"], style: .kebab) == ["sea", "sea-2"])
        #expect(ColorIdentifier.unique(["Sea", "sea"], style: .snake) == ["sea", "sea_2"])
    }
}
