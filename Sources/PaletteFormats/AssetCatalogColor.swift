import ColorKit
import Foundation

/// One asset catalog `"color"` object as CSS holds it, components in every form Xcode writes:
/// the one reading behind palette import (``AssetCatalog``) and TokenFormats' theme checks.
package enum AssetCatalogColor {
    /// The color, or nil when its space or components are not ones Xcode writes. Spaces are
    /// sRGB, extended sRGB, extended linear sRGB, Display P3 (kept as such, not clamped) and
    /// gray; alpha is clamped to 0…1.
    package static func color<JSON: AssetCatalogJSON>(_ color: JSON) -> CSSColor? {
        guard let components = color["components"] else { return nil }
        // Xcode always writes alpha; a file without it means opaque.
        var alpha = 1.0
        if let given = components["alpha"] {
            guard let value = channel(given) else { return nil }
            alpha = min(max(value, 0), 1)
        }
        let space = color["color-space"]?.string ?? "srgb"
        switch space {
        case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
            guard let red = components["red"].flatMap(channel),
                let green = components["green"].flatMap(channel),
                let blue = components["blue"].flatMap(channel)
            else { return nil }
            let css: CSSColorSpace =
                switch space {
                case "display-p3": .displayP3
                case "extended-linear-srgb": .srgbLinear
                default: .srgb
                }
            return CSSColor(space: css, components: [red, green, blue], alpha: alpha)
        case "gray-gamma-22", "extended-gray":
            // Gray gamma 2.2 encodes light as white^2.2, which CSS has no space for; linear sRGB does.
            guard let white = components["white"].flatMap(channel) else { return nil }
            let linear = pow(max(0, white), 2.2)
            return CSSColor(space: .srgbLinear, components: [linear, linear, linear], alpha: alpha)
        default:
            return nil
        }
    }

    /// A component as Xcode writes it: `"0xFF"` and `"255"` are bytes, `"1.000"` is a fraction,
    /// and a JSON number is taken as it is. Values past ±1000 are refused: extended ranges go
    /// a little beyond 0…1, never that far.
    static func channel<JSON: AssetCatalogJSON>(_ value: JSON) -> Double? {
        let number: Double
        if let text = value.string {
            let trimmed = XMLText.trimmingSpace(text)
            if trimmed.lowercased().hasPrefix("0x") {
                guard let byte = UInt8(trimmed.dropFirst(2), radix: 16) else { return nil }
                return Double(byte) / 255
            }
            guard let parsed = Double(trimmed), parsed.isFinite else { return nil }
            if !trimmed.contains(".") {
                guard let byte = UInt8(exactly: parsed) else { return nil }
                return Double(byte) / 255
            }
            number = parsed
        } else if let parsed = value.number {
            number = parsed
        } else {
            return nil
        }
        guard number.isFinite, abs(number) < 1000 else { return nil }
        return number
    }
}
