/// A way of seeing that a chart's colors must work for: typical vision and the three
/// dichromacies at full severity, the cases in which series told apart by hue collapse most.
///
/// Achromatopsia is left out on purpose: a categorical palette cannot separate eight series by
/// lightness alone inside a 0.30 band, and charts that must work without color need markers or
/// labels, which the Charts screen draws.
public enum ChartVision: String, CaseIterable, Hashable, Sendable, Codable {
    /// Typical trichromatic vision.
    case typical
    /// Protanopia (no long-wavelength cones).
    case protan
    /// Deuteranopia (no medium-wavelength cones).
    case deutan
    /// Tritanopia (no short-wavelength cones).
    case tritan

    /// The deficiency simulated, or nil for typical vision.
    public var deficiency: ColorVisionDeficiency? {
        switch self {
        case .typical: nil
        case .protan: .protan
        case .deutan: .deutan
        case .tritan: .tritan
        }
    }

    /// `color` as seen this way, in OKLab: where distances between series are measured.
    public func seen(_ color: RGBColor) -> OKLab {
        guard let deficiency else { return OKLab(color) }
        return OKLab(ColorVisionSimulation.simulate(color, deficiency))
    }
}
