import Foundation
import TestSupport
import Testing

@testable import ColorKit

@Suite("Formatting", .offPool)
struct ColorFormatTests {
    let orange = RGBColor(red: 1, green: 0.5, blue: 0)

    @Test func everyNotation() {
        #expect(orange.formatted(.hex) == "#FF8000")
        #expect(orange.formatted(.rgb) == "rgb(255 127.5 0)")
        #expect(orange.formatted(.hsb) == "hsb(30 100% 100%)")
        #expect(orange.formatted(.css(.hsl)) == "hsl(30 100% 50%)")
        #expect(orange.formatted(.css(.hwb)) == "hwb(30 0% 0%)")
        #expect(orange.withAlpha(0.5).formatted(.rgb) == "rgb(255 127.5 0 / 0.5)")
        #expect(orange.formatted(.css(.oklch)).hasPrefix("oklch(0.73"))
    }

    @Test("Hex rounds 8-bit channels to nearest, never truncates")
    func hexRounding() {
        #expect(RGBColor(red: 0.5, green: 0.5, blue: 0.5).hex == "#808080")
        #expect(RGBColor(red: 127.49 / 255, green: 0, blue: 0).hex == "#7F0000")
        #expect(RGBColor(red: 1.2, green: -0.3, blue: 0).hex == "#FF0000")
        #expect(RGBColor(red: 0, green: 0, blue: 0, alpha: 0.5).hex == "#00000080")
        #expect(RGB8(red: 0xAB, green: 1, blue: 2).hexString(uppercase: false, prefix: "") == "ab0102")
    }

    @Test("Every byte's digits, in both cases, with any prefix, and into a caller's bytes")
    func hexDigits() {
        for value in 0...255 {
            let byte = UInt8(value)
            let upper = String(value, radix: 16, uppercase: true)
            let digits = value < 16 ? "0" + upper : upper
            let color = RGB8(red: byte, green: 255 &- byte, blue: byte / 2, alpha: byte)
            let expected = "#" + digits + color.hexString(prefix: "").dropFirst(2)
            #expect(color.hex == expected)
            #expect(
                color.hexString(uppercase: false, prefix: "0x") == "0x" + expected.dropFirst().lowercased())
            var bytes = [UInt8](repeating: 0, count: 9)
            let count = bytes.withUnsafeMutableBytes { color.writeHex(to: $0) }
            #expect(String(decoding: bytes.prefix(count), as: UTF8.self) == expected)
        }
    }

    @Test("Each notation parses back to the same 8-bit color", arguments: ColorFormat.allCases)
    func roundTrip(_ format: ColorFormat) throws {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<2000 {
            let bits = generator.next()
            let color = RGBColor(
                RGB8(
                    red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
                    blue: UInt8(truncatingIfNeeded: bits >> 16), alpha: bits >> 24 & 1 == 0 ? 255 : 128))
            let text = color.formatted(format)
            let back = try RGBColor(parsing: text)
            #expect(back.rgb8 == color.rgb8, "\(text) parsed as \(back.hex), expected \(color.hex)")
        }
    }

    @Test func decimals() {
        #expect(NumberFormatting.decimal(3, maximumFractionDigits: 2) == "3")
        #expect(NumberFormatting.decimal(-0.0001, maximumFractionDigits: 2) == "0")
        #expect(NumberFormatting.decimal(-1.005, maximumFractionDigits: 1) == "-1")
        #expect(NumberFormatting.decimal(0.12345, maximumFractionDigits: 3) == "0.123")
        #expect(NumberFormatting.decimal(.nan, maximumFractionDigits: 3) == "0")
    }

    @Test("Outside sRGB, hex and rgb() are gamut-mapped unless clipping is asked for")
    func outOfGamutHexIsMapped() throws {
        let wide = OKLCH(lightness: 0.7, chroma: 0.15, hue: 200).rgbColor
        #expect(!wide.isInGamut)
        #expect(wide.formatted(.hex, outOfGamut: .clip) == "#00B9C3")
        let mappedHex = wide.formatted(.hex)
        #expect(mappedHex != "#00B9C3")
        let mapped = try ColorParser(catalogs: []).parse(mappedHex)
        let lch = OKLCH(mapped)
        #expect(abs(lch.lightness - 0.7) < 0.01 && abs(lch.hue - 200) < 1.5)
        // The clipped color drifts in hue; the mapped one does not.
        #expect(abs(OKLCH(try ColorParser(catalogs: []).parse("#00B9C3")).hue - 200) > abs(lch.hue - 200))
        #expect(
            wide.formatted(.rgb).hasPrefix("rgb(")
                && wide.formatted(.rgb) != wide.formatted(.rgb, outOfGamut: .clip))
        // Inside the gamut nothing changes.
        #expect(orange.formatted(.hex, outOfGamut: .clip) == orange.formatted(.hex))
    }

    @Test("The wire and command-line spellings, in order, and nothing else decodes")
    func spellings() throws {
        #expect(
            ColorFormat.allCases.map(\.rawValue) == [
                "hex", "rgb", "hsb", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "srgb-linear",
                "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d50", "xyz-d65",
            ])
        for format in ColorFormat.allCases {
            #expect(ColorFormat(rawValue: format.rawValue) == format)
            let json = try JSONEncoder().encode([format])
            #expect(String(decoding: json, as: UTF8.self) == "[\"\(format.rawValue)\"]")
            #expect(try JSONDecoder().decode([ColorFormat].self, from: json) == [format])
        }
        for unlisted in ["srgb", "display-p3-linear", "css", "HEX"] {
            #expect(ColorFormat(rawValue: unlisted) == nil)
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode([ColorFormat].self, from: Data("[\"\(unlisted)\"]".utf8))
            }
        }
        #expect(ColorFormat.css(.displayP3).predefinedSpace == .displayP3)
        #expect(ColorFormat.css(.oklch).predefinedSpace == nil && ColorFormat.hex.predefinedSpace == nil)
    }

    @Test("Greys and translucent colors are written as before")
    func greysAndAlpha() {
        let grey = RGBColor(white: 0.5, alpha: 0.25)
        #expect(grey.formatted(.css(.hsl)) == "hsl(0 0% 50% / 0.25)")
        #expect(grey.formatted(.css(.hwb)) == "hwb(0 50% 50% / 0.25)")
        #expect(grey.formatted(.css(.lch)) == "lch(53.389 0 0 / 0.25)")
        #expect(grey.formatted(.css(.oklch)) == "oklch(0.59818 0 0 / 0.25)")
        #expect(grey.formatted(.hsb) == "hsb(0 0% 50% / 0.25)")
        #expect(orange.formatted(.css(.displayP3)) == "color(display-p3 0.93596 0.52724 0.1983)")
        #expect(orange.formatted(.css(.lab)) == "lab(67.72 45.722 74.792)")
    }
}
