import Foundation

/// A tonal scale from one color, the 50…950 steps design systems name: the color's hue and
/// chroma at eleven lightnesses, in OKLCH, brought into sRGB by CSS Color 4's gamut mapping.
///
/// The steps are placed by contrast, not by lightness alone, so the scale holds a promise a
/// designer can rely on: at the chosen target, text in black reads on every step from 50 to
/// 400, and text in white on every step from 500 to 950.
public struct TonalScale: Hashable, Sendable {
    /// One step of the scale.
    public struct Step: Hashable, Sendable {
        /// 50, 100, 200 … 900, 950.
        public let name: Int
        /// The color, already 8-bit (what is stored and shown is what was checked).
        public let color: RGBColor
        /// WCAG 2 contrast against white.
        public let onWhite: Double
        /// WCAG 2 contrast against black.
        public let onBlack: Double
    }

    /// The step names, lightest first.
    public static let names = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]

    /// The steps, lightest first.
    public let steps: [Step]
    /// The contrast every step holds against black (50–400) or white (500–950).
    public let target: ContrastTarget

    /// The scale of `base`'s hue and chroma, holding `target`: a WCAG ratio (AA, AAA) or an
    /// APCA Lc, measured as that target measures.
    public init(base: RGBColor, target: ContrastTarget = .aa) {
        self.target = target
        let origin = OKLCH(GamutMapping.toSRGB(base))
        let white = RGBColor(white: 1)
        let black = RGBColor(white: 0)
        // Each step's contrast against white, spread evenly in log space: light steps from
        // barely off-white to the darkest that still holds the target under black text, dark
        // steps from the lightest that holds it under white text to near black. The two ends
        // are found on the grey axis and kept 4% clear of the line, so hue rarely needs a nudge.
        let lightEnd = max(Self.boundary(target, text: black) / 1.04, 1.2)
        let darkStart = Self.boundary(target, text: white) * 1.04
        let light = Self.spread(from: 1.06, to: lightEnd, count: 5)
        let dark = Self.spread(from: darkStart, to: 17.5, count: 6)
        steps = zip(Self.names, light + dark).enumerated().map { index, entry in
            let (name, onWhite) = entry
            let background = index < 5 ? black : white
            let color = Self.color(origin, onWhite: onWhite, holding: target, against: background)
            return Step(
                name: name, color: color, onWhite: Contrast.ratio(color, white),
                onBlack: Contrast.ratio(color, black))
        }
    }

    /// The contrast on white of the grey where `text` stops meeting `target`: the darkest grey
    /// black text still reads on, or the lightest white text still reads on.
    private static func boundary(_ target: ContrastTarget, text: RGBColor) -> Double {
        let textIsBlack = text.red < 0.5
        var passing = textIsBlack ? 1.0 : 0.0
        var failing = textIsBlack ? 0.0 : 1.0
        for _ in 0..<40 {
            let middle = (passing + failing) / 2
            if target.isMet(text: text, background: RGBColor(white: middle)) {
                passing = middle
            } else {
                failing = middle
            }
        }
        return Contrast.ratio(RGBColor(white: passing), RGBColor(white: 1))
    }

    private static func spread(from start: Double, to end: Double, count: Int) -> [Double] {
        (0..<count).map { index in
            exp(log(start) + (log(end) - log(start)) * Double(index) / Double(count - 1))
        }
    }

    /// The color of this hue and chroma whose contrast on white is `onWhite`, nudged (after
    /// rounding to 8 bits) until it holds `target` against `background`.
    private static func color(
        _ origin: OKLCH, onWhite ratio: Double, holding target: ContrastTarget, against background: RGBColor
    ) -> RGBColor {
        let white = RGBColor(white: 1)
        func at(_ lightness: Double) -> RGBColor {
            var lch = origin
            lch.lightness = lightness
            lch.alpha = 1
            return RGBColor(GamutMapping.toSRGB(lch).rgb8)
        }
        var low = 0.0  // dark: high contrast on white
        var high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if Contrast.ratio(at(middle), white) > ratio { low = middle } else { high = middle }
        }
        var lightness = (low + high) / 2
        var color = at(lightness)
        // Rounding may have crossed the line; step away from the background until it holds.
        let toward = background == white ? -0.002 : 0.002
        var guardSteps = 0
        while !target.isMet(text: background, background: color), guardSteps < 500 {
            lightness += toward
            color = at(min(max(lightness, 0), 1))
            guardSteps += 1
        }
        return color
    }
}
