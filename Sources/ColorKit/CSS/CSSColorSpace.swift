/// The color spaces CSS Color 4 names: the `color()` spaces and the spaces of its functions.
public enum CSSColorSpace: String, CaseIterable, Hashable, Sendable {
    /// sRGB, gamma-encoded; what `rgb()`, hex and names are in.
    case srgb
    /// sRGB without its transfer function.
    case srgbLinear = "srgb-linear"
    /// Display P3: the wide gamut of recent phones and laptops.
    case displayP3 = "display-p3"
    /// Display P3 without its transfer function.
    case displayP3Linear = "display-p3-linear"
    /// Adobe RGB (1998), compatible.
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB (ROMM), relative to D50.
    case prophotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020, ultra-high-definition television.
    case rec2020
    /// CIE XYZ relative to D50.
    case xyzD50 = "xyz-d50"
    /// CIE XYZ relative to D65 (also written `xyz`).
    case xyzD65 = "xyz-d65"
    /// `hsl()`: sRGB as hue, saturation and lightness.
    case hsl
    /// `hwb()`: sRGB as hue, whiteness and blackness.
    case hwb
    /// `lab()`: CIE Lab (D50).
    case lab
    /// `lch()`: CIE Lab in polar form.
    case lch
    /// `oklab()`.
    case oklab
    /// `oklch()`: OKLab in polar form.
    case oklch

    /// The spaces `color()` takes, by the name written there (`xyz` included).
    public static func predefined(named name: String) -> CSSColorSpace? {
        if name == "xyz" { return .xyzD65 }
        guard let space = CSSColorSpace(rawValue: name), space.isPredefined else { return nil }
        return space
    }

    /// Whether the space is written `color(<space> …)`.
    public var isPredefined: Bool {
        switch self {
        case .hsl, .hwb, .lab, .lch, .oklab, .oklch: false
        default: true
        }
    }

    /// Which component is a hue, if any.
    var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }

    /// The keywords a relative color names its components by, in order.
    var channelKeywords: [String] {
        switch self {
        case .hsl: ["h", "s", "l"]
        case .hwb: ["h", "w", "b"]
        case .lab, .oklab: ["l", "a", "b"]
        case .lch, .oklch: ["l", "c", "h"]
        case .xyzD50, .xyzD65: ["x", "y", "z"]
        default: ["r", "g", "b"]
        }
    }

    /// What each component is, so a missing one carries over to an analogous component when a
    /// color changes space (CSS Color 4, "Interpolating with missing components").
    var analogues: [ComponentKind] {
        switch self {
        case .hsl: [.hue, .colorfulness, .lightness]
        case .hwb: [.hue, .other, .other]
        case .lab, .oklab: [.lightness, .opponentA, .opponentB]
        case .lch, .oklch: [.lightness, .colorfulness, .hue]
        default: [.red, .green, .blue]
        }
    }

    /// Kinds of component that are analogous across spaces.
    enum ComponentKind: Equatable {
        case red, green, blue, lightness, colorfulness, hue, opponentA, opponentB, other
    }
}
