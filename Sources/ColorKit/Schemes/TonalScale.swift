import Foundation

/// A tonal scale from one color, the 50…950 steps design systems name: the color's hue at
/// eleven lightnesses spread evenly in OKLab, chroma tapering toward both ends, brought into
/// sRGB by CSS Color 4's gamut mapping.
///
/// The color itself is one of the steps, exactly (``pinned`` says which), so a brand color is
/// never a near miss of its own scale. Contrast is stated per step rather than forced by bending
/// the steps: each step says whether black text, white text or both meet ``target`` on it.
public struct TonalScale: Hashable, Sendable {
    /// Black or white text (see ``ColorKit/Ink``).
    public typealias Ink = ColorKit.Ink

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
        /// Black text's contrast on this step in the target's own measure (a ratio or |Lc|).
        public let blackText: Double
        /// White text's contrast on this step in the target's own measure.
        public let whiteText: Double
        /// The inks that meet the target on this step, black first; empty when neither does
        /// (mid-tones under AAA, for instance).
        public let readable: [Ink]

        /// The ink that reads best here, whether or not it meets the target.
        public var bestInk: Ink { blackText >= whiteText ? .black : .white }
    }

    /// The step names, lightest first.
    public static let names = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]

    /// The steps, lightest first.
    public let steps: [Step]
    /// The contrast each step is measured against (AA, AAA or an APCA Lc).
    public let target: ContrastTarget
    /// The name of the step that is the source color itself (after gamut mapping into sRGB and
    /// rounding to 8 bits): the step whose lightness is nearest the color's.
    public let pinned: Int

    /// The scale of `base`, each step measured against `target`.
    public init(base: RGBColor, target: ContrastTarget = .aa) {
        self.target = target
        let source = RGBColor(GamutMapping.toSRGB(base.withAlpha(1)).rgb8)
        let origin = OKLCH(source)
        let layout = Self.lightnesses(pinnedAt: origin.lightness)
        pinned = Self.names[layout.pinned]
        steps = zip(Self.names, layout.lightnesses).enumerated().map { index, entry in
            let color =
                index == layout.pinned
                ? source
                : Self.color(origin, lightness: entry.1, taper: Self.taper(index, layout))
            return Self.step(entry.0, color, target)
        }
    }

    /// Where the steps sit: eleven lightnesses through the pinned one, evenly spaced above and
    /// below it, the ends free to move within a band so both sides can share one spacing.
    struct Layout {
        var lightnesses: [Double]
        var pinned: Int
    }

    /// The lightest step's band, and the darkest's: near-white and near-black, where a
    /// design system's 50 and 950 sit, leaving room for pure white and black around them.
    static let top = (nominal: 0.97, range: 0.94...0.985)
    static let bottom = (nominal: 0.27, range: 0.22...0.32)

    static func lightnesses(pinnedAt lightness: Double) -> Layout {
        let last = Double(names.count - 1)
        let nominalGap = (top.nominal - bottom.nominal) / last
        let index = Int(min(max(((top.nominal - lightness) / nominalGap).rounded(), 0), last))
        let above = Double(index)
        let below = last - above
        // Each side's spacing may range over what keeps its end inside its band.
        let upper =
            above > 0
            ? ((top.range.lowerBound - lightness) / above)...((top.range.upperBound - lightness) / above)
            : nil
        let lower =
            below > 0
            ? ((lightness - bottom.range.upperBound) / below)...((lightness - bottom.range.lowerBound) / below)
            : nil
        func nearest(_ range: ClosedRange<Double>, to value: Double) -> Double {
            min(max(value, range.lowerBound), range.upperBound)
        }
        var gapAbove = nominalGap
        var gapBelow = nominalGap
        switch (upper, lower) {
        case (let up?, let down?):
            if up.overlaps(down) {
                let shared = max(up.lowerBound, down.lowerBound)...min(up.upperBound, down.upperBound)
                gapAbove = nearest(shared, to: nominalGap)
                gapBelow = gapAbove
            } else {
                // No spacing fits both bands: each side takes the one nearest the other's.
                gapAbove = nearest(
                    up, to: up.lowerBound > down.upperBound ? down.upperBound : down.lowerBound)
                gapBelow = nearest(down, to: gapAbove)
            }
        case (let up?, nil): gapAbove = nearest(up, to: nominalGap)
        case (nil, let down?): gapBelow = nearest(down, to: nominalGap)
        case (nil, nil): break
        }
        let values = (0..<names.count).map { step in
            step <= index
                ? lightness + Double(index - step) * gapAbove : lightness - Double(step - index) * gapBelow
        }
        return Layout(lightnesses: values, pinned: index)
    }

    /// How much of the source's chroma a step keeps: all of it at the pinned step, tapering
    /// toward pale tints (a 50 keeps under a third) and deep shades (a 950 keeps about half).
    static func taper(_ index: Int, _ layout: Layout) -> Double {
        let (first, last) = (layout.lightnesses.first ?? 1, layout.lightnesses.last ?? 0)
        let here = layout.lightnesses[index]
        let pinned = layout.lightnesses[layout.pinned]
        if index < layout.pinned {
            let t = (here - pinned) / max(first - pinned, 1e-9)
            return 1 - 0.72 * t * t
        }
        let t = (pinned - here) / max(pinned - last, 1e-9)
        return 1 - 0.45 * t * t
    }

    /// The source's hue at `lightness` with its chroma scaled by `taper`, brought into sRGB
    /// (chroma gives way where the gamut ends) and rounded to 8 bits.
    static func color(_ origin: OKLCH, lightness: Double, taper: Double) -> RGBColor {
        var lch = origin
        lch.lightness = min(max(lightness, 0), 1)
        lch.chroma = origin.chroma * taper
        lch.alpha = 1
        return RGBColor(GamutMapping.toSRGB(lch).rgb8)
    }

    static func step(_ name: Int, _ color: RGBColor, _ target: ContrastTarget) -> Step {
        let black = target.measure(text: Ink.black.color, background: color)
        let white = target.measure(text: Ink.white.color, background: color)
        return Step(
            name: name, color: color, onWhite: Contrast.ratio(color, Ink.white.color),
            onBlack: Contrast.ratio(color, Ink.black.color), blackText: black, whiteText: white,
            readable: [black >= target.threshold ? Ink.black : nil, white >= target.threshold ? .white : nil]
                .compactMap { $0 })
    }
}
