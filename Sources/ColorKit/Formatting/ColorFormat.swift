/// The notations a color can be written in: hex, `rgb()`, the app's `hsb()`, or the notation of
/// one of CSS's spaces. Each output parses back to the same color.
///
/// The spaces are ``CSSColorSpace``'s, the one list of them; this adds only the notations that
/// are not a space of their own. The raw value is the spelling on the wire and on the command
/// line: `hex`, `rgb`, `hsb`, or the space's CSS name (`oklch`, `display-p3`).
public enum ColorFormat: Hashable, Sendable {
    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    case hex
    /// `rgb(255 128 0)`, channels 0…255.
    case rgb
    /// The app's `hsb(60 50% 100%)`.
    case hsb
    /// The space's own notation: `hsl(60 100% 75%)`, `oklch(0.9736 0.1475 108.8)`,
    /// `color(display-p3 0.91749 0.20029 0.13856)`.
    case css(CSSColorSpace)

    /// The `color()` space the notation writes, for the predefined spaces.
    public var predefinedSpace: CSSColorSpace? {
        guard case .css(let space) = self, space.isPredefined else { return nil }
        return space
    }
}

extension ColorFormat: RawRepresentable {
    /// The notation's name: `hex`, `rgb`, `hsb`, or the space's CSS name.
    public var rawValue: String {
        switch self {
        case .hex: "hex"
        case .rgb: "rgb"
        case .hsb: "hsb"
        case .css(let space): space.rawValue
        }
    }

    /// The listed notation of that name (see ``allCases``).
    public init?(rawValue: String) {
        guard let format = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = format
    }
}

extension ColorFormat: CaseIterable {
    /// The notations offered by name (the API's notations, `colr convert --to all`): hex, rgb,
    /// hsb, the spaces with a function of their own, then the predefined spaces but two: sRGB,
    /// which `rgb` writes, and Display P3 linear, left out so the list clients know stays as it is.
    public static let allCases: [ColorFormat] =
        [.hex, .rgb, .hsb]
        + CSSColorSpace.allCases.filter { !$0.isPredefined }.map(ColorFormat.css)
        + CSSColorSpace.allCases.filter { $0.isPredefined && $0 != .srgb && $0 != .displayP3Linear }
        .map(ColorFormat.css)
}

extension ColorFormat: Codable {
    /// Decodes the notation from its name.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let format = ColorFormat(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Cannot initialize ColorFormat from invalid String value \(name)")
        }
        self = format
    }

    /// Encodes the notation as its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// What writing a color outside sRGB in an sRGB notation (hex, `rgb()`) does with it.
public enum OutOfGamut: String, Sendable, CaseIterable {
    /// CSS Color 4's gamut mapping: keep lightness and hue, give up chroma (``GamutMapping``).
    case map
    /// Clip each channel into 0…1, which can shift the hue.
    case clip
}
