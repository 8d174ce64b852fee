/// An appearance a theme must work in: light or dark, with the system's Increase Contrast off
/// or on.
public enum ThemeMode: String, CaseIterable, Sendable, Codable {
    /// Light appearance.
    case light
    /// Dark appearance.
    case dark
    /// Light appearance with Increase Contrast on.
    case lightHighContrast
    /// Dark appearance with Increase Contrast on.
    case darkHighContrast

    /// Whether backgrounds are dark and text light.
    public var isDark: Bool { self == .dark || self == .darkHighContrast }

    /// Whether the person asked for more contrast.
    public var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }

    /// The mode as people read it: "Light", "Dark, high contrast".
    public var title: String {
        switch self {
        case .light: "Light"
        case .dark: "Dark"
        case .lightHighContrast: "Light, high contrast"
        case .darkHighContrast: "Dark, high contrast"
        }
    }
}
