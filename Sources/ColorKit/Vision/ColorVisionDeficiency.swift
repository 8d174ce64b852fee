/// A way of seeing color that a palette should still work for.
public enum ColorVisionDeficiency: String, CaseIterable, Sendable, Codable {
    /// Missing or anomalous long-wavelength (red) cones: protanopia, protanomaly.
    case protan
    /// Missing or anomalous medium-wavelength (green) cones: deuteranopia, deuteranomaly.
    case deutan
    /// Missing or anomalous short-wavelength (blue) cones: tritanopia, tritanomaly.
    case tritan
    /// No color at all (achromatopsia): only lightness is seen.
    case achroma

    /// What people call it at full severity.
    public var title: String {
        switch self {
        case .protan: "Protanopia"
        case .deutan: "Deuteranopia"
        case .tritan: "Tritanopia"
        case .achroma: "Achromatopsia"
        }
    }

    /// What people call a partial form (severity below 1).
    public var anomalousTitle: String {
        switch self {
        case .protan: "Protanomaly"
        case .deutan: "Deuteranomaly"
        case .tritan: "Tritanomaly"
        case .achroma: "Achromatomaly"
        }
    }
}
