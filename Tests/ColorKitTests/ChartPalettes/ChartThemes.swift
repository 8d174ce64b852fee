import ColorKit

/// Themes the chart palette tests generate for: a light and a dark mode, each with a
/// high-contrast variant, backgrounds and surfaces as a design system sets them, and status
/// colors (success, warning, destructive) of the usual hues.
enum ChartThemes {
    static func color(_ hex: String) -> RGBColor {
        let value = UInt32(hex.dropFirst(), radix: 16) ?? 0
        return RGBColor(RGB8(rgb: value))
    }

    static func mode(_ name: String, backgrounds: [String], status: [String]) -> ChartMode {
        ChartMode(name: name, backgrounds: backgrounds.map(color), statusColors: status.map(color))
    }

    static let light = mode(
        "light", backgrounds: ["#ffffff", "#f6f8fa"], status: ["#1a7f37", "#9a6700", "#d1242f"])
    static let dark = mode(
        "dark", backgrounds: ["#0d1117", "#161b22"], status: ["#3fb950", "#d29922", "#f85149"])
    static let lightHighContrast = mode(
        "light-high-contrast", backgrounds: ["#ffffff", "#e7ecf0"], status: ["#055d20", "#744500", "#a0111f"])
    static let darkHighContrast = mode(
        "dark-high-contrast", backgrounds: ["#010409", "#0a0c10"], status: ["#26cd4d", "#f0b72f", "#ff6a69"])

    /// The four modes.
    static let four = [light, dark, lightHighContrast, darkHighContrast]
}
