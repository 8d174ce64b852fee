/// What a sequential or diverging chart scale must meet, on the backgrounds it sits on and for
/// every ``ChartVision``.
public struct ScaleRequirements: Hashable, Sendable, Codable {
    /// The most the largest step may be of the smallest (largest ΔEOK ÷ smallest ΔEOK between
    /// neighbours; for a diverging scale, along each wing from the midpoint). ΔEOK because equal
    /// steps in OKLab look equal, which is what lets a reader take a color difference as a
    /// value difference.
    public var maximumStepRatio: Double
    /// The least ΔEOK between neighbouring classes for the worst vision; classed scales only
    /// (a continuous scale's stops are blended, not read one by one). The default is
    /// ``PaletteAudit/confusionThreshold``, the line under which Colr calls two colors confusable.
    public var minimumAdjacentDistance: Double
    /// The least ΔEOK, for the worst vision, between any color of the scale and any background
    /// it sits on.
    ///
    /// A distance and not a contrast ratio on purpose: a sequential scale must span lightness,
    /// and 3:1 against white would keep every class below OKLab L ≈ 0.68, halving the range the
    /// classes share and pushing neighbours together. What fails in practice is a class that
    /// vanishes into the page (the palest class on white, the darkest on black), read as "no
    /// data"; being confusable with the background is exactly that, measured the same way as
    /// two series being confusable, so the default is ``PaletteAudit/confusionThreshold`` too.
    public var minimumBackgroundDistance: Double
    /// The most two classes at the same distance from a diverging scale's midpoint may differ
    /// in OKLab lightness, so neither side looks heavier.
    public var maximumWingAsymmetry: Double
    /// The most OKLCH chroma a diverging scale's midpoint may have: it stands for "neither",
    /// so it must read as a neutral.
    public var maximumMidpointChroma: Double

    /// Creates requirements; the defaults are Colr's.
    public init(
        maximumStepRatio: Double = 1.25, minimumAdjacentDistance: Double = PaletteAudit.confusionThreshold,
        minimumBackgroundDistance: Double = PaletteAudit.confusionThreshold,
        maximumWingAsymmetry: Double = 0.02, maximumMidpointChroma: Double = 0.03
    ) {
        self.maximumStepRatio = maximumStepRatio
        self.minimumAdjacentDistance = minimumAdjacentDistance
        self.minimumBackgroundDistance = minimumBackgroundDistance
        self.maximumWingAsymmetry = maximumWingAsymmetry
        self.maximumMidpointChroma = maximumMidpointChroma
    }

    /// Colr's requirements.
    public static let standard = ScaleRequirements()
}
