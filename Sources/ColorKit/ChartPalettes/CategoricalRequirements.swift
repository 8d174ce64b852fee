/// What a categorical chart palette must meet, in every mode and for every ``ChartVision``.
public struct CategoricalRequirements: Hashable, Sendable, Codable {
    /// The least ΔEOK between any two series of any prefix, and between a series and a status
    /// color, for the worst of the visions. ΔEOK because OKLab is the space the rest of Colr
    /// measures in and its distances are close to uniform at chart sizes; the default is
    /// ``PaletteAudit/confusionThreshold``, the line under which Colr calls two colors confusable.
    public var minimumDistance: Double
    /// The least contrast ratio against every background (WCAG 2.2, 1.4.11: graphical objects).
    public var minimumContrast: Double
    /// The least OKLCH chroma: below it a series reads as grey, black or white.
    public var minimumChroma: Double
    /// The widest spread of OKLab lightness among one mode's series, so none shouts over the rest.
    public var maximumLightnessSpread: Double
    /// The most a series' OKLCH hue may move between modes, in degrees: what keeps "the blue
    /// series" blue in light and dark.
    public var maximumHueDrift: Double

    /// Creates requirements; the defaults are Colr's.
    public init(
        minimumDistance: Double = PaletteAudit.confusionThreshold, minimumContrast: Double = 3,
        minimumChroma: Double = 0.08, maximumLightnessSpread: Double = 0.30, maximumHueDrift: Double = 8
    ) {
        self.minimumDistance = minimumDistance
        self.minimumContrast = minimumContrast
        self.minimumChroma = minimumChroma
        self.maximumLightnessSpread = maximumLightnessSpread
        self.maximumHueDrift = maximumHueDrift
    }

    /// Colr's requirements.
    public static let standard = CategoricalRequirements()
}
