extension RGBColor {
    /// The color drawn over `backdrop` (Porter–Duff source-over, in gamma-encoded sRGB, as
    /// browsers and UIKit composite): what a person sees where a translucent color lies on
    /// another. An opaque color is itself; over an opaque backdrop the result is opaque.
    public func composited(over backdrop: RGBColor) -> RGBColor {
        let a = alpha.clamped01
        if a >= 1 { return RGBColor(red: red, green: green, blue: blue) }
        let b = backdrop.alpha.clamped01
        let out = a + b * (1 - a)
        guard out > 0 else { return RGBColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ source: Double, _ under: Double) -> Double {
            (source * a + under * b * (1 - a)) / out
        }
        return RGBColor(
            red: channel(red, backdrop.red), green: channel(green, backdrop.green),
            blue: channel(blue, backdrop.blue), alpha: out)
    }

    /// Whether any light passes through: alpha below 1.
    public var isTranslucent: Bool { alpha < 1 }
}
