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

/// 8-bit red, green and blue.
public struct RGBChannels: Codable, Hashable, Sendable {
    /// Red, 0…255.
    public var red: Int
    /// Green, 0…255.
    public var green: Int
    /// Blue, 0…255.
    public var blue: Int

    /// Creates channels.
    public init(red: Int, green: Int, blue: Int) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}

/// A color's names: exact matches, and the nearest name per namespace with its ΔEOK distance.
public struct ColorNameMatches: Codable, Hashable, Sendable {
    /// Names whose color is exactly this one.
    public var exact: [NameEntry]
    /// The nearest name in each namespace.
    public var nearest: [NameEntry]

    /// Creates names.
    public init(exact: [NameEntry], nearest: [NameEntry]) {
        self.exact = exact
        self.nearest = nearest
    }
}

/// A named color from one of ColorKit's namespaces.
public struct NameEntry: Codable, Hashable, Sendable {
    /// `uikit`, `css`, `x11` or `colornames`.
    public var namespace: String
    /// The name as its list spells it.
    public var name: String
    /// The named color's hex.
    public var hex: String
    /// ΔEOK from the color asked about (0 for exact names).
    public var distance: Double

    /// Creates an entry.
    public init(namespace: String, name: String, hex: String, distance: Double) {
        self.namespace = namespace
        self.name = name
        self.hex = hex
        self.distance = distance
    }
}

/// A tag on a color, with when it was added.
public struct TagEntry: Codable, Hashable, Sendable {
    /// The tag.
    public var name: String
    /// When it was added to this color.
    public var addedAt: Date

    /// Creates an entry.
    public init(name: String, addedAt: Date) {
        self.name = name
        self.addedAt = addedAt
    }
}
