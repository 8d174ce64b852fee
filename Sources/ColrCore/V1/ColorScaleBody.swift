import ColorKit

/// `/api/v1` view of a tonal scale: eleven steps (50…950) of one color's hue and chroma, each
/// holding the target against black text (50–400) or white text (500–950).
public struct ColorScaleBody: Codable, Hashable, Sendable {
    /// One step.
    public struct Step: Codable, Hashable, Sendable {
        /// 50, 100, 200 … 900, 950.
        public var step: Int
        /// Six lowercase hex digits.
        public var hex: String
        /// WCAG 2 contrast against white.
        public var onWhite: Double
        /// WCAG 2 contrast against black.
        public var onBlack: Double
    }

    /// The color the scale was made from, as hex (gamut-mapped if it lay outside sRGB).
    public var base: String
    /// The target every step holds (`aa`, `aaa`, `apcaNN`).
    public var target: String
    /// The steps, lightest first.
    public var steps: [Step]

    /// The scale of `color` holding `target`.
    public init(color: RGBColor, target: ContrastTarget) {
        let scale = TonalScale(base: color, target: target)
        base = ColorHex(GamutMapping.toSRGB(color).rgb8).value
        self.target = target.name
        steps = scale.steps.map {
            Step(
                step: $0.name, hex: ColorHex($0.color.rgb8).value,
                onWhite: ($0.onWhite * 100).rounded() / 100,
                onBlack: ($0.onBlack * 100).rounded() / 100)
        }
    }
}
