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

    /// The CSS value, `rgb(r g b / a)` with 8-bit channels.
    public var css: String {
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
    /// The system tint, iOS's blue.
    public static let tint = Color(red: 0, green: 122.0 / 255, blue: 1)
}
