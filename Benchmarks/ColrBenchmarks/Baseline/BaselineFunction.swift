// A frozen copy of ColorKit's parser before CSS Color 4/5 (commit 4e0bc4c): the baseline
// the benchmark measures today's parser against. It is not used anywhere else.
import ColorKit

/// The color functions the parser knows, and how each turns its components into sRGB.
enum BaselineFunction: String {
    case rgb, rgba, hsl, hsla, hwb, lab, lch, oklab, oklch, color, hsb, hsv

    /// Only the CSS Color 3 functions (and the app's hsb) accept commas between components.
    var allowsLegacySyntax: Bool {
        switch self {
        case .rgb, .rgba, .hsl, .hsla, .hsb, .hsv: return true
        default: return false
        }
    }

    func evaluate(_ arguments: inout BaselineArguments) throws(ColorKitError) -> RGBColor {
        let alpha = try arguments.alphaValue()
        if self == .color { return try evaluateColor(&arguments, alpha: alpha) }
        try arguments.expect(count: 3)
        let a = arguments
        switch self {
        case .rgb, .rgba:
            try a.expectUniformLegacyUnits()
            return RGBColor(
                red: try a.value(0, percentReference: 255) / 255,
                green: try a.value(1, percentReference: 255) / 255,
                blue: try a.value(2, percentReference: 255) / 255, alpha: alpha
            ).clamped
        case .hsl, .hsla:
            let numbersAllowed = !a.isLegacy
            return HSL(
                hue: try a.hue(0),
                saturation: max(0, try a.value(1, percentReference: 100, allowsNumber: numbersAllowed)),
                lightness: try a.value(2, percentReference: 100, allowsNumber: numbersAllowed), alpha: alpha
            ).rgbColor
        case .hsb, .hsv:
            return HSB(
                hue: try a.hue(0), saturation: max(0, try a.value(1, percentReference: 100)),
                brightness: try a.value(2, percentReference: 100), alpha: alpha
            ).rgbColor
        case .hwb:
            return HWB(
                hue: try a.hue(0), whiteness: try a.value(1, percentReference: 100),
                blackness: try a.value(2, percentReference: 100), alpha: alpha
            ).rgbColor
        case .lab:
            return Lab(
                lightness: min(max(try a.value(0, percentReference: 100), 0), 100),
                a: try a.value(1, percentReference: 125), b: try a.value(2, percentReference: 125),
                alpha: alpha
            ).rgbColor
        case .lch:
            return LCH(
                lightness: min(max(try a.value(0, percentReference: 100), 0), 100),
                chroma: max(0, try a.value(1, percentReference: 150)), hue: try a.hue(2), alpha: alpha
            ).rgbColor
        case .oklab:
            return OKLab(
                lightness: min(max(try a.value(0, percentReference: 1), 0), 1),
                a: try a.value(1, percentReference: 0.4), b: try a.value(2, percentReference: 0.4),
                alpha: alpha
            ).rgbColor
        case .oklch:
            return OKLCH(
                lightness: min(max(try a.value(0, percentReference: 1), 0), 1),
                chroma: max(0, try a.value(1, percentReference: 0.4)), hue: try a.hue(2), alpha: alpha
            ).rgbColor
        case .color:
            preconditionFailure("handled above")
        }
    }

    private func evaluateColor(_ arguments: inout BaselineArguments, alpha: Double) throws(ColorKitError)
        -> RGBColor
    {
        let space = try arguments.takeIdentifier()
        try arguments.expect(count: 3)
        let values = SIMD3(
            try arguments.value(0, percentReference: 1), try arguments.value(1, percentReference: 1),
            try arguments.value(2, percentReference: 1))
        switch space.name {
        case "srgb":
            return RGBColor(red: values.x, green: values.y, blue: values.z, alpha: alpha)
        case "srgb-linear":
            return LinearRGB(red: values.x, green: values.y, blue: values.z, alpha: alpha).rgbColor
        case "xyz", "xyz-d65":
            return XYZ(x: values.x, y: values.y, z: values.z, alpha: alpha, whitePoint: .d65).rgbColor
        case "xyz-d50":
            return XYZ(x: values.x, y: values.y, z: values.z, alpha: alpha, whitePoint: .d50).rgbColor
        default:
            throw .invalidColor(
                input: "color(\(space.name) …)", position: 6,
                reason:
                    "unsupported color space \"\(space.name)\"; use srgb, srgb-linear, xyz, xyz-d65 or xyz-d50"
            )
        }
    }
}
