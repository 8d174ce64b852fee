/// What a sequential or diverging scale reaches, measured on its colors as given (generated or
/// imported, e.g. a ColorBrewer scale), with every requirement it misses and the figure reached.
///
/// Distances are ΔEOK; "for the worst vision" means the least over ``ChartVision/allCases``
/// (typical vision and the three dichromacies at full severity, simulated unclamped).
public struct ScaleProof: Hashable, Sendable {
    /// One requirement a scale misses, with the figure reached.
    public struct Shortfall: Hashable, Sendable, CustomStringConvertible {
        /// Which requirement.
        public enum Kind: String, Hashable, Sendable, Codable {
            /// Lightness is not strictly monotone (along each wing, for a diverging scale).
            case lightness
            /// The largest step is more than ``ScaleRequirements/maximumStepRatio`` of the smallest.
            case evenness
            /// Two neighbouring classes are closer than ``ScaleRequirements/minimumAdjacentDistance``.
            case adjacent
            /// A color is closer to a background than ``ScaleRequirements/minimumBackgroundDistance``.
            case background
            /// A diverging scale's wings differ in lightness by more than
            /// ``ScaleRequirements/maximumWingAsymmetry``.
            case symmetry
            /// A diverging scale's midpoint is more colorful than
            /// ``ScaleRequirements/maximumMidpointChroma``.
            case midpoint
        }
        /// Which requirement gives.
        public var kind: Kind
        /// The color (index into the scale) where it gives worst, when one color is to blame.
        public var index: Int?
        /// The figure reached.
        public var reached: Double
        /// The figure required.
        public var required: Double

        /// One line a person can act on.
        public var description: String {
            let place = index.map { " at class \($0 + 1)" } ?? ""
            let figure = "\(Self.short(reached)) where \(Self.short(required)) is needed"
            return switch kind {
            case .lightness: "lightness does not keep rising or falling\(place): step \(figure)"
            case .evenness: "the steps are uneven: the largest is \(figure) times the smallest"
            case .adjacent: "two neighbouring classes run together\(place): ΔEOK \(figure)"
            case .background: "a color vanishes into the background\(place): ΔEOK \(figure)"
            case .symmetry: "the wings differ in lightness\(place): \(figure)"
            case .midpoint: "the midpoint is not neutral: chroma \(figure)"
            }
        }

        static func short(_ value: Double) -> String {
            let text = String((value * 1000).rounded() / 1000)
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
    }

    /// Each color's OKLab lightness, in scale order.
    public var lightnesses: [Double]
    /// The smallest lightness step in the scale's direction (along each wing, outward from the
    /// midpoint, for a diverging scale): positive exactly when lightness is strictly monotone.
    public var leastLightnessStep: Double
    /// The steps evenness is judged on, in ΔEOK for typical vision: between neighbours for a
    /// sequential scale; for a diverging one, outward along each wing starting at the midpoint
    /// (the left wing first), so an even count's midpoint, which is not shown, still anchors
    /// its two innermost classes.
    public var steps: [Double]
    /// The largest of ``steps`` divided by the smallest.
    public var stepRatio: Double
    /// The least ΔEOK between neighbouring colors as shown, per vision.
    public var adjacentByVision: [ChartVision: Double]
    /// The least of ``adjacentByVision``: what the worst eye gets between neighbours.
    public var leastAdjacentDistance: Double
    /// Each color's least ΔEOK to any background for the worst vision.
    public var backgroundDistances: [Double]
    /// The largest lightness difference between two classes at the same distance from the
    /// midpoint (0 for a sequential scale).
    public var wingAsymmetry: Double
    /// The midpoint's OKLCH chroma (nil for a sequential scale).
    public var midpointChroma: Double?
    /// Whether neighbours were held to ``ScaleRequirements/minimumAdjacentDistance`` (classed).
    public var isClassed: Bool
    /// What was asked.
    public var requirements: ScaleRequirements
    /// The requirements missed, each once at its worst; empty when all are met.
    public var shortfalls: [Shortfall]

    /// The least of ``backgroundDistances``.
    public var leastBackgroundDistance: Double { backgroundDistances.min() ?? .infinity }
    /// Whether every requirement is met.
    public var isMet: Bool { shortfalls.isEmpty }
    /// Every shortfall, one clause each, for an error a person reads.
    public var shortfallSummary: String { shortfalls.map(\.description).joined(separator: "; ") }
}
