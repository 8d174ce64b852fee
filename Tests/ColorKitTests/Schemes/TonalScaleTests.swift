import Foundation
import TestSupport
import Testing

@testable import ColorKit

@Suite("Tonal scales", .offPool)
struct TonalScaleTests {
    /// The 148 CSS named colors, a wide-gamut color, and 100 random ones.
    static let bases: [RGBColor] = {
        var generator = SeededGenerator(seed: 23)
        let random = (0..<100).map { _ in
            RGBColor(RGB8(rgb: UInt32.random(in: 0...0xFF_FFFF, using: &generator)))
        }
        return NamedColors.css.map { RGBColor(RGB8(red: $0.red, green: $0.green, blue: $0.blue)) }
            + [OKLCH(lightness: 0.7, chroma: 0.3, hue: 200).rgbColor] + random
    }()

    @Test func theSourceIsExactlyTheStepNearestItsLightness() throws {
        let blue = RGBColor(RGB8(rgb: 0x3366cc))
        let scale = TonalScale(base: blue)
        let pinned = try #require(scale.steps.first { $0.name == scale.pinned })
        #expect(pinned.color == blue)
        #expect(scale.pinned == 600)
        for base in Self.bases {
            let scale = TonalScale(base: base)
            let source = RGBColor(GamutMapping.toSRGB(base).rgb8)
            let step = try #require(scale.steps.first { $0.name == scale.pinned })
            #expect(step.color == source, "\(base.hex)")
            let distances = scale.steps.map { abs(OKLab($0.color).lightness - OKLab(source).lightness) }
            #expect(distances.min() == distances[try #require(TonalScale.names.firstIndex(of: scale.pinned))])
        }
    }

    @Test("Steps are spread evenly in OKLab lightness: the largest gap at most 1.6× the smallest")
    func evenSteps() {
        for base in Self.bases {
            let lightness = TonalScale(base: base).steps.map { OKLab($0.color).lightness }
            let gaps = zip(lightness, lightness.dropFirst()).map { $0 - $1 }
            guard let smallest = gaps.min(), let largest = gaps.max() else {
                Issue.record("no gaps for \(base.hex)")
                continue
            }
            #expect(smallest > 0.04, "\(base.hex): \(gaps)")
            #expect(largest <= 1.6 * smallest, "\(base.hex): \(gaps)")
        }
    }

    @Test("Neighbouring steps are told apart: #3366CC's 400 and 500 no longer nearly match")
    func neighboursDiffer() {
        let steps = TonalScale(base: RGBColor(RGB8(rgb: 0x3366cc))).steps
        for (lighter, darker) in zip(steps, steps.dropFirst()) {
            #expect(
                ColorDifference.deltaEOK(lighter.color, darker.color) > 0.05, "\(lighter.name)–\(darker.name)"
            )
        }
    }

    @Test("Chroma tapers toward both ends and every step is in sRGB")
    func chromaTapers() {
        for base in Self.bases {
            let scale = TonalScale(base: base)
            let chroma = scale.steps.map { OKLCH($0.color).chroma }
            let source = OKLCH(RGBColor(GamutMapping.toSRGB(base).rgb8)).chroma
            #expect(scale.steps.allSatisfy { $0.color.isInGamut && $0.color.alpha == 1 })
            // The ends keep a fraction of the source's chroma, unless the source is the end
            // itself; 8-bit rounding can add a hair of chroma to near-greys.
            if scale.pinned != 50 {
                #expect((chroma.first ?? 1) <= source * 0.5 + 0.01, "\(base.hex): \(chroma)")
            }
            if scale.pinned != 950 {
                #expect((chroma.last ?? 1) <= source * 0.7 + 0.01, "\(base.hex): \(chroma)")
            }
            #expect(chroma.allSatisfy { $0 <= source + 0.01 }, "\(base.hex): \(chroma)")
        }
    }

    @Test(
        "Each step says which of black and white text meets the target, measured as the target measures",
        arguments: [ContrastTarget.aa, .aaa, .apca(60)])
    func statesTheContrastPerStep(target: ContrastTarget) {
        for base in Self.bases.prefix(60) {
            let scale = TonalScale(base: base, target: target)
            #expect(scale.steps.map(\.name) == TonalScale.names)
            for step in scale.steps {
                let black = target.isMet(text: RGBColor(white: 0), background: step.color)
                let white = target.isMet(text: RGBColor(white: 1), background: step.color)
                #expect(step.readable == [black ? .black : nil, white ? .white : nil].compactMap { $0 })
                #expect(step.blackText == target.measure(text: RGBColor(white: 0), background: step.color))
                #expect(abs(step.onWhite - Contrast.ratio(step.color, RGBColor(white: 1))) < 1e-12)
            }
            // The lightest step always reads with black text, the darkest with white, at AA.
            if target == .aa {
                #expect(scale.steps.first?.readable.contains(.black) == true, "\(base.hex)")
                #expect(scale.steps.last?.readable.contains(.white) == true, "\(base.hex)")
            }
        }
    }

    @Test(
        "The hue stays the base's", arguments: [RGBColor(RGB8(rgb: 0x3366cc)), RGBColor(RGB8(rgb: 0x2e8b57))])
    func keepsTheHue(base: RGBColor) {
        let hue = OKLCH(base).hue
        for step in TonalScale(base: base).steps where step.name >= 100 && step.name <= 900 {
            // ΔH, the hue difference as a distance: dark steps have little chroma, so 8-bit
            // rounding turns their hue by degrees that nobody can see.
            let lch = OKLCH(step.color)
            let difference = abs(lch.hue - hue)
            let radians = min(difference, 360 - difference) * .pi / 180
            #expect(2 * lch.chroma * sin(radians / 2) < 0.01, "step \(step.name)")
        }
    }
}
