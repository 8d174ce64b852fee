import ColorKit

/// `/api/v1` view of a palette's check: every text/background pair's contrast against a target,
/// with the nearest passing color for each that fails, the pairs that run together for someone
/// with a color-vision deficiency, and each color's nearest name and a title for the palette.
public struct SchemeAuditBody: Codable, Hashable, Sendable {
    /// One text color on one background color, both by position in the palette.
    public struct Pair: Codable, Hashable, Sendable {
        /// The text color's position.
        public var text: Int
        /// The background color's position.
        public var background: Int
        /// WCAG 2 contrast ratio (1…21).
        public var ratio: Double
        /// APCA lightness contrast (Lc), signed: negative for light text on a dark background.
        public var apca: Double
        /// The highest WCAG 2 level the pair reaches for body text: `AAA` (7:1), `AA` (4.5:1) or
        /// `fail`, decided by the unrounded ratio (4.497 shows as 4.5 but is `fail`).
        public var level: String
        /// Whether the pair reaches the target.
        public var passes: Bool
        /// For a failing pair, the nearest text color (hue kept, smallest ΔEOK) that passes, as
        /// hex; absent when the pair passes or no lightness of that hue can.
        public var repair: String?
    }

    /// Two colors distinct to typical vision that someone with `deficiency` can hardly tell apart.
    public struct Confusion: Codable, Hashable, Sendable {
        /// The first color's position.
        public var first: Int
        /// The second color's position.
        public var second: Int
        /// Whose vision runs them together.
        public var deficiency: ColorVisionDeficiency
        /// ΔEOK between them as simulated; below the threshold.
        public var distance: Double
    }

    /// The target the pairs were held to (`aa`, `aaa`, `apca60`, …).
    public var target: String
    /// The ΔEOK below which two simulated colors count as confused.
    public var threshold: Double
    /// The palette's colors, as hex, in order.
    public var colors: [String]
    /// Each color's nearest CSS name, in the same order (what the app shows beside it).
    public var names: [String]
    /// A suggested title for the palette from its hue families ("Blue & Orange", "Greys").
    public var title: String
    /// Every ordered pair of different positions, text by text.
    public var pairs: [Pair]
    /// The confused pairs, worst first.
    public var confusions: [Confusion]

    /// The audit of `colors` against `target`, with repairs for the failing pairs.
    public init(
        colors: [ColorHex], target: ContrastTarget, threshold: Double = PaletteAudit.confusionThreshold
    ) {
        let values = colors.map(\.color)
        let audit = PaletteAudit(colors: values, target: target, threshold: threshold)
        self.target = target.name
        self.threshold = threshold
        self.colors = colors.map(\.value)
        self.names = values.map { ColorNameCatalog.css.nearest(to: $0)?.named.name ?? "" }
        self.title = PaletteTitle.suggest(for: values)
        self.pairs = audit.pairs.map { pair in
            let repaired =
                pair.passes
                ? nil
                : ContrastRepair.repair(
                    text: values[pair.text], background: values[pair.background], target: target)
            return Pair(
                text: pair.text, background: pair.background, ratio: (pair.ratio * 100).rounded() / 100,
                apca: (pair.apca * 10).rounded() / 10, level: Self.level(pair.ratio), passes: pair.passes,
                repair: repaired.map { ColorHex($0.rgb8).value })
        }
        self.confusions = audit.confusions.map {
            Confusion(
                first: $0.first, second: $0.second, deficiency: $0.deficiency,
                distance: ($0.distance * 10000).rounded() / 10000)
        }
    }

    /// The body-text level a ratio reaches; AA for large text only (3:1) is not counted, as the
    /// app's Check does not: a palette's text colors are for body text.
    static func level(_ ratio: Double) -> String {
        let level = Contrast.bodyTextLevel(forRatio: ratio)
        return level == .fail ? "fail" : level.rawValue
    }
}
