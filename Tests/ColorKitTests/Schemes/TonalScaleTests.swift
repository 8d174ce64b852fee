import Foundation
import TestSupport
import Testing

@testable import ColorKit

@Suite("Tonal scales", .offPool)
struct TonalScaleTests {
    static let bases: [RGBColor] = [
        RGBColor(RGB8(rgb: 0x3366cc)), RGBColor(RGB8(rgb: 0xff6347)), RGBColor(RGB8(rgb: 0xffcc00)),
        RGBColor(RGB8(rgb: 0x2e8b57)), RGBColor(white: 0.5), RGBColor(RGB8(rgb: 0xff00ff)),
        OKLCH(lightness: 0.7, chroma: 0.3, hue: 200).rgbColor,  // outside sRGB
    ]

    @Test("Every step holds the target: black text on 50–400, white text on 500–950", arguments: bases)
    func holdsTheTarget(base: RGBColor) {
        for target in [ContrastTarget.aa, .aaa, .apca(60)] {
            let scale = TonalScale(base: base, target: target)
            #expect(scale.steps.map(\.name) == TonalScale.names)
            for step in scale.steps {
                let text = step.name <= 400 ? RGBColor(white: 0) : RGBColor(white: 1)
                #expect(target.isMet(text: text, background: step.color), "\(target) step \(step.name)")
                #expect(step.color.isInGamut)
            }
            // Lightest first, strictly darker each step.
            let whites = scale.steps.map(\.onWhite)
            #expect(zip(whites, whites.dropFirst()).allSatisfy { $0 < $1 }, "\(whites)")
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
