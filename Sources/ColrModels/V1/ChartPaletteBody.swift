import ColorKit

/// `/api/v1` view of chart colors made from a brand's theme, and what `colr chart-palette
/// --json` prints: the colors per mode, in series (or class) order, with what they sit on and
/// the proof of what they reach in every mode and for every eye.
///
/// ```json
/// {"kind": "categorical", "order": ["light", "dark"],
///  "modes": {"light": {"colors": ["#0969DA", …], "backgrounds": ["#FCFCFD", …],
///                      "statusColors": ["#1A7F37", …]}, "dark": {…}},
///  "proof": {"measure": "ΔEOK, …", "met": true, "bestCount": 8, "hueDrift": [0, 2.1, …],
///            "shortfalls": [], "modes": {"light": {"prefixDistances": [0.31, …], …}, …}}}
/// ```
public struct ChartPaletteBody: Codable, Hashable, Sendable {
    /// What the colors are for.
    public enum Kind: String, Codable, CaseIterable, Hashable, Sendable {
        /// Series told apart (2…12), every prefix checked.
        case categorical
        /// Classes (3…9) from light to dark in the brand's hue.
        case sequential
        /// Classes (3…9) from one end through a neutral midpoint to the other.
        case diverging

        /// How many series (categorical) or classes (scales) may be asked for.
        public var countRange: ClosedRange<Int> {
            self == .categorical ? CategoricalPalette.countRange : ScaleForm.classRange
        }
    }

    /// One mode's colors and what they sit on, each `#RRGGBB`.
    public struct Mode: Codable, Hashable, Sendable {
        /// The series (or classes), in order.
        public var colors: [String]
        /// The backgrounds the colors are proven against.
        public var backgrounds: [String]
        /// The status colors (success, warning, destructive) a series is kept clear of.
        public var statusColors: [String]

        /// Creates a mode's colors.
        public init(colors: [String], backgrounds: [String], statusColors: [String]) {
            self.colors = colors
            self.backgrounds = backgrounds
            self.statusColors = statusColors
        }
    }

    /// One mode's figures: per prefix and per vision for a categorical palette; lightnesses,
    /// steps and ends for a scale. A figure the kind does not have is absent.
    public struct ModeProof: Codable, Hashable, Sendable {
        /// Categorical: for each prefix of k = 2…N series, the least ΔEOK between two of its
        /// series for the worst vision.
        public var prefixDistances: [Double]?
        /// Categorical: the least ΔEOK between two of all the series, per vision
        /// (`typical`, `protan`, `deutan`, `tritan`).
        public var distanceByVision: [String: Double]?
        /// Categorical: each series' least contrast ratio against the backgrounds.
        public var contrasts: [Double]?
        /// Categorical: the least ΔEOK, for the worst vision, between a series and a status color.
        public var statusDistance: Double?
        /// Scales: each class's OKLab lightness, in order.
        public var lightnesses: [Double]?
        /// Scales: the largest step between classes divided by the smallest.
        public var stepRatio: Double?
        /// Scales: the least ΔEOK between neighbouring classes, for the worst vision.
        public var leastAdjacentDistance: Double?
        /// Scales: the least ΔEOK between a class and a background, for the worst vision.
        public var leastBackgroundDistance: Double?
        /// Diverging: the largest lightness difference between two classes at the same
        /// distance from the midpoint.
        public var wingAsymmetry: Double?

        /// Creates a mode's figures; absent ones are not the kind's.
        public init(
            prefixDistances: [Double]? = nil, distanceByVision: [String: Double]? = nil,
            contrasts: [Double]? = nil, statusDistance: Double? = nil, lightnesses: [Double]? = nil,
            stepRatio: Double? = nil, leastAdjacentDistance: Double? = nil,
            leastBackgroundDistance: Double? = nil, wingAsymmetry: Double? = nil
        ) {
            self.prefixDistances = prefixDistances
            self.distanceByVision = distanceByVision
            self.contrasts = contrasts
            self.statusDistance = statusDistance
            self.lightnesses = lightnesses
            self.stepRatio = stepRatio
            self.leastAdjacentDistance = leastAdjacentDistance
            self.leastBackgroundDistance = leastBackgroundDistance
            self.wingAsymmetry = wingAsymmetry
        }
    }

