import ColorKit
import Testing

/// A token's values by mode answer as a dictionary would, and keep the order they were set in.
@Suite("Token values by mode")
struct TokenValuesTests {
    /// A value of the gray `level` (0–255).
    private func value(_ level: UInt8) -> TokenValue {
        let channel = Double(level) / 255
        return TokenValue(color: CSSColor(RGBColor(red: channel, green: channel, blue: channel)))
    }

    @Test func setReplaceAndRemoveAsADictionaryDoes() {
        var values = TokenValues()
        #expect(values.isEmpty && values["light"] == nil)
        values["light"] = value(255)
        values["dark"] = value(0)
        values["light"] = value(238)
        #expect(values.count == 2 && values.keys == ["light", "dark"])
        #expect(values["light"] == value(238) && values["dark"] == value(0))
        values["light"] = nil
        #expect(values.keys == ["dark"] && values["light"] == nil)
        values["absent"] = nil
        #expect(values.count == 1)
    }

    @Test func namesOfOneLengthAreToldApartByTheirBytes() {
        // Primer's `light_colorblind` and `light_tritanopia` are both 16 bytes long.
        var values = TokenValues()
        values["light_colorblind"] = value(17)
        values["light_tritanopia"] = value(34)
        #expect(values["light_tritanopia"] == value(34))
        #expect(values["light_colorblind"] == value(17))
        // A name built apart from the stored one (another string object) finds it too.
        let built = ["light", "tritanopia"].joined(separator: "_")
        #expect(values[built] == value(34))
        #expect(values["light_tritanopiA"] == nil)
    }

    @Test func iterationGivesModesAndValuesInTheOrderSet() throws {
        var values = TokenValues()
        values["b"] = value(1)
        values["a"] = value(2)
        #expect(values.map(\.key) == ["b", "a"])
        #expect(values.map(\.value) == [value(1), value(2)])
        let first = try #require(values.first)
        #expect(first.key == "b")
    }

    @Test func aDictionaryGivesItsModesInByteOrder() {
        let values = TokenValues([
            "light": value(255), "dark": value(0), "Dim": value(51),
        ])
        #expect(values.keys == ["Dim", "dark", "light"])
        let literal: TokenValues = ["x": value(255), "x": value(0)]
        #expect(
            literal.count == 1 && literal["x"] == value(0), "the last of a repeated mode holds")
    }

    @Test func modesAndValuesGivenTogetherKeepTheirPairing() {
        let values = TokenValues(modes: ["light", "dark"], values: [value(255), value(0)])
        #expect(values.keys == ["light", "dark"])
        #expect(values["dark"] == value(0) && values.rgbColor(in: "light") == value(255).rgbColor)
        #expect(values.rgbColor(in: "dim") == nil)
        var set = TokenValues()
        set["dark"] = value(0)
        set["light"] = value(255)
        #expect(values == set)
    }

    @Test func equalityAndHashIgnoreOrder() {
        var one = TokenValues()
        one["light"] = value(255)
        one["dark"] = value(0)
        var other = TokenValues()
        other["dark"] = value(0)
        other["light"] = value(255)
        #expect(one == other && one.hashValue == other.hashValue)
        other["dark"] = value(1)
        #expect(one != other)
        other["dark"] = nil
        #expect(one != other, "a mode fewer is not equal")
        #expect(Set([one, one, other]).count == 2)
    }
}
