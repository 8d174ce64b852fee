import ColorKit
import ColrModels
import Foundation
import Testing

@Suite("colr convert")
struct ConvertTests {
    @Test func convertsToOneNotation() async throws {
        let result = try await CommandRunner.run("convert", "hsb(60 50% 100%)", "--to", "hex")
        #expect(result.status == 0)
        #expect(result.stdout == "#FFFF80\n")
    }

    @Test func allNotationsAsJSON() async throws {
        let result = try await CommandRunner.run("convert", "rebeccapurple", "--json")
        #expect(result.status == 0)
        let fields = try CommandRunner.json(result)
        #expect(fields["hex"] as? String == "#663399")
        #expect(fields["rgb"] as? String == "rgb(102 51 153)")
        #expect(fields["hsl"] as? String == "hsl(270 50% 40%)")
        #expect((fields["oklch"] as? String)?.hasPrefix("oklch(0.44") == true)
        #expect(fields["display-p3"] as? String == "color(display-p3 0.37367 0.21033 0.57911)")
        #expect(fields.count == 18 && fields["inGamut"] as? String == "true")
    }

    @Test("CSS Color 4 and 5 notations in, wide-gamut spaces out")
    func wideGamutAndNewNotations() async throws {
        let p3 = try await CommandRunner.run("convert", "color(display-p3 1 0 0)", "--to", "display-p3")
        #expect(p3.status == 0 && p3.stdout == "color(display-p3 1 0 0)\n")
        #expect(p3.stderr.isEmpty)
        let mixed = try await CommandRunner.run("convert", "color-mix(in srgb, red 25%, blue)", "--to", "hex")
        #expect(mixed.stdout == "#4000BF\n")
        let relative = try await CommandRunner.run(
            "convert", "rgb(from #3366cc calc(255 - r) g b)", "--to", "hex")
        #expect(relative.stdout == "#CC66CC\n")
        let rec2020 = try await CommandRunner.run("convert", "white", "--to", "rec2020")
        #expect(rec2020.stdout == "color(rec2020 1 1 1)\n")
        let computed = try await CommandRunner.run(
            "convert", "color-mix(in oklch, oklch(0.5 0.1 350), oklch(0.7 0.1 30))", "--to", "css")
        #expect(computed.stdout == "oklch(0.6 0.1 10)\n")
        let strict = try await CommandRunner.run("convert", "3366cc", "--to", "css")
        #expect(strict.status != 0 && strict.stderr.contains("CSS writes hex with a \"#\" first: #3366cc"))
        let bad = try await CommandRunner.run("convert", "color-mix(in srgb, red 150%, blue)")
        #expect(bad.status != 0 && bad.stderr.contains("0% to 100%"))
    }

    @Test func badColorsFailOnStderr() async throws {
        let result = try await CommandRunner.run("convert", "rgb(1 2)")
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("rgb() takes 3 components, found 2"))
        let unknownTarget = try await CommandRunner.run("convert", "red", "--to", "cmyk")
        #expect(unknownTarget.status != 0 && unknownTarget.stderr.contains("cmyk"))
    }

    @Test func noSwatchesWhenNotATerminal() async throws {
        let result = try await CommandRunner.run("convert", "red", "--to", "hex")
        #expect(!result.stdout.contains("\u{1B}["))
    }

    @Test("A color outside sRGB is gamut-mapped for hex, keeping its hue; --clip clips")
    func outOfGamutIsMappedUnlessClipped() async throws {
        let clipped = try await CommandRunner.run("convert", "oklch(70% 0.15 200)", "--to", "hex", "--clip")
        #expect(clipped.stdout == "#00B9C3\n")
        #expect(clipped.stderr.contains("clipped channel by channel"))
        let mapped = try await CommandRunner.run("convert", "oklch(70% 0.15 200)", "--to", "hex")
        #expect(mapped.status == 0 && mapped.stdout != clipped.stdout)
        #expect(mapped.stderr.contains("outside sRGB") && mapped.stderr.contains("gamut-mapped"))
        let hex = mapped.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        // Back in OKLCH, the mapped color keeps the lightness and the hue that clipping shifted.
        let back = try CommandRunner.json(try await CommandRunner.run("convert", hex, "--json"))
        let oklch = try #require(back["oklch"] as? String)
        let parts = oklch.dropFirst("oklch(".count).dropLast().split(separator: " ").compactMap { Double($0) }
        #expect(parts.count == 3 && abs(parts[0] - 0.70) < 0.01 && abs(parts[2] - 200) < 1.5, "\(oklch)")
        #expect(back["inGamut"] as? String == "true")
        let inside = try await CommandRunner.run("convert", "red", "--to", "hex")
        #expect(inside.stderr.isEmpty)
    }
}

@Suite("colr scale")
struct ScaleCommandTests {
    @Test func elevenStepsThatSayWhichTextReads() async throws {
        let result = try await CommandRunner.run("scale", "#3366cc", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let data = Data(result.stdout.utf8)
        let body = try JSONDecoder().decode(ColorScaleBody.self, from: data)
        #expect(body == ColorScaleBody(color: RGBColor(RGB8(rgb: 0x3366cc)), target: .aa))
        #expect(body.pinned == 600 && body.steps.first { $0.step == 600 }?.hex == "3366cc")
        #expect(body.steps.map(\.step) == [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950])
        for step in body.steps {
            #expect(step.readable.contains("black") == (step.onBlack >= 4.5), "step \(step.step)")
            #expect(step.readable.contains("white") == (step.onWhite >= 4.5), "step \(step.step)")
        }
        let aaa = try await CommandRunner.run("scale", "tomato", "--target", "aaa")
        let lines = aaa.stdout.split(separator: "\n")
        #expect(aaa.status == 0 && lines.count == 11)
        #expect(lines.filter { $0.contains("← your color") }.count == 1)
        #expect(aaa.stdout.contains("50   #") && aaa.stdout.contains("black text"))
        #expect(aaa.stdout.contains("950  #") && aaa.stdout.contains("white text"))
        let bad = try await CommandRunner.run("scale", "tomato", "--target", "b")
        #expect(bad.status != 0 && bad.stderr.contains("not a contrast target"))
    }
}
