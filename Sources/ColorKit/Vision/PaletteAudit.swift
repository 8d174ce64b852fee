/// Checks a palette for everyone: contrast between every pair, and pairs that become hard to
/// tell apart under a color-vision deficiency.
public struct PaletteAudit: Sendable {
    /// One text/background pair of palette colors.
    public struct Pair: Hashable, Sendable {
        /// The index of the text color.
        public let text: Int
        /// The index of the background color.
        public let background: Int
        /// The WCAG 2 contrast ratio.
        public let ratio: Double
        /// The APCA lightness contrast of the text on the background.
        public let apca: Double
        /// Whether the pair reaches the audit's target.
        public let passes: Bool
    }

    /// Two colors that look alike to someone.
    public struct Confusion: Hashable, Sendable {
        /// The two colors' indexes, the smaller first.
        public let first: Int
        /// The other color's index.
        public let second: Int
        /// Under which deficiency they run together.
        public let deficiency: ColorVisionDeficiency
        /// Their ΔEOK as seen with that deficiency.
        public let distance: Double
    }

    /// Below this ΔEOK two swatches are flagged as hard to tell apart: 0.05, two and a half
    /// just-noticeable differences.
    ///
    /// One JND in OKLab is about ΔEOK 0.02: the figure CSS Color 4's gamut mapping treats as
    /// invisible, and OKLab's lightness runs 0…1 where CIELAB's runs 0…100, so it matches
    /// CIELAB's usual JND of about ΔE 2.3. But a JND is a threshold, half-detected by an
    /// observer comparing large patches side by side on a calibrated display. A palette's
    /// colors are read as small marks, apart from each other (a legend key and its line), at a
    /// glance, on whatever screen; differences at threshold vanish there. The simulations are
    /// also models: Viénot's and Machado's full-severity views of a typical color differ by
    /// about one JND (median ΔEOK 0.022 protan, 0.022 deutan over random sRGB colors). So one
    /// JND would flag too little, and two leave no room for the model's own error; 2.5 is a
    /// judgment, not a published standard, and `threshold` takes another.
    public static let confusionThreshold = 0.05

    /// Every ordered pair (text ≠ background), row by row.
    public let pairs: [Pair]
    /// Pairs distinct to typical vision that run together for someone, worst first.
    public let confusions: [Confusion]

    /// Audits `colors` against `target` with full-severity simulations.
    public init(colors: [RGBColor], target: ContrastTarget = .aa, threshold: Double = Self.confusionThreshold)
    {
        var pairs: [Pair] = []
        for (t, text) in colors.enumerated() {
            for (b, background) in colors.enumerated() where b != t {
                pairs.append(
                    Pair(
                        text: t, background: b, ratio: Contrast.ratio(text, background),
                        apca: APCA.contrast(text: text, background: background),
                        passes: target.isMet(text: text, background: background)))
            }
        }
        self.pairs = pairs
        let labs = colors.map(OKLab.init)
        var confusions: [Confusion] = []
        let seen = ColorVisionDeficiency.allCases.map { deficiency in
            (deficiency, colors.map { OKLab(ColorVisionSimulation.displayable($0, deficiency)) })
        }
        for first in colors.indices {
            for second in colors.indices where second > first {
                guard labs[first].distance(to: labs[second]) >= threshold else { continue }
                for (deficiency, simulated) in seen {
                    let distance = simulated[first].distance(to: simulated[second])
                    if distance < threshold {
                        confusions.append(
                            Confusion(
                                first: first, second: second, deficiency: deficiency, distance: distance))
                    }
                }
            }
        }
        self.confusions = confusions.sorted { $0.distance < $1.distance }
    }
}
