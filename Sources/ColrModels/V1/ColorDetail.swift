import ColorKit
import Foundation

/// `/api/v1` view of one color: its notations, names and tags.
public struct ColorDetail: Codable, Hashable, Sendable {
    /// Six lowercase hex digits, no `#`.
    public var hex: String
    /// Whether the store holds this color (a color nobody tagged still has notations and names).
    public var stored: Bool
    /// When the color was first stored, if it is.
    public var createdAt: Date?
    /// 8-bit channels.
    public var rgb: RGBChannels
    /// The color in each CSS notation (`rgb`, `hsb`, `hsl`, `hwb`, `lab`, `lch`, `oklab`, `oklch`).
    public var notations: [String: String]
    /// Names that match exactly, and the nearest name in each namespace.
    public var names: ColorNameMatches
    /// The color's tags, oldest first.
    public var tags: [TagEntry]
    /// False when the color asked for lay outside sRGB, and this is its CSS Color 4 gamut
    /// mapping (lightness and hue kept, chroma reduced); absent otherwise.
    public var inGamut: Bool?

    /// Creates a detail.
    public init(
        hex: String, stored: Bool, createdAt: Date?, rgb: RGBChannels, notations: [String: String],
        names: ColorNameMatches,
        tags: [TagEntry]
    ) {
        self.hex = hex
        self.stored = stored
        self.createdAt = createdAt
        self.rgb = rgb
        self.notations = notations
        self.names = names
        self.tags = tags
    }
}
