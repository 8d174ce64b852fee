import ColorKit

/// A color as someone with a color-vision deficiency sees it (`GET /api/v1/colors/{color}/simulate`).
public struct SimulatedColor: Codable, Hashable, Sendable {
    /// The color asked about, as six hex digits.
    public var hex: String
    /// The deficiency simulated: `protan`, `deutan`, `tritan` or `achroma`.
    public var deficiency: ColorVisionDeficiency
    /// How severe, 0…1 (1 is the full deficiency).
    public var severity: Double
    /// What it looks like, as six hex digits: brought into sRGB by CSS Color 4 gamut mapping,
    /// which keeps lightness and hue, where clipping would shift them.
    public var simulated: String
    /// What the deficiency is called at this severity ("Deuteranopia", "Protanomaly").
    public var name: String

    /// Simulates `hex` with ColorKit.
    public init(hex: ColorHex, deficiency: ColorVisionDeficiency, severity: Double) {
        self.hex = hex.value
        self.deficiency = deficiency
        self.severity = severity
        let seen = ColorVisionSimulation.displayable(hex.color, deficiency, severity: severity)
        simulated = ColorHex(seen.rgb8).value
        name = severity >= 1 ? deficiency.title : deficiency.anomalousTitle
    }
}
