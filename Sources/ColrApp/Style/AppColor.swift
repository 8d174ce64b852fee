import ColorKit
import ViewKit

/// The app's palette, in alphabetical order, each defined once by its hex value.
enum AppColor: String, CaseIterable {
    case accent = "#007AFF"
    case background = "#F2F2F7"
    case error = "#FF3B30"
    case ink = "#1C1C1E"
    case muted = "#8E8E93"
    case pill = "#FF2D55"
    case surface = "#FFFFFF"

    /// The color, for views.
    var color: ViewKit.Color { Self.color(hex: rawValue) }

    /// A ViewKit color from a hex string; black for text that is not a hex color.
    static func color(hex: String) -> ViewKit.Color {
        guard let rgb = try? ColorParser(catalogs: []).parse(hex) else { return .black }
        return color(rgb)
    }

    /// A ViewKit color from a ColorKit color.
    static func color(_ rgb: RGBColor) -> ViewKit.Color {
        let clamped = rgb.clamped
        return ViewKit.Color(red: clamped.red, green: clamped.green, blue: clamped.blue, alpha: clamped.alpha)
    }
}
