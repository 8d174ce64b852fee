import ColorKit
import TestSupport
import Testing

@testable import TokenFormats

@Suite("Writing a fixed color in the notation the old text used")
struct TokenNotationTests {
    static func color(_ text: String) -> CSSColor {
        (try? ColorParser(catalogs: [.css]).parseCSS(text)) ?? CSSColor(RGBColor(red: 0, green: 0, blue: 0))
    }

    @Test(
        "Each notation family writes its own kind of text",
        arguments: [
            ("#abc", "#123456", "#123456"), ("#abc", "#112233", "#123"), ("#ABCDEF", "#0a0b0c", "#0A0B0C"),
            ("#aabbcc80", "#102030", "#102030ff"), ("#aabbcc", "#10203080", "#10203080"),
            ("#abcd", "#11223344", "#1234"), ("#fff", "#11223380", "#11223380"),
            ("rgb(1, 2, 3)", "#102030", "rgb(16, 32, 48)"),
            ("rgba(1, 2, 3, 0.5)", "#102030", "rgba(16, 32, 48, 1)"),
            ("rgb(1 2 3)", "rgb(16 32 48 / 0.5)", "rgb(16 32 48 / 0.5)"),
            ("hsl(0 100% 50%)", "#0000ff", "hsl(240 100% 50%)"),
            ("hsla(0, 100%, 50%, 1)", "#ff0000", "hsla(0, 100%, 50%, 1)"),
            ("hwb(0 0% 0%)", "#ffffff", "hwb(0 100% 0%)"),
            ("oklch(0.5 0.1 20)", "oklch(0.7 0.05 200)", "oklch(0.7 0.05 200)"),
            ("oklch(50% 0.1 20)", "oklch(0.7 0.05 200 / 0.25)", "oklch(70% 0.05 200 / 0.25)"),
            ("lab(50 10 10)", "lab(60 -5 5)", "lab(60 -5 5)"),
            ("color(display-p3 1 0 0)", "color(display-p3 0 1 0)", "color(display-p3 0 1 0)"),
            ("var(--accent)", "#102030", "#102030"), ("light-dark(#fff, #000)", "#10203080", "#10203080"),
            ("color-mix(in oklch, red, blue)", "#102030", "#102030"), ("rebeccapurple", "#102030", "#102030"),
        ])
    func writes(old: String, new: String, expected: String) {
        #expect(TokenNotation(of: old).write(Self.color(new)) == expected)
    }

    @Test(
        "What is written reads back as the color it was given",
        arguments: [
            "#abc", "rgb(1 2 3)", "rgba(1, 2, 3, 0.4)", "hsl(10 20% 30%)", "hwb(1 2% 3%)", "lab(1 2 3)",
            "lch(50 20 30)", "oklab(0.5 0 0)", "oklch(40% 0.1 100)", "color(display-p3 0 0 0)",
            "color(rec2020 0 0 0)",
        ])
    func roundTrip(old: String) throws {
        let notation = TokenNotation(of: old)
        for sample in ["#3a7bd5", "#e0e0e0c0", "oklch(0.55 0.2 30)", "#000000", "#ffffff"] {
            let written = notation.write(Self.color(sample))
            let read = GamutMapping.toSRGB(try ColorParser(catalogs: [.css]).parseCSS(written).rgbColor)
            let expected = GamutMapping.toSRGB(Self.color(sample).rgbColor)
            #expect(abs(read.red - expected.red) < 0.6 / 255, "\(written)")
            #expect(abs(read.green - expected.green) < 0.6 / 255, "\(written)")
            #expect(abs(read.blue - expected.blue) < 0.6 / 255, "\(written)")
            #expect(abs(read.alpha - expected.alpha) < 0.6 / 255, "\(written)")
        }
    }

    @Test("A wide-gamut color keeps its gamut where the notation has room, and is mapped where not")
    func gamut() throws {
        let p3 = Self.color("color(display-p3 0 1 0)")
        #expect(TokenNotation(of: "oklch(0.5 0.1 20)").write(p3).hasPrefix("oklch("))
        let written = try ColorParser(catalogs: [.css]).parseCSS(
            TokenNotation(of: "oklch(0.5 0.1 20)").write(p3))
        #expect(!written.isInSRGB)
        let hex = TokenNotation(of: "#000").write(p3)
        #expect(try ColorParser(catalogs: [.css]).parseCSS(hex).isInSRGB)
    }

    @Test("Numbers are written with few digits and no minus zero")
    func numbers() {
        #expect(TokenNotation.number(0.50000001, 3) == "0.5")
        #expect(TokenNotation.number(-0.0001, 2) == "0")
        #expect(TokenNotation.number(12.3456, 2) == "12.35")
        #expect(TokenNotation.number(-1.05, 4) == "-1.05")
        #expect(TokenNotation.number(.nan, 2) == "0")
    }
}
