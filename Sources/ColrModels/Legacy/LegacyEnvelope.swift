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
