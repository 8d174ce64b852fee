import ColorKit

/// `/api/v1` view of a tonal scale: eleven steps (50…950) of one color, spread evenly in
/// lightness, the color itself one of them (`pinned`), each step saying which of black and
/// white text meets the target on it.
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
        /// Black text's contrast on the step in the target's measure (a ratio, or |Lc| for APCA).
        public var blackText: Double
        /// White text's contrast on the step in the target's measure.
        public var whiteText: Double
        /// Which text meets the target on this step: `black`, `white`, both, or none.
        public var readable: [String]
    }

    /// The color the scale was made from, as hex (gamut-mapped if it lay outside sRGB).
    public var base: String
    /// The step that is the base color itself: 50…950.
    public var pinned: Int
    /// The target each step is measured against (`aa`, `aaa`, `apcaNN`).
    public var target: String
    /// The steps, lightest first.
    public var steps: [Step]

    /// The scale of `color`, its steps measured against `target`.
    public init(color: RGBColor, target: ContrastTarget) {
        let scale = TonalScale(base: color, target: target)
        base = ColorHex(GamutMapping.toSRGB(color).rgb8).value
        pinned = scale.pinned
        self.target = target.name
        steps = scale.steps.map { Step($0) }
    }
}

extension ColorScaleBody.Step {
    /// The wire form of a step, contrasts to two decimals.
    public init(_ step: TonalScale.Step) {
        func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        self.init(
            step: step.name, hex: ColorHex(step.color.rgb8).value, onWhite: rounded(step.onWhite),
            onBlack: rounded(step.onBlack), blackText: rounded(step.blackText),
            whiteText: rounded(step.whiteText), readable: step.readable.map(\.rawValue))
    }
}