    /// What the colors reach.
    public struct Proof: Codable, Hashable, Sendable {
        /// Which distance the figures are, and for whom.
        public var measure: String
        /// Whether every requirement is met in every mode.
        public var met: Bool
        /// Categorical: the most series that meet everything.
        public var bestCount: Int?
        /// Categorical: each series' largest hue change between modes, in degrees.
        public var hueDrift: [Double]?
        /// The requirements missed, as sentences (a scale's prefixed with its mode).
        public var shortfalls: [String]
        /// Each mode's figures, by mode name.
        public var modes: [String: ModeProof]

        /// The distance every figure is given in.
        public static let standardMeasure =
            "ΔEOK, the least over typical, protan, deutan and tritan vision (full severity)"

        /// Creates a proof.
        public init(
            measure: String = standardMeasure, met: Bool, bestCount: Int? = nil, hueDrift: [Double]? = nil,
            shortfalls: [String], modes: [String: ModeProof]
        ) {
            self.measure = measure
            self.met = met
            self.bestCount = bestCount
            self.hueDrift = hueDrift
            self.shortfalls = shortfalls
            self.modes = modes
        }
    }

    /// What the colors are for.
    public var kind: Kind
    /// Each mode's colors, by mode name (`light`, `dark`, `lightHighContrast`, `darkHighContrast`).
    public var modes: [String: Mode]
    /// The modes' names in the order asked for.
    public var order: [String]
    /// What the colors reach.
    public var proof: Proof

    /// Creates a body from its parts.
    public init(kind: Kind, modes: [String: Mode], order: [String], proof: Proof) {
        self.kind = kind
        self.modes = modes
        self.order = order
        self.proof = proof
    }
}

extension ChartPaletteBody {
    /// The wire form of a categorical palette and its proof.
    public init(_ palette: CategoricalPalette) {
        self.init(
            kind: .categorical,
            modes: Dictionary(
                zip(palette.modes, palette.colors).map { ($0.name, Mode($0, colors: $1)) },
                uniquingKeysWith: { first, _ in first }),
            order: Self.names(palette.modes), proof: Proof(palette.proof))
    }

    /// The wire form of one sequential scale per mode, `scales[m]` made on `modes[m]`.
    public init(sequential scales: [SequentialScale], on modes: [ChartMode]) {
        self.init(kind: .sequential, scales: zip(modes, scales).map { ($0, $1.colors, $1.proof) })
    }

    /// The wire form of one diverging scale per mode, `scales[m]` made on `modes[m]`.
    public init(diverging scales: [DivergingScale], on modes: [ChartMode]) {
        self.init(kind: .diverging, scales: zip(modes, scales).map { ($0, $1.colors, $1.proof) })
    }

    private init(kind: Kind, scales: [(mode: ChartMode, colors: [RGBColor], proof: ScaleProof)]) {
        var shown: [String: Mode] = [:]
        var figures: [String: ModeProof] = [:]
        var shortfalls: [String] = []
        for (chart, colors, proof) in scales where shown[chart.name] == nil {
            shown[chart.name] = Mode(chart, colors: colors)
            shortfalls += proof.shortfalls.map { "\(chart.name): \($0)" }
            figures[chart.name] = ModeProof(
                lightnesses: proof.lightnesses, stepRatio: Self.finite(proof.stepRatio),
                leastAdjacentDistance: Self.finite(proof.leastAdjacentDistance),
                leastBackgroundDistance: Self.finite(proof.leastBackgroundDistance),
                wingAsymmetry: kind == .diverging ? Self.finite(proof.wingAsymmetry) : nil)
        }
        self.init(
            kind: kind, modes: shown, order: Self.names(scales.map(\.mode)),
            proof: Proof(met: shortfalls.isEmpty, shortfalls: shortfalls, modes: figures))
    }

    /// The modes' names in order, each once.
    static func names(_ modes: [ChartMode]) -> [String] {
        var seen = Set<String>()
        return modes.map(\.name).filter { seen.insert($0).inserted }
    }

    /// JSON has no infinity (a mode without status colors is infinitely far from them): absent.
    static func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }
}

extension ChartPaletteBody.Mode {
    /// `colors` as shown on `chart`, with its backgrounds and status colors; `#rrggbb` in lower
    /// case, as every `/api/v1` answer writes a color.
    init(_ chart: ChartMode, colors: [RGBColor]) {
        func hex(_ color: RGBColor) -> String { "#" + ColorHex(color.rgb8).value }
        self.init(
            colors: colors.map(hex), backgrounds: chart.backgrounds.map(hex),
            statusColors: chart.statusColors.map(hex))
    }
}
