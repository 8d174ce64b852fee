import TestSupport
import Testing

@testable import ColorKit

@Suite("Contrast and color difference", .offPool)
struct MeasuresTests {
    static let pairs = Fixtures.measures.pairs

    static func color(_ components: [Double]) -> RGBColor {
        RGBColor(red: components[0], green: components[1], blue: components[2])
    }

    @Test("ΔE76, ΔE2000 and ΔEOK agree with coloraide", arguments: pairs)
    func differences(_ pair: Fixtures.Pair) {
        let a = Self.color(pair.a)
        let b = Self.color(pair.b)
        #expect(abs(ColorDifference.deltaE76(a, b) - pair.deltaE76) < 1e-4)
        #expect(abs(ColorDifference.deltaEOK(a, b) - pair.deltaEOk) < 1e-6)
        // Two Sharma pairs sit exactly 180° apart in hue, where a rounding-level change flips
        // CIEDE2000's hue branch; their published values are checked from Lab below instead.
        if pair.hueDiscontinuity != true {
            #expect(abs(ColorDifference.deltaE2000(a, b) - pair.deltaE2000) < 1e-3)
        }
    }

    @Test("CIEDE2000 matches Sharma, Wu and Dalal's published pairs")
    func sharmaPairs() {
        let published = Self.pairs.filter { $0.sharmaDeltaE2000 != nil }
        #expect(published.count == 34)
        for pair in published {
            let a = Lab(lightness: pair.labA![0], a: pair.labA![1], b: pair.labA![2])
            let b = Lab(lightness: pair.labB![0], a: pair.labB![1], b: pair.labB![2])
            #expect(abs(ColorDifference.deltaE2000(a, b) - pair.sharmaDeltaE2000!) < 1e-4, "\(pair.name)")
        }
    }

    /// WCAG's rounded luminance weights differ from coloraide's exact ones in the fourth decimal.
    @Test(
        "Luminance and contrast agree with coloraide",
        arguments: pairs.filter {
            $0.a.allSatisfy { (0...1).contains($0) } && $0.b.allSatisfy { (0...1).contains($0) }
        })
    func contrast(_ pair: Fixtures.Pair) {
        let a = Self.color(pair.a)
        let b = Self.color(pair.b)
        #expect(abs(Contrast.relativeLuminance(a) - pair.luminanceA) < 2e-4)
        #expect(abs(Contrast.ratio(a, b) - pair.contrast) < 2e-3 * pair.contrast)
        #expect(Contrast.ratio(a, b) == Contrast.ratio(b, a))
    }

    @Test func wcagLandmarks() {
        let black = RGBColor(white: 0)
        let white = RGBColor(white: 1)
        #expect(abs(Contrast.ratio(black, white) - 21) < 1e-9)
        #expect(Contrast.ratio(white, white) == 1)
        #expect(Contrast.level(forRatio: 21) == .aaa)
        #expect(Contrast.level(forRatio: 4.5) == .aa)
        #expect(Contrast.level(forRatio: 3.2) == .aaLarge)
        #expect(Contrast.level(forRatio: 2.9) == .fail)
        #expect(Contrast.level(forRatio: .nan) == .fail)
        // Body text: large text's 3:1 does not count, and the unrounded ratio decides.
        #expect(Contrast.bodyTextLevel(forRatio: 3.2) == .fail)
        #expect(Contrast.bodyTextLevel(forRatio: 4.497) == .fail)
        #expect(Contrast.bodyTextLevel(forRatio: 4.5) == .aa)
        #expect(Contrast.bodyTextLevel(forRatio: 7) == .aaa)
        #expect(Contrast.Level.allCases.map(\.minimumRatio) == [0, 3, 4.5, 7])
        // #767676 on white is the classic "just passes AA" grey.
        let grey = RGBColor(RGB8(rgb: 0x767676))
        #expect(Contrast.ratio(grey, white) > 4.5 && Contrast.ratio(grey, white) < 4.6)
    }
}
