/// A color as the page shows it: sRGB components 0…1 and alpha.
///
/// ViewKit keeps its own small color type so it depends on nothing; apps convert from theirs.
public struct Color: Hashable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double
    /// The system role this color plays, if it is one; the page then picks the light or dark
    /// value (as UIKit resolves a dynamic color against the trait collection) and the components
    /// above hold the light one.
    public private(set) var semantic: SemanticColor?

    /// Creates a color; components are clamped to 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = min(max(red, 0), 1)
        self.green = min(max(green, 0), 1)
        self.blue = min(max(blue, 0), 1)
        self.alpha = min(max(alpha, 0), 1)
    }

    /// A grey.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A system color: the page shows the light or dark value of `role`.
    public init(_ role: SemanticColor) {
        let light = role.lightComponents
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
        semantic = role
    }

    /// Forgets the role, keeping the components.
    mutating func dropSemantic() { semantic = nil }

    /// The CSS value: the role's variable for a system color, else `rgb(r g b / a)` with 8-bit
    /// channels.
    public var css: String {
        if let semantic { return "var(--vk-\(semantic.rawValue))" }
        func byte(_ value: Double) -> Int { Int(value * 255 + 0.5) }
        let base = "rgb(\(byte(red)) \(byte(green)) \(byte(blue))"
        guard alpha < 1 else { return base + ")" }
        let milli = Int(alpha * 1000 + 0.5)
        var fraction = String(milli % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return base + " / " + (milli >= 1000 ? "1" : "0." + (fraction.isEmpty ? "0" : fraction)) + ")"
    }

    /// Transparent.
    public static let clear = Color(white: 0, alpha: 0)
    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 1)
    /// UIKit's light grey (two thirds white).
    public static let lightGray = Color(white: 2.0 / 3)
    /// UIKit's dark grey (one third white).
    public static let darkGray = Color(white: 1.0 / 3)
    /// The system tint, a blue that stays readable as text in light and dark.
    public static let tint = Color(.tint)
    /// Text, black in light and white in dark.
    public static let label = Color(.text)
    /// Secondary text (captions, statuses) that still meets 4.5:1 on every background.
    public static let secondaryLabel = Color(.secondary)
    /// The background of content: white in light, near black in dark.
    public static let systemBackground = Color(.surface)
    /// The background behind grouped content and lists.
    public static let secondarySystemBackground = Color(.background)
    /// A grey fill for headers and wells, a step away from the background.
    public static let systemFill = Color(.fill)
    /// Red for destructive actions and errors, readable as text in light and dark.
    public static let systemRed = Color(.destructive)
    /// Green for success, readable as text in light and dark.
    public static let systemGreen = Color(.success)
    /// Amber for warnings, readable as text in light and dark.
    public static let systemOrange = Color(.warning)
    /// Hairlines between rows.
    public static let separator = Color(.separator)
    /// Tertiary text: placeholders, hints and disabled titles.
    public static let tertiaryLabel = Color(.tertiary)
    /// A filled button's fill.
    public static let tintFill = Color(.tintFill)
    /// Text on the tint's fill.
    public static let onTint = Color(.onTint)
    /// A quiet fill in the tint's hue (selected rows, chips, tonal buttons).
    public static let tintContainer = Color(.tintContainer)
    /// Text on a tint container.
    public static let onTintContainer = Color(.onTintContainer)
    /// A second accent beside the tint.
    public static let secondaryTint = Color(.secondaryTint)
    /// Text on the second accent.
    public static let onSecondaryTint = Color(.onSecondaryTint)
    /// Text on a destructive fill.
    public static let onDestructive = Color(.onDestructive)
    /// Navigation and tab bars' background.
    public static let barBackground = Color(.bar)
    /// Text fields' background.
    public static let fieldBackground = Color(.field)
    /// The keyboard focus ring.
    public static let focusRing = Color(.focus)
}
