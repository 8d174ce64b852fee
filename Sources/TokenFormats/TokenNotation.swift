import ColorKit

/// How a color is written in a theme's source, so that a fix writes its new color the way the
/// old one was: hex stays hex (as long, in the same case, with alpha if it had it), `oklch()`
/// stays `oklch()`, `rgb(1, 2, 3)` keeps its commas, `color(display-p3 …)` its space.
///
/// What is not a color literal (a `var()` reference, `light-dark()`, `color-mix()`, a name)
/// becomes hex: the fix then changes that one token and nothing it referred to. Every reader
/// can call ``init(of:)`` on its old text, or use ``hex`` for formats that only write hex.
public struct TokenNotation: Hashable, Sendable {
    /// The notation's family.
    public enum Family: Hashable, Sendable {
        /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`.
        case hex
        /// `rgb()` / `rgba()`.
        case rgb
        /// `hsl()` / `hsla()`.
        case hsl
        /// `hwb()`.
        case hwb
        /// `lab()`, `lch()`, `oklab()`, `oklch()`: the space.
        case cie(CSSColorSpace)
        /// `color(<space> …)`.
        case predefined(CSSColorSpace)
    }

    /// The family.
    public var family: Family
    /// Whether the old text wrote an alpha, which the new text then writes too (even when 1).
    public var hasAlpha = false
    /// Hex: whether the digits were upper case.
    public var uppercase = false
    /// Hex: whether it was the 3- or 4-digit form, kept when the new color fits it.
    public var short = false
    /// `rgb()`/`hsl()`: whether the legacy comma syntax was used.
    public var commas = false
    /// The function's name as written (`rgba`, `hsla`), for the function families.
    public var function = ""
    /// Lab/LCH/OKLab/OKLCH: whether lightness was a percentage.
    public var percentLightness = false

    /// Creates a notation.
    public init(family: Family) {
        self.family = family
    }

    /// Six-digit lower-case hex (eight when translucent): for what has no notation of its own.
    public static let hex = TokenNotation(family: .hex)

    /// The notation `text` is written in; ``hex`` for anything that is not a color literal.
    public init(of text: String) {
        let trimmed = String(CSSText.trimmed(text[...]))
        let lowered = trimmed.lowercased()
        self.init(family: .hex)
        if lowered.hasPrefix("#") {
            let digits = lowered.utf8.count - 1
            short = digits == 3 || digits == 4
            hasAlpha = digits == 4 || digits == 8
            uppercase =
                trimmed.contains(where: { ("A"..."F").contains($0) })
                && !trimmed.contains(where: { ("a"..."f").contains($0) })
            return
        }
        guard let open = lowered.firstIndex(of: "(") else { return }
        let name = String(lowered[..<open])
        let body = lowered[lowered.index(after: open)...]
        let commaCount = body.filter { $0 == "," }.count
        switch name {
        case "rgb", "rgba": family = .rgb
        case "hsl", "hsla": family = .hsl
        case "hwb": family = .hwb
        case "lab": family = .cie(.lab)
        case "lch": family = .cie(.lch)
        case "oklab": family = .cie(.oklab)
        case "oklch": family = .cie(.oklch)
        case "color":
            let words = body.split(whereSeparator: { CSSText.isWhitespace($0.asciiValue ?? 0) || $0 == ")" })
            guard let space = words.first.flatMap({ CSSColorSpace.predefined(named: String($0)) }) else {
                return
            }
            family = .predefined(space)
        default: return
        }
        function = name
        commas = commaCount > 0
        hasAlpha = body.contains("/") || commaCount >= 3
        let first = body.split(whereSeparator: { CSSText.isWhitespace($0.asciiValue ?? 0) || $0 == "," })
            .first
        percentLightness = first?.hasSuffix("%") == true
    }

    /// `color` written in this notation. sRGB notations (hex, `rgb()`, `hsl()`, `hwb()`) bring
    /// a wider color into sRGB by CSS Color 4's gamut mapping; the others keep it exactly.
    public func write(_ color: CSSColor) -> String {
        let alpha = min(max(color.alpha ?? 0, 0), 1)
        let alphaText = hasAlpha || alpha < 1 ? Self.number(alpha, 3) : nil
        switch family {
        case .hex:
            return hexText(GamutMapping.toSRGB(color.rgbColor).rgb8)
        case .rgb:
            let c = GamutMapping.toSRGB(color.rgbColor)
            let channels = [c.red, c.green, c.blue].map { Self.number(min(max($0, 0), 1) * 255, 0) }
            return functionText(channels, alpha: alphaText)
        case .hsl, .hwb:
            let mapped = CSSColor(GamutMapping.toSRGB(color.rgbColor))
            let values = mapped.converted(to: family == .hsl ? .hsl : .hwb).components.map { $0 ?? 0 }
            let parts = [
                Self.number(values[0], 2), Self.number(values[1], 2) + "%", Self.number(values[2], 2) + "%",
            ]
            return functionText(parts, alpha: alphaText)
        case .cie(let space):
            let values = color.converted(to: space).components.map { $0 ?? 0 }
            let ok = space == .oklab || space == .oklch
            let polar = space == .lch || space == .oklch
            let lightness =
                percentLightness
                ? Self.number(values[0] * (ok ? 100 : 1), 2) + "%" : Self.number(values[0], ok ? 4 : 2)
            let second = Self.number(values[1], ok ? 4 : 2)
            let third = Self.number(values[2], polar || !ok ? 2 : 4)
            return functionText([lightness, second, third], alpha: alphaText)
        case .predefined(let space):
            let values = color.converted(to: space).components.map { Self.number($0 ?? 0, 5) }
            return functionText([space.rawValue] + values, alpha: alphaText, name: "color")
        }
    }

    private func hexText(_ rgb8: RGB8) -> String {
        let withAlpha = hasAlpha || !rgb8.isOpaque
        var text = rgb8.hexString(uppercase: uppercase)
        if withAlpha && rgb8.isOpaque { text += uppercase ? "FF" : "ff" }
        let bytes = [rgb8.red, rgb8.green, rgb8.blue] + (withAlpha ? [rgb8.alpha] : [])
        if short, bytes.allSatisfy({ $0 % 17 == 0 }) {
            // #aabbcc → #abc: every other digit.
            let digits = Array(text.dropFirst())
            return "#" + String(stride(from: 0, to: digits.count, by: 2).map { digits[$0] })
        }
        return text
    }

    private func functionText(_ parts: [String], alpha: String?, name: String? = nil) -> String {
        let name = name ?? (function.isEmpty ? "rgb" : function)
        if commas {
            return "\(name)(" + (parts + (alpha.map { [$0] } ?? [])).joined(separator: ", ") + ")"
        }
        return "\(name)(" + parts.joined(separator: " ") + (alpha.map { " / " + $0 } ?? "") + ")"
    }

    /// `value` with at most `decimals` decimals, no trailing zeros, no `-0`.
    static func number(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (min(max(value, -1e6), 1e6) * Double(scale)).rounded()
        guard scaled != 0 else { return "0" }
        let magnitude = Int64(abs(scaled))
        var text = (scaled < 0 ? "-" : "") + String(magnitude / scale)
        let fraction = magnitude % scale
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: decimals - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }
}
