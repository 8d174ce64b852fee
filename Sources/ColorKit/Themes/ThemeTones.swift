/// Where each role starts in one mode, as OKLab lightness: the tones a designer would pick,
/// which the builder then moves as little as the promises require.
///
/// Light mode sits on near-white with grouped content a step darker and raised surfaces white,
/// as iOS does; dark mode on a dark grey rather than black, surfaces lighter as they rise.
/// Increase Contrast pushes text further from its backgrounds and makes backgrounds pure.
struct ThemeTones {
    var background: Double
    var secondaryBackground: Double
    var surface: Double
    var label: Double
    var secondaryLabel: Double
    var tertiaryLabel: Double
    var separator: Double
    var container: Double
    var containerChroma: Double
    var onContainer: Double
    var secondaryFill: Double
    var success: Double
    var warning: Double
    var destructive: Double

    static func of(_ mode: ThemeMode) -> ThemeTones {
        switch mode {
        case .light:
            ThemeTones(
                background: 0.995, secondaryBackground: 0.96, surface: 1, label: 0.22, secondaryLabel: 0.44,
                tertiaryLabel: 0.6, separator: 0.64, container: 0.92, containerChroma: 0.06,
                onContainer: 0.32,
                secondaryFill: 0.48, success: 0.52, warning: 0.56, destructive: 0.55)
        case .dark:
            ThemeTones(
                background: 0.17, secondaryBackground: 0.215, surface: 0.255, label: 0.96,
                secondaryLabel: 0.8,
                tertiaryLabel: 0.66, separator: 0.56, container: 0.36, containerChroma: 0.08,
                onContainer: 0.9,
                secondaryFill: 0.78, success: 0.76, warning: 0.82, destructive: 0.7)
        case .lightHighContrast:
            ThemeTones(
                background: 1, secondaryBackground: 0.95, surface: 1, label: 0.12, secondaryLabel: 0.3,
                tertiaryLabel: 0.44, separator: 0.46, container: 0.9, containerChroma: 0.05,
                onContainer: 0.24,
                secondaryFill: 0.36, success: 0.4, warning: 0.42, destructive: 0.42)
        case .darkHighContrast:
            ThemeTones(
                background: 0, secondaryBackground: 0.13, surface: 0.19, label: 1, secondaryLabel: 0.9,
                tertiaryLabel: 0.76, separator: 0.7, container: 0.28, containerChroma: 0.07,
                onContainer: 0.95,
                secondaryFill: 0.86, success: 0.84, warning: 0.88, destructive: 0.8)
        }
    }

    /// The starting lightness of a status role.
    func signal(_ role: ThemeRole) -> Double {
        switch role {
        case .success: success
        case .warning: warning
        default: destructive
        }
    }

    /// The hues a status role may take, the usual one first: red for destructive, amber for
    /// warning, green for success (leaning to teal when that keeps it apart from red).
    static func hues(_ role: ThemeRole) -> [Double] {
        switch role {
        case .success: [155, 140, 170, 185]
        case .warning: [75, 60, 90]
        default: [27, 15, 40]
        }
    }

    /// A status role's starting color in `mode` at `lightness` and hue `hue` (its usual one by default).
    static func signal(_ role: ThemeRole, mode: ThemeMode, lightness: Double, hue: Double? = nil) -> OKLCH {
        let chroma: Double =
            switch role {
            case .success: 0.15
            case .warning: 0.14
            default: 0.19
            }
        return OKLCH(lightness: lightness, chroma: chroma, hue: hue ?? hues(role)[0])
    }
}
