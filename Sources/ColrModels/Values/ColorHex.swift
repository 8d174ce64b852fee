import ColorKit

/// A stored color's identity: six lowercase hex digits, no `#` (`ff00ff`), as colr.org wrote them.
public struct ColorHex: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    /// The six lowercase digits.
    public let value: String

    /// Reads exactly 3 or 6 hex digits, with or without `#`, any case; nil for anything else.
    public init?(_ text: String) {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard digits.count == 3 || digits.count == 6, digits.allSatisfy({ $0.isHexDigit }),
            let rgb = try? ColorParser(catalogs: []).parse("#" + digits)
        else { return nil }
        self.init(rgb.rgb8)
    }

    /// The hex of an 8-bit color; alpha is not part of a stored color's identity.
    public init(_ rgb: RGB8) {
        value = rgb.hexString(uppercase: false, prefix: "").prefix(6).lowercased()
    }

    /// Reads any color ColorKit understands (hex, CSS syntax, `hsb()`, names) and rounds it to 8 bits.
    /// A color outside sRGB (`oklch(70% 0.3 200)`) is brought in by CSS Color 4's gamut mapping.
    public static func parse(_ text: String, catalogs: [ColorNameCatalog] = [.css, .uikit]) throws(ColrError)
        -> ColorHex
    {
        try parseNotingGamut(text, catalogs: catalogs).hex
    }

    /// Like ``parse(_:catalogs:)``, and says whether the color asked for lay inside sRGB.
    public static func parseNotingGamut(_ text: String, catalogs: [ColorNameCatalog] = [.css, .uikit])
        throws(ColrError) -> (hex: ColorHex, inGamut: Bool)
    {
        let color: RGBColor
        do {
            color = try ColorParser(catalogs: catalogs).parse(text)
        } catch {
            throw .invalidColor(input: text, reason: error.description)
        }
        return (ColorHex(GamutMapping.toSRGB(color).rgb8), color.isInGamut)
    }

    /// The color itself.
    public var color: RGBColor { RGBColor(RGB8(rgb: UInt32(value, radix: 16) ?? 0)) }

    /// The six digits.
    public var description: String { value }

    /// Orders by the digits, which is the order colr.org listed colors in.
    public static func < (lhs: ColorHex, rhs: ColorHex) -> Bool { lhs.value < rhs.value }

    /// Decodes from the bare six-digit string.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let hex = ColorHex(text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a hex color"))
        }
        self = hex
    }

    /// Encodes as the bare six-digit string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
