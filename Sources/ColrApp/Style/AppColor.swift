import ColorKit
import ViewKit
import ViewKitThemes

/// The app's palette by role, in alphabetical order.
///
/// Roles the system look has map to ViewKit's semantic colors, so they follow light and dark
/// and keep their contrast in both; only the welcome pill is a brand color of its own.
enum AppColor: CaseIterable {
    case accent
    case error
    case fill
    case ink
    case muted
    case pill
    case surface

    /// The color, for views.
    var color: ViewKit.Color {
        switch self {
        case .accent: .tint
        case .error: .systemRed
        case .fill: .systemFill
        case .ink: .label
        case .muted: .secondaryLabel
        // A deep pink rather than iOS's #FF2D55, which is 3.6:1 under white text.
        case .pill: Self.color(hex: "#D6004A")
        case .surface: .systemBackground
        }
    }

    /// A ViewKit color from a hex string; black for text that is not a hex color.
    static func color(hex: String) -> ViewKit.Color {
        guard let rgb = try? ColorParser(catalogs: []).parse(hex) else { return .black }
        return color(rgb)
    }

    /// A ViewKit color from a ColorKit color; one outside sRGB is gamut-mapped (CSS Color 4),
    /// as everywhere else in Colr, so its hue survives.
    static func color(_ rgb: RGBColor) -> ViewKit.Color {
        ViewKit.Color(rgb)
    }

    /// Black or white, whichever reads better on `background` by WCAG's contrast ratio.
    ///
    /// Colors the user picks fill views as they are; their text follows this rule, so it stays
    /// readable on yellow and on navy alike, in light and dark.
    static func readableText(on background: RGBColor) -> ViewKit.Color {
        Ink.on(background) == .black ? .black : .white
    }
}
