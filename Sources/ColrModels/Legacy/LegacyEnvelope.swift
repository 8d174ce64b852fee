/// The envelope every colr.org JSON response came in; existing Colr clients parse exactly this.
///
/// Keys are encoded in colr.org's order. `matching_colors` appears only where colr.org sent it
/// (`/json/colors/random/{n}`).
public struct LegacyEnvelope: Codable, Hashable, Sendable {
    /// The colors the request matched.
    public var colors: [LegacyColor]
    /// The schemes the request matched.
    public var schemes: [LegacyScheme]
    /// Tag add/delete counts per scheme id.
    public var schemesHistory: [String: [LegacyHistoryEntry]]
    /// False only when the request was refused (for example an unusable tag).
    public var success: Bool
    /// Tag add/delete counts per color hex.
    public var colorsHistory: [String: [LegacyHistoryEntry]]
    /// Human-readable notes, such as why a tag was refused.
    public var messages: [String]
    /// The hex the request was about, or an empty string.
    public var newColor: String
    /// How many colors the store holds, on the random-colors endpoint.
    public var matchingColors: Int?

    enum CodingKeys: String, CodingKey {
        case colors, schemes
        case schemesHistory = "schemes_history"
        case success
        case colorsHistory = "colors_history"
        case messages
        case newColor = "new_color"
        case matchingColors = "matching_colors"
    }

    /// Creates an envelope; everything defaults to empty and successful.
    public init(
        colors: [LegacyColor] = [], schemes: [LegacyScheme] = [],
        schemesHistory: [String: [LegacyHistoryEntry]] = [:], success: Bool = true,
        colorsHistory: [String: [LegacyHistoryEntry]] = [:], messages: [String] = [], newColor: String = "",
        matchingColors: Int? = nil
    ) {
        self.colors = colors
        self.schemes = schemes
        self.schemesHistory = schemesHistory
        self.success = success
        self.colorsHistory = colorsHistory
        self.messages = messages
        self.newColor = newColor
        self.matchingColors = matchingColors
    }
}

/// A color in colr.org's shape: `{timestamp, hex, id, tags}`; unknown colors have id -1.
public struct LegacyColor: Codable, Hashable, Sendable {
    /// Seconds since 1970 when the color was stored (the current time for unknown colors).
    public var timestamp: Int
    /// Six lowercase hex digits without `#` (or the input echoed, for unknown colors).
    public var hex: String
    /// The color's id, or -1 when the store does not know it.
    public var id: Int
    /// The color's tags.
    public var tags: [LegacyTag]

    /// Creates a legacy color.
    public init(timestamp: Int, hex: String, id: Int, tags: [LegacyTag]) {
        self.timestamp = timestamp
        self.hex = hex
        self.id = id
        self.tags = tags
    }
}

/// A tag in colr.org's shape: `{timestamp, id, name}`.
public struct LegacyTag: Codable, Hashable, Sendable {
    /// Seconds since 1970 when the tag was added.
    public var timestamp: Int
    /// The tag's id.
    public var id: Int
    /// The tag.
    public var name: String

    /// Creates a legacy tag.
    public init(timestamp: Int, id: Int, name: String) {
        self.timestamp = timestamp
        self.id = id
        self.name = name
    }
}

/// One line of tag history in colr.org's shape: `{d_count, id, a_count, name}`, id as a string.
public struct LegacyHistoryEntry: Codable, Hashable, Sendable {
    /// Times the tag was deleted.
    public var deletedCount: Int
    /// The tag's id, as a string (colr.org sent it that way).
    public var id: String
    /// Times the tag was added.
    public var addedCount: Int
    /// The tag.
    public var name: String

    enum CodingKeys: String, CodingKey {
        case deletedCount = "d_count"
        case id
        case addedCount = "a_count"
        case name
    }

    /// Creates a history line.
    public init(deletedCount: Int, id: String, addedCount: Int, name: String) {
        self.deletedCount = deletedCount
        self.id = id
        self.addedCount = addedCount
        self.name = name
    }
}

/// A scheme in colr.org's shape: `{timestamp, id, colors, tags}`.
public struct LegacyScheme: Codable, Hashable, Sendable {
    /// Seconds since 1970 when the scheme was created.
    public var timestamp: Int
    /// The scheme's id.
    public var id: Int
    /// The colors, six hex digits each, in order.
    public var colors: [String]
    /// The scheme's tags.
    public var tags: [LegacyTag]

    /// Creates a legacy scheme.
    public init(timestamp: Int, id: Int, colors: [String], tags: [LegacyTag]) {
        self.timestamp = timestamp
        self.id = id
        self.colors = colors
        self.tags = tags
    }
}
