/// What a categorical palette reaches, measured on its colors as given (generated or imported),
/// in every mode and for every ``ChartVision``, with the first requirement it misses.
public struct CategoricalProof: Hashable, Sendable {
    /// One mode's figures.
    public struct Mode: Hashable, Sendable {
        /// The mode's name.
        public var name: String
        /// For each prefix of k = 2…N series (index k − 2), the least ΔEOK between two of its
        /// series for the worst vision: a chart showing only its first k series keeps this.
        public var prefixDistances: [Double]
        /// The least ΔEOK between two of all N series, per vision.
        public var distanceByVision: [ChartVision: Double]
        /// Each series' least contrast ratio against the mode's backgrounds.
        public var contrasts: [Double]
        /// The least ΔEOK, for the worst vision, between any series and any status color;
        /// infinity when the mode has none.
        public var statusDistance: Double
        /// Each series' OKLCH chroma.
        public var chromas: [Double]
        /// The spread of OKLab lightness among the series (largest minus smallest).
        public var lightnessSpread: Double
    }

    /// One requirement a palette misses, with the figure reached.
    public struct Shortfall: Hashable, Sendable, CustomStringConvertible {
        /// Which requirement.
        public enum Kind: String, Hashable, Sendable, Codable {
            /// Two series of a prefix are closer than ``CategoricalRequirements/minimumDistance``.
            case distance
            /// A series is fainter than ``CategoricalRequirements/minimumContrast`` on a background.
            case contrast
            /// A series is closer to a status color than ``CategoricalRequirements/minimumDistance``.
            case status
            /// A series' chroma is under ``CategoricalRequirements/minimumChroma``.
            case chroma
            /// The series' lightness spreads wider than ``CategoricalRequirements/maximumLightnessSpread``.
            case lightness
            /// A series' hue moves more than ``CategoricalRequirements/maximumHueDrift`` between modes.
            case hueDrift
        }
        /// Which requirement gives.
        public var kind: Kind
        /// The mode it gives in, or nil for hue drift (a measure across modes).
        public var mode: String?
        /// The series count at which it first gives.
        public var count: Int
        /// The figure reached.
        public var reached: Double
        /// The figure required.
        public var required: Double

        /// One line a person can act on.
        public var description: String {
            let place = mode.map { " in \($0)" } ?? ""
            let figure = "\(Self.short(reached)) where \(Self.short(required)) is needed"
            return switch kind {
            case .distance: "with \(count) series two are too close\(place): ΔEOK \(figure)"
            case .contrast: "a series is too faint against a background\(place): \(figure):1"
            case .status: "a series can be taken for a status color\(place): ΔEOK \(figure)"
            case .chroma: "a series is nearly grey\(place): chroma \(figure)"
            case .lightness: "the series' lightness spreads too wide\(place): \(figure)"
            case .hueDrift: "a series changes hue between modes: \(figure)°"
            }
        }

        static func short(_ value: Double) -> String {
            ((value * 1000).rounded() / 1000).formatted
        }
    }

    /// The figures, mode by mode.
    public var modes: [Mode]
    /// For each series, the most its hue moves between any two modes, in degrees.
    public var hueDrift: [Double]
    /// What was asked.
    public var requirements: CategoricalRequirements
    /// The requirements missed, each at the smallest count it gives; empty when all are met.
    public var shortfalls: [Shortfall]
    /// The most leading series that meet every requirement (0 when even the first misses one).
    public var bestCount: Int

    /// Whether every requirement is met by all series.
    public var isMet: Bool { shortfalls.isEmpty }
}

extension Double {
    /// A short decimal for messages (no trailing zeros).
    fileprivate var formatted: String {
        let text = String(self)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
